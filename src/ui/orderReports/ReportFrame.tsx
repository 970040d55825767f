import { useId, type ReactNode } from 'react';
import { Badge, Button, Flex, HStack, Heading, NativeSelect, Spinner, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { DEFAULT_TIME_ZONE } from '../../domain/company';
import { useI18n } from '../../i18n/context';
import { FailureNotice } from '../forms/RecordFormDialog';
import { formatClock } from '../orders/orderTexts';
import type { ReportCompanyFilterProps, ReportFrameProps } from './orderReportTypes';
import { reportErrorText } from './orderReportTexts';

export interface ReportFrameViewProps extends ReportFrameProps {
  title: string;
  /** When the report shown was read (the server's clock), or null. */
  updatedAt: string | null;
  refreshEverySeconds: number | null;
  /** Controls beside the company filter (the totals' range). */
  controls?: ReactNode;
  children?: ReactNode;
}

/**
 * What every order report shows around its numbers: its title, staff's company filter, the other
 * controls, a Refresh button, when it was read, the failure of the last read with Try again, and
 * the first read's spinner; the numbers (children) once a report is there.
 */
export function ReportFrame(props: ReportFrameViewProps) {
  const { LL, language } = useI18n();
  const R = LL.ORDER_REPORTS;
  const { status, refreshing, failure, updatedAt, refreshEverySeconds } = props;
  return (
    <Stack gap="4" data-part="order-report" data-state={status} aria-busy={status === 'loading' || refreshing} minW="0">
      <Flex gap="3" align="flex-end" justify="space-between" wrap="wrap">
        <Heading as="h2" size="md">
          {props.title}
        </Heading>
        <HStack gap="3" align="flex-end" wrap="wrap">
          {props.companyFilter ? <CompanyFilter {...props.companyFilter} /> : null}
          {props.controls}
          <Button size="sm" variant="outline" onClick={props.onRefresh} loading={refreshing} loadingText={R.REFRESHING()} data-part="refresh">
            {R.REFRESH()}
          </Button>
        </HStack>
      </Flex>
      <Text textStyle="sm" color="fg.muted" data-part="report-clock">
        {updatedAt ? R.UPDATED_AT({ time: formatClock(language, updatedAt, DEFAULT_TIME_ZONE) }) : null}
        {updatedAt && refreshEverySeconds ? ' · ' : null}
        {refreshEverySeconds ? R.REFRESH_EVERY({ seconds: refreshEverySeconds }) : null}
      </Text>
      {status === 'failed' ? (
        <FailureNotice title={R.LOAD_FAILED()} text={failure ? reportErrorText(LL, failure) : undefined} retry={{ label: R.RETRY(), onRetry: props.onRefresh }} />
      ) : null}
      {status === 'loading' ? (
        <HStack gap="3" py="6" role="status">
          <Spinner size="sm" />
          <Text>{R.LOADING()}</Text>
        </HStack>
      ) : (
        props.children
      )}
    </Stack>
  );
}

/** Staff's company filter: every company, or one of those the report read. */
function CompanyFilter({ companies, companyId, onCompany }: ReportCompanyFilterProps) {
  const { LL } = useI18n();
  const id = useId();
  const R = LL.ORDER_REPORTS;
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} textStyle="xs" fontWeight="medium">
        {R.COMPANY_FILTER()}
      </chakra.label>
      <NativeSelect.Root size="sm" width="16rem">
        <NativeSelect.Field id={id} value={companyId ?? ''} onChange={(event) => onCompany(event.target.value || null)} data-part="company-filter">
          <option value="">{R.ALL_COMPANIES()}</option>
          {companies.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

/** A section of a report: its heading and its content. */
export function ReportSection({ title, children, part }: { title: string; children: ReactNode; part: string }) {
  const id = useId();
  return (
    <Stack as="section" gap="2" aria-labelledby={id} data-part={part} minW="0">
      <Heading as="h3" size="sm" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A table of a report: scrolls sideways on a narrow screen rather than squeezing its numbers. */
export function ReportTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={label} variant="line">
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A column of {@link CompanyCountsTable}: its header and what each company's cell shows. */
export interface CompanyCountColumn<C> {
  header: string;
  cell: (company: C) => ReactNode;
}

/** A count, or the count in a solid badge of `palette` when it is above zero (orders that need someone). */
export function AlertCount({ count, palette }: { count: number; palette: 'orange' | 'red' }) {
  return count > 0 ? (
    <Badge colorPalette={palette} variant="solid">
      {count}
    </Badge>
  ) : (
    count
  );
}

/** The companies of a report, one row each: the company's name, then `columns` (numbers, right-aligned). */
export function CompanyCountsTable<C extends { companyId: string; companyName: string }>(props: { label: string; companyHeader: string; companies: readonly C[]; columns: readonly CompanyCountColumn<C>[] }) {
  return (
    <ReportTable label={props.label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{props.companyHeader}</Table.ColumnHeader>
          {props.columns.map((column) => (
            <Table.ColumnHeader key={column.header} textAlign="end">
              {column.header}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {props.companies.map((company) => (
          <Table.Row key={company.companyId} data-company-id={company.companyId}>
            <Table.Cell>{company.companyName}</Table.Cell>
            {props.columns.map((column) => (
              <Table.Cell key={column.header} textAlign="end">
                {column.cell(company)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </ReportTable>
  );
}

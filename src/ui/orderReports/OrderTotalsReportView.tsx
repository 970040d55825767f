import { Component, lazy, Suspense, useCallback, useId, useMemo, type ComponentType, type ReactNode } from 'react';
import { Button, Box, HStack, Input, SimpleGrid, Spinner, Stack, Table, Text, chakra } from '@chakra-ui/react';
import type { OrderCancelReasonCount, OrderTotalsGroup, OrderTotalsReport } from '../../contract/schema.gen';
import { dayRangeOf, RANGE_PRESETS, type DayRange } from '../../domain/orderReports';
import { isOrderStatus, isPaymentType } from '../../domain/orders';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { useI18n } from '../../i18n/context';
import type { Language } from '../../i18n/language';
import { formatCents, paymentText, reasonText, statusText } from '../orders/orderTexts';
import type { OrderTotalsChartProps, OrderTotalsReportProps } from './orderReportTypes';
import { formatCount, formatDay, formatRate, formatShortDay } from './orderReportTexts';
import { ReportFrame, ReportSection, ReportTable } from './ReportFrame';

export type { OrderTotalsReportProps } from './orderReportTypes';

const loadChart = () => import('./OrderTotalsChart');
const LazyOrderTotalsChart = lazy(loadChart);

/** A payment type's words, or the key as the server gave it when it is none the app knows. */
function paymentLabel(LL: TranslationFunctions, key: string): string {
  return isPaymentType(key) ? paymentText(LL, key) : key;
}

/** A status's words, or the key as given. */
function statusLabel(LL: TranslationFunctions, key: string): string {
  return isOrderStatus(key) ? statusText(LL, key) : key;
}

/**
 * `/report/group-order`: the orders placed in a range of days (presets: today, the last 7 days,
 * this month, last month), in all (count, total, average ticket, cancellation rate), as a chart of
 * the totals by day and by payment type, and in tables by company, payment type, status and day,
 * with the cancellation reasons. Amounts in reais, rates as percentages.
 */
export function OrderTotalsReportView(props: OrderTotalsReportProps & { Chart?: ComponentType<OrderTotalsChartProps> | undefined }) {
  const { LL, language } = useI18n();
  const T = LL.ORDER_REPORTS.TOTALS;
  const { report } = props;
  return (
    <ReportFrame {...props} title={T.TITLE()} updatedAt={null} refreshEverySeconds={null} controls={<RangeControls {...props} />}>
      {report ? (
        report.overall.count === 0 ? (
          <Text color="fg.muted" data-part="totals-empty">
            {T.EMPTY()}
          </Text>
        ) : (
          <Stack gap="6">
            <Summary overall={report.overall} language={language} />
            <TotalsChart report={report} Chart={props.Chart ?? LazyOrderTotalsChart} />
            <SimpleGrid columns={{ base: 1, '2xl': 2 }} gap="6">
              {props.companyFilter === null || props.companyFilter.companyId === null ? (
                <ReportSection title={T.BY_COMPANY()} part="totals-by-company">
                  <GroupTable label={T.BY_COMPANY()} heading={LL.ORDER_REPORTS.COMPANY()} groups={report.byCompany} labelOf={(group) => group.label} />
                </ReportSection>
              ) : null}
              <ReportSection title={T.BY_PAYMENT()} part="totals-by-payment">
                <GroupTable label={T.BY_PAYMENT()} heading={T.PAYMENT()} groups={report.byPaymentType} labelOf={(group) => paymentLabel(LL, group.key)} />
              </ReportSection>
              <ReportSection title={T.BY_STATUS()} part="totals-by-status">
                <GroupTable label={T.BY_STATUS()} heading={LL.ORDER_REPORTS.STATUS()} groups={report.byStatus} labelOf={(group) => statusLabel(LL, group.key)} />
              </ReportSection>
              <ReportSection title={T.CANCEL_REASONS()} part="totals-cancel-reasons">
                <ReasonTable reasons={report.cancelReasons} />
              </ReportSection>
              <ReportSection title={T.BY_DAY()} part="totals-by-day">
                <GroupTable label={T.BY_DAY()} heading={T.DAY()} groups={report.byDay} labelOf={(group) => formatDay(language, group.key)} />
              </ReportSection>
            </SimpleGrid>
          </Stack>
        )
      ) : null}
    </ReportFrame>
  );
}

/** The range's two days and the presets. */
function RangeControls({ range, preset, onRange, onPreset }: OrderTotalsReportProps) {
  const { LL } = useI18n();
  const T = LL.ORDER_REPORTS.TOTALS;
  const fromId = useId();
  const toId = useId();
  const change = (next: Partial<DayRange>) => {
    const typed = dayRangeOf(next.from ?? range.from, next.to ?? range.to);
    if (typed) onRange(typed);
  };
  return (
    <HStack gap="3" align="flex-end" wrap="wrap" role="group" aria-label={T.RANGE()} data-part="totals-range">
      <Stack gap="1">
        <chakra.label htmlFor={fromId} textStyle="xs" fontWeight="medium">
          {T.FROM()}
        </chakra.label>
        <Input id={fromId} type="date" size="sm" width="10rem" value={range.from} onChange={(event) => change({ from: event.target.value })} data-part="range-from" />
      </Stack>
      <Stack gap="1">
        <chakra.label htmlFor={toId} textStyle="xs" fontWeight="medium">
          {T.TO()}
        </chakra.label>
        <Input id={toId} type="date" size="sm" width="10rem" value={range.to} onChange={(event) => change({ to: event.target.value })} data-part="range-to" />
      </Stack>
      <HStack gap="1" role="group" aria-label={T.PRESETS()} wrap="wrap">
        {RANGE_PRESETS.map((name) => (
          <Button
            key={name}
            size="sm"
            borderRadius="full"
            variant={preset === name ? 'solid' : 'outline'}
            aria-pressed={preset === name}
            onClick={() => onPreset(name)}
            data-preset={name}
          >
            {T.PRESET[name]()}
          </Button>
        ))}
      </HStack>
    </HStack>
  );
}

/** The four numbers of the range. */
function Summary({ overall, language }: { overall: OrderTotalsGroup; language: Language }) {
  const { LL } = useI18n();
  const T = LL.ORDER_REPORTS.TOTALS;
  const items: Array<[string, string, string]> = [
    ['count', T.COUNT(), formatCount(language, overall.count)],
    ['total', T.TOTAL(), formatCents(language, overall.total)],
    ['average-ticket', T.AVERAGE_TICKET(), formatCents(language, overall.averageTicket)],
    ['cancellation-rate', T.CANCELLATION_RATE(), formatRate(language, overall.cancellationRate)],
  ];
  return (
    <chakra.dl aria-label={T.SUMMARY()} data-part="totals-summary" display="grid" gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="3">
      {items.map(([part, label, value]) => (
          <Box key={part} borderWidth="1px" rounded="md" p="3" bg="bg" data-part={`summary-${part}`}>
            <chakra.dt textStyle="sm" color="fg.muted">
              {label}
            </chakra.dt>
            <chakra.dd textStyle="2xl" fontWeight="semibold" m="0">
              {value}
            </chakra.dd>
          </Box>
      ))}
    </chakra.dl>
  );
}

/** The chart, loaded with its library when first shown; the tables carry on if it cannot load. */
function TotalsChart({ report, Chart }: { report: OrderTotalsReport; Chart: ComponentType<OrderTotalsChartProps> }) {
  const { LL, language } = useI18n();
  const T = LL.ORDER_REPORTS.TOTALS;
  const days = useMemo(() => report.byDay.map((group) => ({ label: formatShortDay(language, group.key), total: group.total, count: group.count })), [report, language]);
  const paymentTypes = useMemo(
    () => report.byPaymentType.map((group) => ({ label: paymentLabel(LL, group.key), total: group.total, count: group.count })),
    [report, LL],
  );
  const formatMoney = useCallback((cents: number) => formatCents(language, cents), [language]);
  return (
    <ChartBoundary fallback={<Text color="fg.muted">{T.CHART_FAILED()}</Text>}>
      <Suspense
        fallback={
          <HStack gap="2" py="4" role="status">
            <Spinner size="sm" />
            <Text>{T.CHART_LOADING()}</Text>
          </HStack>
        }
      >
        <Chart days={days} paymentTypes={paymentTypes} formatMoney={formatMoney} dayTitle={T.BY_DAY()} paymentTitle={T.BY_PAYMENT()} />
      </Suspense>
    </ChartBoundary>
  );
}

/** Shows `fallback` in place of a chart that failed to load or draw. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Groups of a report (companies, payment types, statuses, days), one row each. */
function GroupTable({ label, heading, groups, labelOf }: { label: string; heading: string; groups: readonly OrderTotalsGroup[]; labelOf: (group: OrderTotalsGroup) => string }) {
  const { LL, language } = useI18n();
  const T = LL.ORDER_REPORTS.TOTALS;
  if (groups.length === 0) return <Text color="fg.muted">{T.NONE()}</Text>;
  return (
    <ReportTable label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{heading}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{T.COUNT()}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{T.TOTAL()}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{T.AVERAGE_TICKET()}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{T.CANCELED()}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{T.CANCELLATION_RATE()}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {groups.map((group) => (
          <Table.Row key={group.key} data-key={group.key}>
            <Table.Cell>{labelOf(group)}</Table.Cell>
            <Table.Cell textAlign="end">{formatCount(language, group.count)}</Table.Cell>
            <Table.Cell textAlign="end">{formatCents(language, group.total)}</Table.Cell>
            <Table.Cell textAlign="end">{formatCents(language, group.averageTicket)}</Table.Cell>
            <Table.Cell textAlign="end">{formatCount(language, group.canceled)}</Table.Cell>
            <Table.Cell textAlign="end">{formatRate(language, group.cancellationRate)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ReportTable>
  );
}

/** The cancellation reasons, most frequent first. */
function ReasonTable({ reasons }: { reasons: readonly OrderCancelReasonCount[] }) {
  const { LL, language } = useI18n();
  const T = LL.ORDER_REPORTS.TOTALS;
  if (reasons.length === 0) return <Text color="fg.muted">{T.NONE()}</Text>;
  return (
    <ReportTable label={T.CANCEL_REASONS()}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{T.REASON()}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{T.COUNT()}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {reasons.map((entry) => (
          <Table.Row key={entry.reason ?? ''}>
            <Table.Cell>{entry.reason === null ? T.NO_REASON() : reasonText(LL, entry.reason)}</Table.Cell>
            <Table.Cell textAlign="end">{formatCount(language, entry.count)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ReportTable>
  );
}

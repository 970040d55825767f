import { Stack, Table, Text } from '@chakra-ui/react';
import type { NewOrdersCompany, OrderSummary } from '../../contract/schema.gen';
import { DEFAULT_TIME_ZONE } from '../../domain/company';
import { useI18n } from '../../i18n/context';
import { formatCents, formatClock } from '../orders/orderTexts';
import type { NewOrdersReportProps } from './orderReportTypes';
import { durationText, formatDay, formatMinutesSeconds, minutesBetween } from './orderReportTexts';
import { AlertCount, CompanyCountsTable, ReportFrame, ReportSection, ReportTable } from './ReportFrame';

export type { NewOrdersReportProps } from './orderReportTypes';

/**
 * `/report/new-order`: today's orders per company (placed, waiting, accepted, cancelled, and the
 * median and 90th percentile of the time to accept them, as minutes:seconds), then the orders
 * waiting to be accepted now, oldest first, with how long each has waited.
 */
export function NewOrdersReportView(props: NewOrdersReportProps) {
  const { LL, language } = useI18n();
  const N = LL.ORDER_REPORTS.NEW_ORDERS;
  const { report } = props;
  return (
    <ReportFrame {...props} title={N.TITLE()} updatedAt={report?.serverTime ?? null}>
      {report ? (
        <Stack gap="6">
          <Text>{N.DAY({ day: formatDay(language, report.day) })}</Text>
          <ReportSection title={N.BY_COMPANY()} part="new-orders-companies">
            {report.companies.length === 0 ? (
              <Text color="fg.muted">{N.NO_COMPANIES()}</Text>
            ) : (
              <CompanyTable companies={report.companies} />
            )}
          </ReportSection>
          <ReportSection title={N.WAITING_TITLE({ count: report.waiting.length })} part="new-orders-waiting">
            {report.waiting.length === 0 ? (
              <Text color="fg.muted">{N.WAITING_EMPTY()}</Text>
            ) : (
              <WaitingTable orders={report.waiting} serverTime={report.serverTime} showCompany={props.companyFilter !== null && props.companyFilter.companyId === null} />
            )}
          </ReportSection>
        </Stack>
      ) : null}
    </ReportFrame>
  );
}

function acceptTime(seconds: number | null, none: string) {
  return seconds === null ? <Text as="span" color="fg.muted">{none}</Text> : formatMinutesSeconds(seconds);
}

function CompanyTable({ companies }: { companies: readonly NewOrdersCompany[] }) {
  const { LL } = useI18n();
  const N = LL.ORDER_REPORTS.NEW_ORDERS;
  return (
    <CompanyCountsTable
      label={N.BY_COMPANY()}
      companyHeader={LL.ORDER_REPORTS.COMPANY()}
      companies={companies}
      columns={[
        { header: N.PLACED(), cell: (company) => company.placed },
        { header: N.WAITING(), cell: (company) => <AlertCount count={company.waiting} palette="orange" /> },
        { header: N.ACCEPTED(), cell: (company) => company.accepted },
        { header: N.CANCELED(), cell: (company) => company.canceled },
        { header: N.MEDIAN(), cell: (company) => acceptTime(company.medianAcceptSeconds, N.NO_TIME()) },
        { header: N.P90(), cell: (company) => acceptTime(company.p90AcceptSeconds, N.NO_TIME()) },
      ]}
    />
  );
}

function WaitingTable({ orders, serverTime, showCompany }: { orders: readonly OrderSummary[]; serverTime: string; showCompany: boolean }) {
  const { LL, language } = useI18n();
  const R = LL.ORDER_REPORTS;
  const N = R.NEW_ORDERS;
  return (
    <ReportTable label={N.WAITING_TITLE({ count: orders.length })}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{R.NUMBER()}</Table.ColumnHeader>
          {showCompany ? <Table.ColumnHeader>{R.COMPANY()}</Table.ColumnHeader> : null}
          <Table.ColumnHeader>{R.CUSTOMER()}</Table.ColumnHeader>
          <Table.ColumnHeader>{N.PLACED_AT()}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{N.WAITED()}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{N.TOTAL()}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {orders.map((order) => (
          <Table.Row key={order._id} data-order-id={order._id}>
            <Table.Cell fontWeight="semibold">{R.ORDER_NUMBER({ number: order.number })}</Table.Cell>
            {showCompany ? <Table.Cell>{order.companyName}</Table.Cell> : null}
            <Table.Cell>{order.customerName}</Table.Cell>
            <Table.Cell>{formatClock(language, order.placedAt, DEFAULT_TIME_ZONE)}</Table.Cell>
            <Table.Cell textAlign="end">{durationText(LL, minutesBetween(order.placedAt, serverTime))}</Table.Cell>
            <Table.Cell textAlign="end">{formatCents(language, order.total)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ReportTable>
  );
}

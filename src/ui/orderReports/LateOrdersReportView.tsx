import { useId, type MouseEvent } from 'react';
import { Button, Stack, Table, Text } from '@chakra-ui/react';
import type { LateOrdersCompany, OrderSummary } from '../../contract/schema.gen';
import { latenessOf, type Lateness } from '../../domain/orderReports';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { useI18n } from '../../i18n/context';
import { statusText } from '../orders/orderTexts';
import type { LateOrdersReportProps } from './orderReportTypes';
import { durationText } from './orderReportTexts';
import { AlertCount, CompanyCountsTable, ReportFrame, ReportSection, ReportTable } from './ReportFrame';

export type { LateOrdersReportProps } from './orderReportTypes';

/** How late an order is, in words ("25 min além do horário de pronto"). */
export function latenessText(LL: TranslationFunctions, lateness: Lateness): string {
  const duration = durationText(LL, lateness.minutes);
  const L = LL.ORDER_REPORTS.LATE;
  if (lateness.kind === 'pastReady') return L.PAST_READY({ duration });
  if (lateness.kind === 'onTheWay') return L.ON_THE_WAY({ duration });
  return L.OPEN_FOR({ duration });
}

/**
 * `/report/shopping-cart`: per company, the orders open and how many of them are late; then the late
 * orders, the longest late first (number, company, customer, status, how late). An order the user
 * may open on its board is a button (Tab, Enter) and its row a click target; the others are text.
 */
export function LateOrdersReportView(props: LateOrdersReportProps) {
  const { LL } = useI18n();
  const L = LL.ORDER_REPORTS.LATE;
  const { report } = props;
  return (
    <ReportFrame {...props} title={L.TITLE()} updatedAt={report?.serverTime ?? null}>
      {report ? (
        <Stack gap="6">
          <ReportSection title={L.BY_COMPANY()} part="late-companies">
            {report.companies.length === 0 ? <Text color="fg.muted">{L.NO_COMPANIES()}</Text> : <CompanyTable companies={report.companies} />}
          </ReportSection>
          <ReportSection title={L.ORDERS({ count: report.orders.length })} part="late-orders">
            {report.orders.length === 0 ? (
              <Text color="fg.muted">{L.EMPTY()}</Text>
            ) : (
              <OrdersTable orders={report.orders} serverTime={report.serverTime} openerOf={props.openerOf} />
            )}
          </ReportSection>
        </Stack>
      ) : null}
    </ReportFrame>
  );
}

function CompanyTable({ companies }: { companies: readonly LateOrdersCompany[] }) {
  const { LL } = useI18n();
  const R = LL.ORDER_REPORTS;
  return (
    <CompanyCountsTable
      label={R.LATE.BY_COMPANY()}
      companyHeader={R.COMPANY()}
      companies={companies}
      columns={[
        { header: R.LATE.OPEN(), cell: (company) => company.open },
        { header: R.LATE.LATE(), cell: (company) => <AlertCount count={company.late} palette="red" /> },
      ]}
    />
  );
}

function OrdersTable({ orders, serverTime, openerOf }: { orders: readonly OrderSummary[]; serverTime: string; openerOf: LateOrdersReportProps['openerOf'] }) {
  const { LL } = useI18n();
  const hintId = useId();
  const R = LL.ORDER_REPORTS;
  const openable = orders.some((order) => openerOf(order) !== null);
  // A click anywhere on a row opens its order; the number's button is the keyboard's way in.
  const onRowClick = (order: OrderSummary) => (event: MouseEvent) => {
    if (event.target instanceof HTMLElement && event.target.closest('button')) return;
    openerOf(order)?.();
  };
  return (
    <Stack gap="2">
      {openable ? (
        <Text id={hintId} textStyle="sm" color="fg.muted">
          {R.LATE.HINT()}
        </Text>
      ) : null}
      <ReportTable label={R.LATE.ORDERS({ count: orders.length })}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{R.NUMBER()}</Table.ColumnHeader>
            <Table.ColumnHeader>{R.COMPANY()}</Table.ColumnHeader>
            <Table.ColumnHeader>{R.CUSTOMER()}</Table.ColumnHeader>
            <Table.ColumnHeader>{R.STATUS()}</Table.ColumnHeader>
            <Table.ColumnHeader>{R.LATE.HOW_LATE()}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((order) => {
            const open = openerOf(order);
            return (
              <Table.Row
                key={order._id}
                data-order-id={order._id}
                onClick={open ? onRowClick(order) : undefined}
                cursor={open ? 'pointer' : undefined}
                _hover={open ? { bg: 'bg.muted' } : undefined}
              >
                <Table.Cell fontWeight="semibold">
                  {open ? (
                    <Button size="xs" variant="plain" colorPalette="brand" px="0" textDecoration="underline" onClick={open} aria-label={R.LATE.OPEN_ORDER({ number: order.number })} aria-describedby={hintId}>
                      {R.ORDER_NUMBER({ number: order.number })}
                    </Button>
                  ) : (
                    R.ORDER_NUMBER({ number: order.number })
                  )}
                </Table.Cell>
                <Table.Cell>{order.companyName}</Table.Cell>
                <Table.Cell>{order.customerName}</Table.Cell>
                <Table.Cell>{statusText(LL, order.status)}</Table.Cell>
                <Table.Cell color="red.fg">{latenessText(LL, latenessOf(order, serverTime))}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </ReportTable>
    </Stack>
  );
}

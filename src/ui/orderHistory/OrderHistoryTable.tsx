import { Badge, Box, HStack, Table, Text } from '@chakra-ui/react';
import type { OrderSummary } from '../../contract/schema.gen';
import { useI18n } from '../../i18n/context';
import type { PagedListEvents, PagedListState } from '../lists/listTypes';
import { ListBusyBar, ListLoadError, ListMessageRow, ListPaginatorSlot, openOnEnterOrSpace, PleaseWaitRow, SortableHeader } from '../lists/tableParts';
import { paymentText, statusText } from '../orders/orderTexts';
import { formatPlacedAt, formatTotal, statusPalette } from './historyTexts';

/** Props of {@link OrderHistoryTable}. */
export interface OrderHistoryTableProps extends Pick<PagedListEvents, 'onSort' | 'onPageChange' | 'onPageSizeChange' | 'onRetry'> {
  list: PagedListState<OrderSummary>;
  staff: boolean;
  selectedId: string | null;
  timeZone: string;
  onOpen: (order: OrderSummary) => void;
}

/**
 * The history's rows: number, time placed, company (staff), customer, status, payment, delivery
 * or pickup, rider and total, sortable by time and total (`aria-sort`). Each row is focusable and
 * opens its order on click, Enter or Space. "Please wait" before the first page, "No records
 * found" when empty, a bar while a page loads over the rows shown, an error with Retry that keeps
 * them, and the paginator.
 */
export function OrderHistoryTable({ list, staff, selectedId, timeZone, onOpen, ...events }: OrderHistoryTableProps) {
  const { LL, language } = useI18n();
  const C = LL.ORDER_HISTORY.COLUMNS;
  const { status, rows, query, loadError } = list;
  const initial = status === 'initial';
  const busy = status === 'loading';
  const columnCount = staff ? 9 : 8;


  return (
    <Box data-state={status} data-part="order-history-table" data-total={status === 'initial' ? undefined : list.totalCount}>
      {status === 'failed' && loadError ? (
        <ListLoadError error={loadError} onRetry={events.onRetry} />
      ) : null}
      <Box position="relative" borderWidth="1px" borderRadius="l2" bg="bg" overflow="hidden">
        {busy ? (
          <ListBusyBar />
        ) : null}
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={LL.ORDER_HISTORY.TITLE()} aria-busy={busy || initial} interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{C.NUMBER()}</Table.ColumnHeader>
                <SortableHeader field="placedAt" header={C.PLACED_AT()} sort={query.sort} onSort={events.onSort} />
                {staff ? <Table.ColumnHeader>{C.COMPANY()}</Table.ColumnHeader> : null}
                <Table.ColumnHeader>{C.CUSTOMER()}</Table.ColumnHeader>
                <Table.ColumnHeader>{C.STATUS()}</Table.ColumnHeader>
                <Table.ColumnHeader>{C.PAYMENT()}</Table.ColumnHeader>
                <Table.ColumnHeader>{C.FULFILMENT()}</Table.ColumnHeader>
                <Table.ColumnHeader>{C.RIDER()}</Table.ColumnHeader>
                <SortableHeader field="total" header={C.TOTAL()} sort={query.sort} onSort={events.onSort} align="end" />
              </Table.Row>
            </Table.Header>
            <Table.Body cursor={busy ? 'progress' : undefined}>
              {initial ? (
                <PleaseWaitRow colSpan={columnCount} />
              ) : rows.length === 0 && status !== 'failed' ? (
                <ListMessageRow colSpan={columnCount} part="no-records">
                  {LL.LISTS.NO_RECORDS()}
                </ListMessageRow>
              ) : (
                rows.map((order) => (
                  <Table.Row
                    key={order._id}
                    tabIndex={0}
                    cursor="pointer"
                    aria-current={order._id === selectedId || undefined}
                    title={LL.ORDER_HISTORY.ROW_LABEL({ number: order.number, customer: order.customerName })}
                    data-order={order.number}
                    data-selected={order._id === selectedId || undefined}
                    bg={order._id === selectedId ? 'brand.subtle' : undefined}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
                    onClick={() => onOpen(order)}
                    onKeyDown={openOnEnterOrSpace(onOpen, order)}
                  >
                    <Table.Cell fontWeight="semibold" fontVariantNumeric="tabular-nums">
                      {order.number}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                      {formatPlacedAt(language, order.placedAt, timeZone)}
                    </Table.Cell>
                    {staff ? <Table.Cell>{order.companyName}</Table.Cell> : null}
                    <Table.Cell>{order.customerName}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="1" wrap="wrap">
                        <Badge colorPalette={statusPalette(order.status)} data-part="status-badge">
                          {statusText(LL, order.status)}
                        </Badge>
                        {order.late ? (
                          <Badge colorPalette="red" variant="solid">
                            {LL.ORDER_HISTORY.LATE()}
                          </Badge>
                        ) : null}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>{paymentText(LL, order.paymentType)}</Table.Cell>
                    <Table.Cell>{order.fulfilment === 'delivery' ? LL.ORDER_HISTORY.FILTERS.DELIVERY() : LL.ORDER_HISTORY.FILTERS.PICKUP()}</Table.Cell>
                    <Table.Cell>{order.rider?.name ?? <Text as="span" color="fg.muted">{LL.ORDER_HISTORY.NO_RIDER()}</Text>}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-part="order-total">
                      {formatTotal(order.total)}
                    </Table.Cell>
                  </Table.Row>
                ))
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>
      <ListPaginatorSlot list={list} rowCount={rows.length} totalCount={list.totalCount} onPageChange={events.onPageChange} onPageSizeChange={events.onPageSizeChange} />
    </Box>
  );
}

import { Badge, Box, HStack, Table, Text, chakra } from '@chakra-ui/react';
import type { TicketSummary } from '../../contract/schema.gen';
import { isOverdue } from '../../domain/helpdesk';
import { useI18n } from '../../i18n/context';
import type { PagedListEvents, PagedListState } from '../lists/listTypes';
import { ListBusyBar, ListLoadError, ListMessageRow, ListPaginatorSlot, openOnEnterOrSpace, PleaseWaitRow, SortableHeader } from '../lists/tableParts';
import { departmentText, formatInstant, priorityPalette, priorityText, requesterKindText, ticketStatusPalette, ticketStatusText } from './helpdeskTexts';

/** Props of {@link TicketTable}. */
export interface TicketTableProps extends Pick<PagedListEvents, 'onSort' | 'onPageChange' | 'onPageSizeChange' | 'onRetry'> {
  list: PagedListState<TicketSummary>;
  staff: boolean;
  /** Whether filters or a search narrow the list (the empty message says so). */
  filtered: boolean;
  now: number;
  timeZone: string;
  onOpen: (ticket: TicketSummary) => void;
}

/** The due time of a ticket as its cell says it: the time with "Atrasado", "pausado" on hold, nothing once done. */
function DueCell({ ticket, now, timeZone }: { ticket: TicketSummary; now: number; timeZone: string }) {
  const { LL, language } = useI18n();
  if (ticket.status === 'SOLVED' || ticket.status === 'CANCELED') return <Text as="span" color="fg.muted">{LL.HELPDESK.LIST.NONE()}</Text>;
  const overdue = isOverdue(ticket, now);
  return (
    <HStack gap="1" wrap="wrap">
      <chakra.time dateTime={ticket.dueAt} whiteSpace="nowrap" fontVariantNumeric="tabular-nums" color={ticket.status === 'ON_HOLD' ? 'fg.muted' : undefined}>
        {formatInstant(language, ticket.dueAt, timeZone)}
      </chakra.time>
      {ticket.status === 'ON_HOLD' ? (
        <Badge variant="outline" colorPalette="purple" data-part="paused">
          {LL.HELPDESK.LIST.PAUSED()}
        </Badge>
      ) : null}
      {overdue ? (
        <Badge colorPalette="red" variant="solid" data-part="overdue">
          {LL.HELPDESK.LIST.OVERDUE_BADGE()}
        </Badge>
      ) : null}
    </HStack>
  );
}

/**
 * The tickets' rows: protocol, subject, status and priority badges, department, for staff the
 * company and the assignee, the requester, when it was opened and when it is due (sortable by
 * both, `aria-sort`). Each row is focusable and opens its ticket on click, Enter or Space. "Please
 * wait" before the first page, an empty message that says whether filters narrowed it, a bar while
 * a page loads over the rows shown, an error with Retry that keeps them, and the paginator.
 */
export function TicketTable({ list, staff, filtered, now, timeZone, onOpen, ...events }: TicketTableProps) {
  const { LL, language } = useI18n();
  const T = LL.HELPDESK.LIST;
  const C = T.COLUMNS;
  const { status, rows, query, loadError } = list;
  const initial = status === 'initial';
  const busy = status === 'loading';
  const columnCount = staff ? 8 : 7;

  return (
    <Box data-state={status} data-part="ticket-table" data-total={initial ? undefined : list.totalCount}>
      {status === 'failed' && loadError ? (
        <ListLoadError error={loadError} onRetry={events.onRetry} />
      ) : null}
      <Box position="relative" borderWidth="1px" borderRadius="l2" bg="bg" overflow="hidden">
        {busy ? (
          <ListBusyBar />
        ) : null}
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={T.TITLE()} aria-busy={busy || initial} interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{C.PROTOCOL()}</Table.ColumnHeader>
                <Table.ColumnHeader>{C.SUBJECT()}</Table.ColumnHeader>
                <Table.ColumnHeader>{C.STATUS()}</Table.ColumnHeader>
                <Table.ColumnHeader>{C.PRIORITY()}</Table.ColumnHeader>
                {/* Staff read the requester under the company; a company user's tickets are all its own company's. */}
                <Table.ColumnHeader>{staff ? C.COMPANY() : C.REQUESTER()}</Table.ColumnHeader>
                {staff ? <Table.ColumnHeader>{C.ASSIGNEE()}</Table.ColumnHeader> : null}
                <SortableHeader field="createdAt" header={C.OPENED()} sort={query.sort} onSort={events.onSort} />
                <SortableHeader field="dueAt" header={C.DUE()} sort={query.sort} onSort={events.onSort} />
              </Table.Row>
            </Table.Header>
            <Table.Body cursor={busy ? 'progress' : undefined}>
              {initial ? (
                <PleaseWaitRow colSpan={columnCount} />
              ) : rows.length === 0 && status !== 'failed' ? (
                <ListMessageRow colSpan={columnCount} part={filtered ? 'no-match' : 'no-tickets'}>
                  {filtered ? T.EMPTY_FILTERED() : T.EMPTY()}
                </ListMessageRow>
              ) : (
                rows.map((ticket) => (
                  <Table.Row
                    key={ticket._id}
                    tabIndex={0}
                    cursor="pointer"
                    title={T.ROW_LABEL({ protocol: ticket.protocol, subject: ticket.subject })}
                    data-protocol={ticket.protocol}
                    data-status={ticket.status}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
                    onClick={() => onOpen(ticket)}
                    onKeyDown={openOnEnterOrSpace(onOpen, ticket)}
                  >
                    <Table.Cell fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                      {ticket.protocol}
                    </Table.Cell>
                    <Table.Cell maxW="13rem">
                      <Text truncate>{ticket.subject}</Text>
                      <Text textStyle="xs" color="fg.muted" data-part="department">
                        {departmentText(LL, ticket.department)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={ticketStatusPalette(ticket.status)} data-part="status-badge">
                        {ticketStatusText(LL, ticket.status)}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={priorityPalette(ticket.priority)} variant="outline" data-part="priority-badge">
                        {priorityText(LL, ticket.priority)}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>
                      {staff ? (
                        <Text as="span" display="block">
                          {ticket.companyName}
                        </Text>
                      ) : null}
                      <Text as="span" display="block" textStyle={staff ? 'xs' : undefined} color={staff ? 'fg.muted' : undefined} data-part="requester">
                        {ticket.requester}
                        {ticket.requesterKind !== 'company' ? ` · ${requesterKindText(LL, ticket.requesterKind)}` : null}
                      </Text>
                    </Table.Cell>
                    {staff ? <Table.Cell>{ticket.assignee?.name ?? <Text as="span" color="fg.muted">{T.NONE()}</Text>}</Table.Cell> : null}
                    <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                      {formatInstant(language, ticket.createdAt, timeZone)}
                    </Table.Cell>
                    <Table.Cell>
                      <DueCell ticket={ticket} now={now} timeZone={timeZone} />
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

import { memo, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Alert, Badge, Button, Flex, HStack, Heading, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { DEFAULT_TIME_ZONE } from '../../domain/company';
import type { OrderSummary } from '../../contract/schema.gen';
import { columnLabelKey, columnOf, type BoardColumn } from '../../domain/orders';
import { useI18n } from '../../i18n/context';
import { FailureNotice } from '../forms/RecordFormDialog';
import { boardColumns, isBoardKey, moveFocus, type BoardColumnOrders } from './boardGrid';
import { BoardClock, OrderCard } from './OrderCard';
import type { OrderBoardProps } from './orderDeskTypes';
import { columnText, minutesSince, ordersErrorText } from './orderTexts';

export type { OrderBoardProps } from './orderDeskTypes';

/**
 * The order desk's board: the columns left to right (scheduled, awaiting payment behind its chip,
 * new, preparing or picking, waiting for a rider, on the way, done, cancelled), each with its
 * count and its cards. One tab stop: the arrow keys move between cards, Enter or Space opens one,
 * `a` on a new order asks to accept it.
 */
export function OrderBoard(props: OrderBoardProps) {
  const { LL } = useI18n();
  const B = LL.ORDERS.BOARD;
  const { status, orders, companyFilter, showAwaitingPayment } = props;
  const columns = useMemo(() => boardColumns(orders, showAwaitingPayment, companyFilter), [orders, showAwaitingPayment, companyFilter]);
  const awaitingPayment = useMemo(
    () => orders.filter((order) => columnOf(order.status) === 'awaitingPayment' && (companyFilter === null || order.companyId === companyFilter)).length,
    [orders, companyFilter],
  );
  const shown = columns.reduce((sum, entry) => sum + entry.orders.length, 0);
  return (
    <Stack gap="3" data-part="order-board" data-state={status} data-connection={props.connection} minW="0">
      <ConnectionBanner {...props} />
      <HStack gap="2" wrap="wrap">
        {props.showCompanyFilter ? <CompanyFilter {...props} /> : null}
        <Button
          size="xs"
          borderRadius="full"
          variant={showAwaitingPayment ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={showAwaitingPayment}
          onClick={props.onToggleAwaitingPayment}
          data-part="awaiting-payment-filter"
        >
          {B.AWAITING_PAYMENT_FILTER({ count: awaitingPayment })}
        </Button>
      </HStack>
      {status === 'loading' ? (
        <HStack gap="3" py="6" role="status">
          <Spinner size="sm" />
          <Text>{B.LOADING()}</Text>
        </HStack>
      ) : null}
      {status === 'failed' ? (
        <FailureNotice title={B.LOAD_FAILED()} text={props.failure ? ordersErrorText(LL, props.failure) : undefined} retry={{ label: B.RETRY(), onRetry: props.onRetry }} />
      ) : null}
      {status === 'ready' && shown === 0 ? (
        <Text color="fg.muted" py="2" data-part="empty-day">
          {B.EMPTY()}
        </Text>
      ) : null}
      {status === 'ready' ? <BoardGrid {...props} columns={columns} /> : null}
    </Stack>
  );
}

/** "Reconectando…" while the live link is down, and a way to load again once it gave up. */
function ConnectionBanner({ connection, onRetry }: OrderBoardProps) {
  const { LL } = useI18n();
  if (connection === 'live') return null;
  const offline = connection === 'offline';
  return (
    <Alert.Root status={offline ? 'error' : 'warning'} role="status" data-part="connection-banner" data-connection={connection}>
      {offline ? <Alert.Indicator /> : <Spinner size="sm" alignSelf="center" />}
      <Alert.Content>
        <Alert.Description>{offline ? LL.ORDERS.BOARD.OFFLINE() : LL.ORDERS.BOARD.RECONNECTING()}</Alert.Description>
      </Alert.Content>
      {offline ? (
        <Button size="sm" variant="outline" alignSelf="center" onClick={onRetry}>
          {LL.ORDERS.BOARD.RETRY()}
        </Button>
      ) : null}
    </Alert.Root>
  );
}

/** Staff boards: every company, or one, with how many active orders each has and how many wait. */
function CompanyFilter({ companies, companyFilter, onCompanyFilter }: OrderBoardProps) {
  const { LL } = useI18n();
  const B = LL.ORDERS.BOARD;
  const total = companies.reduce((sum, company) => sum + company.active, 0);
  return (
    <HStack gap="1" wrap="wrap" role="group" aria-label={B.COMPANY_FILTER()} data-part="company-filter">
      <Button size="xs" borderRadius="full" variant={companyFilter === null ? 'solid' : 'outline'} aria-pressed={companyFilter === null} onClick={() => onCompanyFilter(null)}>
        {B.ALL_COMPANIES({ count: total })}
      </Button>
      {companies.map((company) => (
        <Button
          key={company._id}
          size="xs"
          borderRadius="full"
          variant={companyFilter === company._id ? 'solid' : 'outline'}
          aria-pressed={companyFilter === company._id}
          onClick={() => onCompanyFilter(company._id)}
          data-company-id={company._id}
        >
          {B.COMPANY_COUNT({ name: company.name, count: company.active })}
          {company.waiting > 0 ? (
            <Badge colorPalette="red" variant="solid" size="xs">
              {B.COMPANY_WAITING({ count: company.waiting })}
            </Badge>
          ) : null}
        </Button>
      ))}
    </HStack>
  );
}

/** The columns and their cards, with the board's keyboard. */
function BoardGrid(props: OrderBoardProps & { columns: BoardColumnOrders[] }) {
  const { LL } = useI18n();
  const hintId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const { columns, selectedId, now, companyType, companyFilter } = props;
  const timeZone = props.timeZone ?? DEFAULT_TIME_ZONE;
  const onBoard = (id: string | null) => id !== null && columns.some((entry) => entry.orders.some((order) => order._id === id));
  // The one tab stop: the card last moved to, else the open one, else the first card.
  const tabStop = onBoard(focusedId) ? focusedId : onBoard(selectedId) ? selectedId : (columns.find((entry) => entry.orders.length > 0)?.orders[0]?._id ?? null);
  const showCompany = props.showCompanyFilter && companyFilter === null;

  const cardOf = (target: EventTarget): HTMLElement | null => (target instanceof HTMLElement ? target.closest<HTMLElement>('[data-order-id]') : null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const card = cardOf(event.target);
    const id = card?.dataset.orderId;
    if (!id) return;
    if (isBoardKey(event.key)) {
      event.preventDefault();
      const next = moveFocus(columns, id, event.key);
      if (next === null) return;
      setFocusedId(next);
      [...(root.current?.querySelectorAll<HTMLElement>('[data-order-id]') ?? [])].find((element) => element.dataset.orderId === next)?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      // Handled here, not by the button's click, so that a key opens once.
      event.preventDefault();
      setFocusedId(id);
      props.onOpen(id);
    } else if ((event.key === 'a' || event.key === 'A') && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const order = columns.find((entry) => entry.column === 'new')?.orders.find((candidate) => candidate._id === id);
      if (order) {
        event.preventDefault();
        setFocusedId(id);
        props.onAcceptRequest(id);
      }
    }
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const id = cardOf(event.target)?.dataset.orderId;
    if (!id) return;
    setFocusedId(id);
    props.onOpen(id);
  }

  return (
    <BoardClock value={now}>
      <Text id={hintId} srOnly>
        {LL.ORDERS.BOARD.HINT()}
      </Text>
      {/* Clicks and keys of the cards are handled once, here, for all of them. */}
      <Flex
        ref={root}
        role="group"
        aria-label={LL.ORDERS.BOARD.LABEL()}
        aria-describedby={hintId}
        // With no card to focus, the scrolling board itself takes the tab stop (keyboard users can scroll it).
        tabIndex={tabStop === null ? 0 : undefined}
        gap="3"
        align="flex-start"
        overflowX="auto"
        pb="2"
        onKeyDown={onKeyDown}
        onClick={onClick}
        data-part="order-columns"
      >
        {columns.map(({ column, orders }) => (
          <BoardColumnView
            key={column}
            column={column}
            orders={orders}
            now={now}
            companyType={companyType}
            selectedId={selectedId}
            tabStop={tabStop}
            showCompany={showCompany}
            timeZone={timeZone}
          />
        ))}
      </Flex>
    </BoardClock>
  );
}

/** Props of {@link BoardColumnView}. */
interface BoardColumnViewProps {
  column: BoardColumn;
  orders: OrderSummary[];
  now: Date;
  companyType: OrderBoardProps['companyType'];
  selectedId: string | null;
  tabStop: string | null;
  showCompany: boolean;
  timeZone: string;
}

/** One column: its heading with the count, and its cards (or the empty-column line). */
function ColumnView({ column, orders, now, companyType, selectedId, tabStop, showCompany, timeZone }: BoardColumnViewProps) {
  const { LL } = useI18n();
  const label = columnText(LL, columnLabelKey(column, companyType));
  return (
    <chakra.section
      aria-label={`${label}: ${LL.ORDERS.BOARD.COUNT({ count: orders.length })}`}
      data-column={column}
      data-count={orders.length}
      flex="0 0 16rem"
      minW="16rem"
      bg="bg.muted"
      borderRadius="lg"
      p="2"
    >
      <HStack as="header" justify="space-between" px="1" pb="2">
        <Heading as="h2" size="sm">
          {label}
        </Heading>
        <Badge variant={orders.length > 0 ? 'solid' : 'outline'} colorPalette={column === 'new' && orders.length > 0 ? 'red' : 'gray'} aria-hidden>
          {orders.length}
        </Badge>
      </HStack>
      {orders.length === 0 ? (
        <Text textStyle="xs" color="fg.muted" px="1">
          {LL.ORDERS.BOARD.EMPTY_COLUMN()}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {orders.map((order) => (
            // A plain item: 150 styled wrappers would each draw again at every event.
            <li key={order._id}>
              <OrderCard
                order={order}
                now={now}
                countdown={column === 'new'}
                selected={order._id === selectedId}
                tabbable={order._id === tabStop}
                showCompany={showCompany}
                timeZone={timeZone}
              />
            </li>
          ))}
        </Stack>
      )}
    </chakra.section>
  );
}

// A column draws again only when its orders (each kept as the same object until it changes),
// one of its cards' marks (open, tab stop) or elapsed minute, or how it is labelled change; an
// event elsewhere on the board leaves it as it is.
function sameColumn(prev: BoardColumnViewProps, next: BoardColumnViewProps): boolean {
  if (
    prev.column !== next.column ||
    prev.companyType !== next.companyType ||
    prev.showCompany !== next.showCompany ||
    prev.timeZone !== next.timeZone ||
    prev.orders.length !== next.orders.length
  ) {
    return false;
  }
  return prev.orders.every((order, index) => {
    const same = next.orders[index];
    return (
      same === order &&
      (order._id === prev.selectedId) === (order._id === next.selectedId) &&
      (order._id === prev.tabStop) === (order._id === next.tabStop) &&
      minutesSince(order.placedAt, prev.now) === minutesSince(order.placedAt, next.now)
    );
  });
}

const BoardColumnView = memo(ColumnView, sameColumn);

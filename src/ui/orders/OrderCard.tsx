import { createContext, memo, use } from 'react';
import { Badge, HStack, Text, chakra } from '@chakra-ui/react';
import type { OrderSummary } from '../../contract/schema.gen';
import { useI18n } from '../../i18n/context';
import {
  COUNTDOWN_URGENT_SECONDS,
  elapsedText,
  firstName,
  formatCents,
  formatCountdown,
  minutesSince,
  paymentText,
  scheduleText,
  secondsLeft,
} from './orderTexts';

/**
 * The board's clock, read by the countdowns alone: a tick re-renders them, not the cards around
 * them (a card re-renders when its order's version or its elapsed minute changes).
 */
export const BoardClock = createContext<Date>(new Date(0));

/** Whether a card shows the "cash to collect" badge: paid in cash on delivery, not yet paid. */
export function collectsCash(order: Pick<OrderSummary, 'paymentType' | 'paid'>): boolean {
  return order.paymentType === 'money' && !order.paid;
}

/** Props of {@link OrderCard}. */
export interface OrderCardProps {
  order: OrderSummary;
  /** The board's clock: the card reads the elapsed minutes from it. */
  now: Date;
  /** Whether the acceptance countdown shows (the "new" column). */
  countdown: boolean;
  /** The order open in the drawer. */
  selected: boolean;
  /** The board's one tab stop (roving tabindex). */
  tabbable: boolean;
  /** Staff boards showing several companies name the order's company. */
  showCompany: boolean;
  timeZone: string;
}

/** Seconds left to accept, as `mm:ss`, red under two minutes; it ticks with {@link BoardClock}. */
function AcceptCountdown({ acceptBy }: { acceptBy: string }) {
  const { LL } = useI18n();
  const now = use(BoardClock);
  const left = secondsLeft(acceptBy, now);
  const urgent = left < COUNTDOWN_URGENT_SECONDS;
  return (
    <Text
      as="span"
      display="block"
      textStyle="sm"
      fontWeight="semibold"
      fontVariantNumeric="tabular-nums"
      color={urgent ? 'red.fg' : 'fg.muted'}
      data-part="accept-countdown"
      data-urgent={urgent}
    >
      {left === 0 ? LL.ORDERS.CARD.ACCEPT_EXPIRED() : LL.ORDERS.CARD.ACCEPT_WITHIN({ time: formatCountdown(left) })}
    </Text>
  );
}

/**
 * One order on the board: number, customer's first name, time since it was placed (`placedAt`),
 * total, payment, badges, and in "new" the acceptance countdown. A button: click, Enter or Space
 * opens it (the board listens).
 */
function OrderCardView({ order, now, countdown, selected, tabbable, showCompany, timeZone }: OrderCardProps) {
  const { LL, language } = useI18n();
  const C = LL.ORDERS.CARD;
  return (
    <chakra.button
      type="button"
      data-order-id={order._id}
      data-part="order-card"
      data-selected={selected || undefined}
      data-late={order.late || undefined}
      aria-current={selected ? 'true' : undefined}
      tabIndex={tabbable ? 0 : -1}
      display="block"
      width="full"
      textAlign="start"
      bg="bg.panel"
      borderWidth="1px"
      borderColor={selected ? 'brand.solid' : order.late ? 'red.muted' : 'border'}
      borderInlineStartWidth="4px"
      borderInlineStartColor={selected ? 'brand.solid' : order.late ? 'red.solid' : 'border'}
      borderRadius="md"
      px="3"
      py="2"
      cursor="pointer"
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'blue.solid', outlineOffset: '2px' }}
    >
      <HStack as="span" justify="space-between" gap="2">
        <Text as="span" fontWeight="bold" textStyle="md">
          {C.NUMBER({ number: order.number })}
        </Text>
        <Text as="span" textStyle="xs" color="fg.muted" data-part="elapsed">
          {elapsedText(LL, minutesSince(order.placedAt, now))}
        </Text>
      </HStack>
      <Text as="span" display="block" textStyle="sm" truncate>
        {firstName(order.customerName)}
      </Text>
      {showCompany ? (
        <Text as="span" display="block" textStyle="xs" color="fg.muted" truncate>
          {order.companyName}
        </Text>
      ) : null}
      <Text as="span" display="block" textStyle="sm">
        <chakra.span fontWeight="semibold">{formatCents(language, order.total)}</chakra.span> · {paymentText(LL, order.paymentType)}
      </Text>
      <HStack as="span" gap="1" wrap="wrap" mt="1">
        {order.late ? (
          <Badge colorPalette="red" variant="solid" size="sm">
            {C.LATE()}
          </Badge>
        ) : null}
        {order.scheduledFor ? (
          <Badge colorPalette="purple" size="sm">
            {C.SCHEDULED_FOR({ time: scheduleText(language, order.scheduledFor, now, timeZone) })}
          </Badge>
        ) : null}
        {order.fulfilment === 'pickup' ? (
          <Badge colorPalette="blue" size="sm">
            {C.PICKUP()}
          </Badge>
        ) : null}
        {collectsCash(order) ? (
          <Badge colorPalette="orange" size="sm">
            {C.CASH()}
          </Badge>
        ) : null}
      </HStack>
      {order.rider ? (
        <Text as="span" display="block" textStyle="xs" color="fg.muted" mt="1" truncate>
          {C.RIDER({ name: order.rider.name })}
        </Text>
      ) : null}
      {countdown && order.acceptBy ? <AcceptCountdown acceptBy={order.acceptBy} /> : null}
    </chakra.button>
  );
}

// A card draws again only when what it shows can change: its order's version, its marks, or the
// elapsed minute (the countdown ticks by itself through the board's clock).
function sameCard(prev: OrderCardProps, next: OrderCardProps): boolean {
  return (
    prev.order._id === next.order._id &&
    prev.order.version === next.order.version &&
    prev.selected === next.selected &&
    prev.tabbable === next.tabbable &&
    prev.countdown === next.countdown &&
    prev.showCompany === next.showCompany &&
    prev.timeZone === next.timeZone &&
    minutesSince(prev.order.placedAt, prev.now) === minutesSince(next.order.placedAt, next.now)
  );
}

/** One order on the board (see {@link OrderCardView}), memoized by id, version and elapsed minute. */
export const OrderCard = memo(OrderCardView, sameCard);

import { Badge, Box, HStack, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Order, OrderHistoryEntry, OrderItem } from '../../contract/schema.gen';
import { formatPhone } from '../../domain/phone';
import { useI18n } from '../../i18n/context';
import { collectsCash } from './OrderCard';
import { actionText, formatCents, formatClock, outcomeText, paymentText, reasonText, scheduleText, statusText } from './orderTexts';

/** An item's amount: quantity × (unit price + its complements per unit), in cents. */
export function itemAmount(item: OrderItem): number {
  return item.quantity * (item.unitPrice + item.complements.reduce((sum, complement) => sum + complement.quantity * complement.unitPrice, 0));
}

/** The address on one line: "Rua das Flores, 120 · Apto 31 · Centro · Belo Horizonte". */
export function addressLine(address: NonNullable<Order['address']>): string {
  return [`${address.street}, ${address.number}`, address.complement, address.district, address.city].filter((part) => part.trim() !== '').join(' · ');
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="1" aria-label={title}>
      <Heading as="h3" size="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function AmountRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <HStack justify="space-between" textStyle="sm" fontWeight={strong ? 'bold' : 'normal'}>
      <Text as="span">{label}</Text>
      <Text as="span" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </HStack>
  );
}

/** What the drawer tells of an order: when, items, amounts, payment, customer, address, rider, outcome, reason, history. */
export function OrderDetails({ order, timeZone }: { order: Order; timeZone: string }) {
  const { LL, language } = useI18n();
  const D = LL.ORDERS.DRAWER;
  const money = (cents: number) => formatCents(language, cents);
  return (
    <Stack gap="4" data-part="order-details">
      <Stack gap="0" textStyle="sm" color="fg.muted">
        <Text>{D.PLACED_AT({ time: formatClock(language, order.placedAt, timeZone) })}</Text>
        {order.scheduledFor ? <Text>{D.SCHEDULED_FOR({ time: scheduleText(language, order.scheduledFor, new Date(order.placedAt), timeZone) })}</Text> : null}
        {order.readyBy ? <Text>{D.READY_BY({ time: formatClock(language, order.readyBy, timeZone) })}</Text> : null}
        {order.prepMinutes !== null ? <Text>{D.PREP_MINUTES({ minutes: order.prepMinutes })}</Text> : null}
        <Text>{order.companyName}</Text>
      </Stack>
      <Section title={D.ITEMS()}>
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-part="order-items">
          {order.items.map((item, index) => (
            <Box as="li" key={`${index}:${item.name}`}>
              <AmountRow label={`${item.quantity}× ${item.name}`} value={money(itemAmount(item))} />
              {item.complements.map((complement, at) => (
                <Text key={`${at}:${complement.name}`} textStyle="xs" color="fg.muted" ps="4">
                  + {complement.quantity}× {complement.name}
                </Text>
              ))}
              {item.notes ? (
                <Text textStyle="xs" ps="4" fontStyle="italic">
                  {D.NOTES({ notes: item.notes })}
                </Text>
              ) : null}
            </Box>
          ))}
        </Stack>
      </Section>
      <Section title={D.TOTALS()}>
        <Box data-part="order-totals">
          <AmountRow label={D.ITEMS_TOTAL()} value={money(order.totals.items)} />
          <AmountRow label={D.DELIVERY_FEE()} value={money(order.totals.deliveryFee)} />
          {order.totals.discount > 0 ? <AmountRow label={D.DISCOUNT()} value={`− ${money(order.totals.discount)}`} /> : null}
          <AmountRow label={D.TOTAL()} value={money(order.totals.total)} strong />
        </Box>
      </Section>
      <Section title={D.PAYMENT()}>
        <HStack gap="2" textStyle="sm">
          <Text as="span">{paymentText(LL, order.paymentType)}</Text>
          {order.paid ? (
            <Badge colorPalette="green">{D.PAID()}</Badge>
          ) : (
            <Badge colorPalette={collectsCash(order) ? 'orange' : 'gray'} variant="solid">
              {order.fulfilment === 'pickup' ? D.COLLECT_AT_PICKUP() : D.COLLECT()}
            </Badge>
          )}
        </HStack>
      </Section>
      <Section title={D.CUSTOMER()}>
        <Text textStyle="sm">{order.customer.name}</Text>
        <Link textStyle="sm" href={`tel:+${order.customer.phone.replace(/\D/g, '')}`}>
          {formatPhone(order.customer.phone)}
        </Link>
      </Section>
      <Section title={order.address ? D.ADDRESS() : D.PICKUP()}>
        {order.address ? <Text textStyle="sm">{addressLine(order.address)}</Text> : null}
      </Section>
      {order.fulfilment === 'delivery' ? (
        <Section title={D.RIDER()}>
          <Text textStyle="sm">{order.rider ? `${order.rider.name} · ${formatPhone(order.rider.phone)}` : D.NO_RIDER()}</Text>
        </Section>
      ) : null}
      {order.outcome ? (
        <Section title={D.OUTCOME()}>
          <Text textStyle="sm">{outcomeText(LL, order.outcome)}</Text>
        </Section>
      ) : null}
      {order.cancelReason ? (
        <Section title={D.CANCEL_REASON()}>
          <Text textStyle="sm" data-part="cancel-reason">
            {reasonText(LL, order.cancelReason)}
          </Text>
        </Section>
      ) : null}
      <Section title={D.TIMELINE()}>
        <chakra.ol listStyleType="none" m="0" p="0" data-part="order-timeline">
          {order.history.map((entry, index) => (
            <TimelineEntry key={`${index}:${entry.at}`} entry={entry} timeZone={timeZone} />
          ))}
        </chakra.ol>
      </Section>
    </Stack>
  );
}

/** "12:31 · Maria — Aguardando confirmação → Em preparo · 25 min de preparo". */
function TimelineEntry({ entry, timeZone }: { entry: OrderHistoryEntry; timeZone: string }) {
  const { LL, language } = useI18n();
  const D = LL.ORDERS.DRAWER;
  const extra = [
    entry.prepMinutes !== null ? D.PREP_MINUTES({ minutes: entry.prepMinutes }) : null,
    entry.outcome ? outcomeText(LL, entry.outcome) : null,
    entry.reason ? reasonText(LL, entry.reason) : null,
  ].filter((part): part is string => part !== null);
  return (
    <chakra.li borderInlineStartWidth="2px" borderColor="border.emphasized" ps="3" pb="2" textStyle="sm">
      <Text fontWeight="medium">
        {formatClock(language, entry.at, timeZone)} · {entry.byName ?? D.PLATFORM()} · {actionText(LL, entry.action)}
      </Text>
      <Text color="fg.muted">{entry.from ? `${statusText(LL, entry.from)} → ${statusText(LL, entry.to)}` : statusText(LL, entry.to)}</Text>
      {extra.length > 0 ? <Text color="fg.muted">{extra.join(' · ')}</Text> : null}
    </chakra.li>
  );
}

import { Box, Button, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import type { Order } from '../../contract/schema.gen';
import { DEFAULT_TIME_ZONE } from '../../domain/company';
import { useI18n } from '../../i18n/context';
import { formatPhone } from '../../domain/phone';
import { addressLine, itemAmount } from './OrderDetails';
import type { OrderTicketProps } from './orderDeskTypes';
import { formatCents, formatDayClock, paymentText } from './orderTexts';

export type { OrderTicketProps } from './orderDeskTypes';

// The roll is 80 mm wide with no margin of the browser's; the page's own controls stay off the paper.
const PRINT_CSS = '@page { size: 80mm auto; margin: 0; } @media print { body { margin: 0; } }';

const NO_PRINT = { '@media print': { display: 'none' } } as const;

/**
 * The 80 mm ticket of one order, as the print routes show it: company, the order's number large,
 * when it was placed, items with complements and notes, amounts, payment (with the cash to collect
 * in capitals), customer, address or pickup. The fiscal variant says plainly it is no fiscal
 * document while no fiscal service is configured. Also the print page's states: loading, invalid
 * or expired link (403), no such order.
 */
export function OrderTicket({ status, order, variant, onPrint, timeZone = DEFAULT_TIME_ZONE }: OrderTicketProps) {
  const { LL } = useI18n();
  const T = LL.ORDERS.TICKET;
  return (
    <Box data-part="order-ticket" data-state={status} data-variant={variant} bg="white" color="black" minH="100vh">
      <style>{PRINT_CSS}</style>
      {status === 'loading' ? (
        <Stack align="center" gap="3" py="10" role="status">
          <Spinner />
          <Text>{T.LOADING()}</Text>
        </Stack>
      ) : null}
      {status === 'invalidLink' || status === 'notFound' || status === 'failed' ? (
        <Stack align="center" gap="2" py="10" px="4" textAlign="center" role="alert">
          <Text as="h1" fontWeight="bold" textStyle="lg">
            {status === 'invalidLink' ? T.INVALID_LINK() : status === 'notFound' ? T.NOT_FOUND() : T.FAILED()}
          </Text>
          {status === 'invalidLink' ? <Text color="gray.700">{T.INVALID_LINK_HINT()}</Text> : null}
        </Stack>
      ) : null}
      {status === 'ready' && order ? (
        <>
          <Box css={NO_PRINT} textAlign="center" py="3">
            <Button colorPalette="brand" onClick={onPrint} data-part="print-button">
              {T.PRINT()}
            </Button>
          </Box>
          <TicketPaper order={order} variant={variant} timeZone={timeZone} />
        </>
      ) : null}
    </Box>
  );
}

function Line({ left, right, strong }: { left: string; right?: string; strong?: boolean }) {
  return (
    <chakra.div display="flex" justifyContent="space-between" gap="2" fontWeight={strong ? 'bold' : 'normal'}>
      <chakra.span>{left}</chakra.span>
      {right !== undefined ? <chakra.span whiteSpace="nowrap">{right}</chakra.span> : null}
    </chakra.div>
  );
}

const RULE = <chakra.hr borderTop="1px dashed black" my="2" />;

/** The ticket itself, in the monospace of a thermal printer, 80 mm wide. */
function TicketPaper({ order, variant, timeZone }: { order: Order; variant: OrderTicketProps['variant']; timeZone: string }) {
  const { LL, language } = useI18n();
  const T = LL.ORDERS.TICKET;
  const D = LL.ORDERS.DRAWER;
  const money = (cents: number) => formatCents(language, cents);
  const cash = order.paymentType === 'money' && !order.paid;
  return (
    <chakra.article
      aria-label={T.TITLE({ number: order.number })}
      width="80mm"
      mx="auto"
      px="3mm"
      py="2mm"
      fontFamily="'Courier New', Courier, monospace"
      fontSize="12px"
      lineHeight="1.35"
      data-part="ticket-paper"
    >
      <chakra.div textAlign="center" fontWeight="bold" fontSize="14px">
        {order.companyName}
      </chakra.div>
      {variant === 'fiscal' ? (
        <chakra.div textAlign="center" fontWeight="bold">
          {T.FISCAL_TITLE()}
        </chakra.div>
      ) : null}
      <chakra.h1 textAlign="center" fontWeight="bold" fontSize="24px" my="1">
        {T.NUMBER({ number: order.number })}
      </chakra.h1>
      <chakra.div textAlign="center">{T.PLACED_AT({ time: formatDayClock(language, order.placedAt, timeZone) })}</chakra.div>
      {order.scheduledFor ? <chakra.div textAlign="center">{T.SCHEDULED_FOR({ time: formatDayClock(language, order.scheduledFor, timeZone) })}</chakra.div> : null}
      <chakra.div textAlign="center" fontWeight="bold" mt="1">
        {order.fulfilment === 'pickup' ? T.PICKUP() : T.DELIVERY()}
      </chakra.div>
      {RULE}
      {order.items.map((item, index) => (
        <chakra.div key={`${index}:${item.name}`} mb="1">
          <Line left={`${item.quantity}x ${item.name}`} right={money(itemAmount(item))} strong />
          {item.complements.map((complement, at) => (
            <chakra.div key={`${at}:${complement.name}`} ps="3">
              + {complement.quantity}x {complement.name}
            </chakra.div>
          ))}
          {item.notes ? <chakra.div ps="3">{D.NOTES({ notes: item.notes })}</chakra.div> : null}
        </chakra.div>
      ))}
      {RULE}
      <chakra.div data-part="ticket-totals">
        <Line left={D.ITEMS_TOTAL()} right={money(order.totals.items)} />
        <Line left={D.DELIVERY_FEE()} right={money(order.totals.deliveryFee)} />
        {order.totals.discount > 0 ? <Line left={D.DISCOUNT()} right={`-${money(order.totals.discount)}`} /> : null}
        <Line left={D.TOTAL()} right={money(order.totals.total)} strong />
      </chakra.div>
      {RULE}
      <chakra.div>{order.paid ? T.PAID({ payment: paymentText(LL, order.paymentType) }) : T.PAYMENT({ payment: paymentText(LL, order.paymentType) })}</chakra.div>
      {cash ? (
        <chakra.div fontWeight="bold" fontSize="14px" data-part="ticket-collect">
          {(order.fulfilment === 'pickup' ? T.COLLECT_AT_PICKUP : T.COLLECT)({ amount: money(order.totals.total) })}
        </chakra.div>
      ) : null}
      {RULE}
      <chakra.div>{order.customer.name}</chakra.div>
      <chakra.div>{formatPhone(order.customer.phone)}</chakra.div>
      {order.address ? <chakra.div>{addressLine(order.address)}</chakra.div> : null}
      {variant === 'fiscal' ? (
        <>
          {RULE}
          <chakra.div textAlign="center" fontWeight="bold" data-part="not-fiscal">
            {T.NOT_FISCAL()}
          </chakra.div>
        </>
      ) : null}
    </chakra.article>
  );
}

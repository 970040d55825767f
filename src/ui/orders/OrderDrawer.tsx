import { useState, type KeyboardEvent } from 'react';
import { Alert, Badge, Box, Button, CloseButton, Flex, HStack, Heading, Separator, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import type { Order } from '../../contract/schema.gen';
import { DEFAULT_TIME_ZONE } from '../../domain/company';
import { useI18n } from '../../i18n/context';
import { FailureNotice } from '../forms/RecordFormDialog';
import { OrderDetails } from './OrderDetails';
import type { OrderDrawerProps, ReadOnlyOrderDrawerProps } from './orderDeskTypes';
import { MoveForm, moveChoices } from './OrderMoveForms';
import { formatClock, ordersErrorText, statusText } from './orderTexts';

export type { OrderDrawerProps, ReadOnlyOrderDrawerProps } from './orderDeskTypes';

/**
 * One order beside the board (a side panel: the board stays visible; on a narrow screen it covers
 * it): what was ordered, the amounts, payment, customer, address, rider, the history, and the
 * moves the transition table allows, each with its form. Escape closes it. Read-only (the order
 * history's), it shows the order and its timeline without moves or print.
 */
export function OrderDrawer(props: OrderDrawerProps) {
  return <DrawerFrame {...props} />;
}

/** The order drawer read-only (the order history's): the order and its whole timeline, no moves, no print. */
export function ReadOnlyOrderDrawer(props: ReadOnlyOrderDrawerProps) {
  return <DrawerFrame {...props} />;
}

function DrawerFrame(props: OrderDrawerProps | ReadOnlyOrderDrawerProps) {
  const { LL } = useI18n();
  const D = LL.ORDERS.DRAWER;
  const { status, order } = props;
  const title = order ? D.LABEL({ number: order.number }) : D.LOADING();

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      props.onClose();
    }
  }

  return (
    <chakra.aside
      aria-label={title}
      onKeyDown={onKeyDown}
      data-part="order-drawer"
      data-state={!props.readOnly && props.submitting ? 'submitting' : status}
      data-read-only={props.readOnly || undefined}
      position={{ base: 'fixed', lg: 'sticky' }}
      inset={{ base: '0', lg: 'auto' }}
      top={{ lg: '0' }}
      zIndex={{ base: 'modal', lg: 'auto' }}
      width={{ base: 'full', lg: '28rem' }}
      flexShrink={0}
      maxH={{ base: '100dvh', lg: '100vh' }}
      overflowY="auto"
      bg="bg.panel"
      borderInlineStartWidth={{ lg: '1px' }}
      boxShadow={{ base: 'lg', lg: 'none' }}
    >
      <Flex justify="space-between" align="center" gap="2" px="4" py="3" borderBottomWidth="1px" position="sticky" top="0" bg="bg.panel" zIndex="1">
        <HStack gap="2" wrap="wrap">
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          {order ? (
            <Badge colorPalette={order.status === 'CANCELED' ? 'red' : 'brand'} size="md" data-part="order-status">
              {statusText(LL, order.status)}
            </Badge>
          ) : null}
        </HStack>
        {/* Read-only, the drawer takes the focus as it opens (a row opened it from the keyboard): Escape or Enter closes it. */}
        <CloseButton size="sm" aria-label={D.CLOSE()} onClick={props.onClose} autoFocus={props.readOnly === true} />
      </Flex>
      <Stack gap="4" px="4" py="3">
        {status === 'loading' ? (
          <HStack gap="3" role="status">
            <Spinner size="sm" />
            <Text>{D.LOADING()}</Text>
          </HStack>
        ) : null}
        {status === 'failed' ? (
          <FailureNotice title={D.LOAD_FAILED()} text={props.failure ? ordersErrorText(LL, props.failure) : undefined} retry={{ label: D.RETRY(), onRetry: props.onRetry }} />
        ) : null}
        {status === 'ready' && order ? (
          <>
            {/* The actions come first: at the peak the operator opens an order to act on it. */}
            {/* A new step (status or rider) starts the forms afresh; a change within the step (paid, a
                later version of the same step) keeps what the operator is typing. */}
            {props.readOnly ? null : (
              <>
                <OrderActions key={`${order._id}:${order.status}:${order.rider?._id ?? ''}`} {...props} order={order} />
                <Separator />
              </>
            )}
            <OrderDetails order={order} timeZone={props.timeZone ?? DEFAULT_TIME_ZONE} />
          </>
        ) : null}
      </Stack>
    </chakra.aside>
  );
}

/** The conflict and refusal notices, the buttons of the moves allowed now, the open form, and Print. */
function OrderActions(props: OrderDrawerProps & { order: Order }) {
  const { LL, language } = useI18n();
  const D = LL.ORDERS.DRAWER;
  const { order, moves, submitting, conflict, refusal } = props;
  const choices = moveChoices(LL, moves, order.rider !== null);
  const initial = props.initialAction === null ? undefined : choices.find((choice) => choice.action === props.initialAction && choice.needs.length > 0);
  const [openKey, setOpenKey] = useState<string | null>(initial?.key ?? null);
  const open = choices.find((choice) => choice.key === openKey) ?? null;
  const timeZone = props.timeZone ?? DEFAULT_TIME_ZONE;

  return (
    <Stack gap="3" as="section" aria-label={D.ACTIONS()} data-part="order-actions">
      {conflict ? (
        <Alert.Root status="warning" role="alert" data-part="order-conflict">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {D.CONFLICT({ name: conflict.byName ?? D.PLATFORM(), time: formatClock(language, conflict.at, timeZone), status: statusText(LL, conflict.status) })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {refusal ? <FailureNotice title={D.REFUSED()} text={ordersErrorText(LL, refusal)} /> : null}
      <HStack gap="2" wrap="wrap">
        {choices.map((choice) => (
          <Button
            key={choice.key}
            size="sm"
            variant={choice.action === 'reject' || choice.action === 'cancel' ? 'outline' : choice.key === openKey ? 'solid' : 'subtle'}
            colorPalette={choice.action === 'reject' || choice.action === 'cancel' ? 'red' : 'brand'}
            disabled={submitting}
            aria-expanded={choice.needs.length > 0 ? choice.key === openKey : undefined}
            data-move={choice.key}
            onClick={() => (choice.needs.length > 0 ? setOpenKey(choice.key === openKey ? null : choice.key) : props.onMove({ to: choice.to }))}
          >
            {choice.label}
          </Button>
        ))}
        <Button size="sm" variant="outline" onClick={props.onPrint} data-move="print">
          {D.PRINT()}
        </Button>
      </HStack>
      {choices.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {D.NO_ACTIONS()}
        </Text>
      ) : null}
      {open ? (
        <Box>
          <MoveForm
            choice={open}
            orderNumber={order.number}
            riders={props.riders}
            defaultPrepMinutes={props.defaultPrepMinutes}
            submitting={submitting}
            autoFocus={open.key === initial?.key}
            onMove={props.onMove}
            onCancel={() => setOpenKey(null)}
          />
        </Box>
      ) : null}
    </Stack>
  );
}

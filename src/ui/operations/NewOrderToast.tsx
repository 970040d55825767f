import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { inAppClick } from '../auth/navigation';
import { Icon } from '../shell/Icon';

/** Where the alert stands: none, the sound about to start (750 ms), ringing, or silenced (sound over). */
export type NewOrderToastStatus = 'hidden' | 'waiting' | 'ringing' | 'silenced';

/** The order the toast names; either part may be unknown. */
export interface NewOrderToastOrder {
  reference: string | null;
  customer: string | null;
}

/** Props of {@link NewOrderToast}. */
export interface NewOrderToastProps {
  status: NewOrderToastStatus;
  order: NewOrderToastOrder | null;
  /** Stops the sound (or keeps it from starting); the toast stays. */
  onSilence: () => void;
  /** Closes the toast (and the sound with it). */
  onDismiss: () => void;
  /** The order on the order board (its address, and going there in the app); absent when the order cannot be found there. */
  open?: { href: string; onOpen: () => void } | null | undefined;
}

/** The order in words: 'Pedido 1042 de Ana Souza', 'Pedido 1042', 'Novo pedido de Ana Souza' or 'Chegou um novo pedido.'. */
export function describeOrder(LL: TranslationFunctions, order: NewOrderToastOrder | null): string {
  const texts = LL.ORDER_ALERT;
  if (order?.reference && order.customer) return texts.ORDER_FROM({ reference: order.reference, customer: order.customer });
  if (order?.reference) return texts.ORDER({ reference: order.reference });
  if (order?.customer) return texts.FROM({ customer: order.customer });
  return texts.UNNAMED();
}

/**
 * The new-order toast (seed 001 section 4): it names the order, says whether the alert sound is
 * about to play, playing or off, and offers Silence while the sound is due or playing, and Close.
 * Open order takes the operator to that order on the board. It stands at the bottom corner of the window above the page, like Chakra's toasts, and is
 * announced to screen readers. Props in, events out: the order alert machine decides.
 */
export function NewOrderToast({ status, order, onSilence, onDismiss, open }: NewOrderToastProps) {
  const { LL } = useI18n();
  if (status === 'hidden') return null;
  const texts = LL.ORDER_ALERT;
  const sound = status === 'waiting' ? texts.SOUND.WAITING() : status === 'ringing' ? texts.SOUND.RINGING() : texts.SOUND.SILENCED();
  return (
    <Box
      position="fixed"
      bottom={{ base: '3', md: '6' }}
      insetEnd={{ base: '3', md: '6' }}
      zIndex="toast"
      w="sm"
      maxW="calc(100vw - 1.5rem)"
      role="alert"
      aria-labelledby="new-order-toast-title"
      data-part="new-order-toast"
      data-state={status}
    >
      <Flex gap="3" p="4" bg="bg.panel" borderWidth="1px" borderColor="brand.muted" borderRadius="l3" boxShadow="lg">
        <Flex
          align="center"
          justify="center"
          boxSize="10"
          flexShrink={0}
          borderRadius="full"
          bg={status === 'silenced' ? 'bg.muted' : 'brand.solid'}
          color={status === 'silenced' ? 'fg.muted' : 'white'}
          animation={status === 'ringing' ? 'pulse 1s ease-in-out infinite' : undefined}
        >
          <Icon name="bell" />
        </Flex>
        <Box flex="1" minW="0">
          <Text id="new-order-toast-title" fontWeight="semibold">
            {texts.TITLE()}
          </Text>
          <Text data-part="order">{describeOrder(LL, order)}</Text>
          <Text textStyle="xs" color="fg.muted" mt="1">
            {sound}
          </Text>
          <HStack mt="3" gap="2">
            {open ? (
              <Button asChild size="xs" colorPalette="brand">
                <a href={open.href} onClick={inAppClick(open.onOpen)}>
                  {texts.OPEN()}
                </a>
              </Button>
            ) : null}
            {status !== 'silenced' && (
              <Button size="xs" colorPalette="brand" onClick={onSilence}>
                {texts.SILENCE()}
              </Button>
            )}
            <Button size="xs" variant="outline" onClick={onDismiss}>
              {texts.DISMISS()}
            </Button>
          </HStack>
        </Box>
      </Flex>
    </Box>
  );
}

import { Alert, Badge, Box, Button, Dialog, Flex, Popover, Portal, Spinner, Switch, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { localeOf, type Language } from '../../i18n/language';
import { switchReasonText, type OpenSwitchReason } from './openReason';

export type { OpenSwitchReason } from './openReason';

/** How the switch stands: its mode, a confirmation open, or a save under way. */
export type OpenSwitchStatus = 'automatic' | 'confirming' | 'manual' | 'saving';

/** Why the last save failed. */
export type OpenSwitchFailure = 'forbidden' | 'notFound' | 'network' | 'other';

/** The last change of the open state, as the company lookup answers it. */
export interface OpenSwitchChange {
  /** Who made it (their full name then); null for a change the platform made. */
  by: { fullname: string } | null;
  /** When, as an ISO date-time. */
  at: string;
  toOpen: boolean;
  /** True for a manual change; false for a return to automatic mode. */
  toManual: boolean;
}

/** Props of {@link OpenSwitch}. */
export interface OpenSwitchProps {
  status: OpenSwitchStatus;
  /** The state shown (during a save, the one being saved). */
  isOpen: boolean;
  isManual: boolean;
  lastChange: OpenSwitchChange | null;
  failure: OpenSwitchFailure | null;
  /** `compact` for the top bar (the manual notice opens from a badge), `large` for the dashboard. */
  variant?: 'compact' | 'large' | undefined;
  /** Raised with the value the user asked for. */
  onToggle: (isOpen: boolean) => void;
  /** The confirmation's Yes. */
  onConfirm: () => void;
  /** The confirmation's Cancel (also Escape and a click outside). */
  onCancel: () => void;
  /** The manual notice's Yes: back to automatic mode. */
  onReleaseManual: () => void;
  /** Opens the compact variant's manual notice on the first render (stories, screenshots). */
  defaultNoticeOpen?: boolean | undefined;
  /**
   * Whether this switch shows the confirmation dialog; true by default. Where two switches show one
   * state (top bar and dashboard), only one of them may, or two dialogs would open.
   */
  confirmDialog?: boolean | undefined;
  /** The time "today" is judged against for the last change (stories and tests); now by default. */
  now?: Date | undefined;
  /**
   * Why the establishment is open or closed and when that next changes (the company lookup's
   * `openReason`, `openReasonLabel`, `pausedUntil`, `nextChange` and `timeZone`): said beside the
   * label in automatic mode ("abre às 18:00"); nothing when absent (a platform that does not answer it).
   */
  state?: OpenSwitchReason | null | undefined;
}

/** Seed 001 section 9: the manual notice is 400 px wide. */
export const MANUAL_NOTICE_WIDTH = '400px';

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * The last change in words, e.g. 'Fechado manualmente por Ana Souza às 14:02' (today) or
 * '... em 12/03/2025 às 14:02' (earlier), in the browser's time zone.
 */
export function describeChange(LL: TranslationFunctions, language: Language, change: OpenSwitchChange, now: Date): string {
  const at = new Date(change.at);
  const locale = localeOf(language);
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(at);
  const texts = LL.OPERATIONS.OPEN_SWITCH.LAST_CHANGE;
  const when = sameDay(at, now)
    ? texts.TODAY({ time })
    : texts.EARLIER({ date: new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(at), time });
  if (!change.by) return change.toOpen ? texts.OPENED_AUTOMATICALLY({ when }) : texts.CLOSED_AUTOMATICALLY({ when });
  const name = change.by.fullname;
  if (!change.toManual) return texts.BACK_TO_AUTOMATIC({ name, when });
  return change.toOpen ? texts.OPENED_MANUALLY({ name, when }) : texts.CLOSED_MANUALLY({ name, when });
}

function failureText(LL: TranslationFunctions, failure: OpenSwitchFailure): string {
  const texts = LL.OPERATIONS.OPEN_SWITCH.FAILED;
  switch (failure) {
    case 'forbidden':
      return texts.FORBIDDEN();
    case 'notFound':
      return texts.NOT_FOUND();
    case 'network':
      return texts.NETWORK();
    case 'other':
      return texts.OTHER();
  }
}

/** The notice shown while manual: what manual means, and Yes to go back to automatic. */
function ManualNotice({ onReleaseManual, busy }: { onReleaseManual: () => void; busy: boolean }) {
  const { LL } = useI18n();
  const texts = LL.OPERATIONS.OPEN_SWITCH;
  return (
    <Alert.Root status="warning" variant="subtle" w={MANUAL_NOTICE_WIDTH} maxW="full" data-part="manual-notice">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{texts.MANUAL_NOTICE_TITLE()}</Alert.Title>
        <Alert.Description>{texts.MANUAL_NOTICE()}</Alert.Description>
        <Box>
          <Button size="xs" colorPalette="orange" onClick={onReleaseManual} disabled={busy}>
            {texts.YES()}
          </Button>
        </Box>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The establishment open/closed switch of seed 001 section 2.4: the switch labelled
 * 'Estabelecimento aberto' or 'Estabelecimento fechado', the mode, the last change, the
 * confirmation before going manual, the 400 px manual notice and the save's failure.
 * Props in, events out: the open switch machine decides what happens.
 */
export function OpenSwitch({
  status,
  isOpen,
  isManual,
  lastChange,
  failure,
  variant = 'large',
  onToggle,
  onConfirm,
  onCancel,
  onReleaseManual,
  defaultNoticeOpen = false,
  confirmDialog = true,
  now,
  state,
}: OpenSwitchProps) {
  const { LL, language } = useI18n();
  const texts = LL.OPERATIONS.OPEN_SWITCH;
  const compact = variant === 'compact';
  const saving = status === 'saving';
  const label = isOpen ? texts.OPEN() : texts.CLOSED();
  const changeText = lastChange ? describeChange(LL, language, lastChange, now ?? new Date()) : null;
  // In automatic mode the hours decide: say why, apart from the label (the seed's texts stay as they are).
  const reasonText = !isManual && state ? switchReasonText(LL, language, state, now ?? new Date(), compact) : null;
  const mode = (
    <Badge colorPalette={isManual ? 'orange' : 'gray'} variant="subtle" data-part="mode">
      {isManual ? texts.MANUAL() : texts.AUTOMATIC()}
    </Badge>
  );

  return (
    <Flex
      direction="column"
      gap={compact ? '0.5' : '3'}
      minW="0"
      aria-busy={saving}
      data-state={status}
      data-open={isOpen}
      data-manual={isManual}
      data-variant={variant}
    >
      <Flex align="center" columnGap={compact ? '2' : '3'} rowGap="0.5" wrap={compact ? { base: 'wrap', md: 'nowrap' } : 'wrap'}>
        <Switch.Root
          // Remounted when a confirmation closes: the native box behind it was toggled by the click
          // that asked, and would otherwise swallow the next click as "no change".
          key={status === 'confirming' ? 'asking' : 'settled'}
          checked={isOpen}
          disabled={saving}
          size={compact ? 'sm' : 'lg'}
          colorPalette="green"
          // Each change asks for the other state than the one shown.
          onCheckedChange={() => onToggle(!isOpen)}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label fontWeight="semibold" textStyle={compact ? 'sm' : 'lg'} whiteSpace="nowrap">
            {label}
          </Switch.Label>
        </Switch.Root>
        {reasonText !== null ? (
          <Text
            textStyle={compact ? 'xs' : 'sm'}
            color="fg.muted"
            // A phone gives it a line of its own under the label; wider screens put it beside, after a dot.
            order={{ base: 1, md: 0 }}
            flexBasis={{ base: 'full', md: 'auto' }}
            ms={{ base: '0', md: compact ? '-1' : '-2' }}
            _before={{ content: { base: '""', md: '"·"' }, me: { base: '0', md: '1.5' } }}
            // Compact: one line in the top bar, cut short with an ellipsis (the whole text on hover).
            truncate={compact}
            maxW={compact ? { base: 'full', md: '12rem', xl: '16rem' } : undefined}
            minW="0"
            title={compact ? reasonText : undefined}
            data-part="reason"
            data-reason={state?.reason}
          >
            {reasonText}
          </Text>
        ) : null}
        {saving ? (
          <Spinner size="xs" color="fg.muted" role="status" aria-label={texts.SAVING()} />
        ) : isManual && compact && status === 'manual' ? (
          <Popover.Root defaultOpen={defaultNoticeOpen} lazyMount unmountOnExit positioning={{ placement: 'bottom-start' }}>
            <Popover.Trigger asChild>
              <Button size="2xs" variant="subtle" colorPalette="orange" aria-label={texts.MANUAL_NOTICE_TITLE()}>
                {texts.MANUAL()}
              </Button>
            </Popover.Trigger>
            <Portal>
              <Popover.Positioner>
                <Popover.Content w={MANUAL_NOTICE_WIDTH} maxW="calc(100vw - 2rem)" p="0">
                  <ManualNotice onReleaseManual={onReleaseManual} busy={saving} />
                </Popover.Content>
              </Popover.Positioner>
            </Portal>
          </Popover.Root>
        ) : compact ? null : (
          mode
        )}
      </Flex>
      {failure ? (
        <Text role="alert" textStyle={compact ? 'xs' : 'sm'} color={{ base: 'red.700', _dark: 'red.300' }} data-part="failure">
          {failureText(LL, failure)}
        </Text>
      ) : changeText ? (
        <Text textStyle="xs" color="fg.muted" hideBelow={compact ? 'lg' : undefined} data-part="last-change">
          {changeText}
        </Text>
      ) : null}
      {!compact && status === 'manual' ? <ManualNotice onReleaseManual={onReleaseManual} busy={saving} /> : null}

      <Dialog.Root
        role="alertdialog"
        open={confirmDialog && status === 'confirming'}
        onOpenChange={(details) => {
          if (!details.open) onCancel();
        }}
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-part="confirm-manual">
              <Dialog.Header>
                <Dialog.Title>{texts.ATTENTION()}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{texts.CONFIRM_MANUAL()}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onCancel}>
                  {texts.CANCEL()}
                </Button>
                <Button colorPalette="orange" onClick={onConfirm}>
                  {texts.YES()}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Flex>
  );
}

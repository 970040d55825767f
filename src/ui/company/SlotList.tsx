import { useId, type ReactNode } from 'react';
import { Badge, Box, Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import type { OpeningDay, OpeningSlot } from '../../domain/openingHours';
import { addDaySlot, removeDaySlot, setDaySlot, slotSpan } from '../../domain/openingHoursEdits';
import type { OpeningHoursProblem } from '../../domain/openingHoursValidation';
import { useI18n } from '../../i18n/context';
import { ListIcon } from '../lists/ListIcon';
import { problemText } from './openingHoursTexts';

/** The red of a field's message that passes AA on white (as the forms' FormField uses). */
export const PROBLEM_COLOR = { base: 'red.700', _dark: 'red.300' } as const;

/** Props of {@link SlotList}. */
export interface SlotListProps {
  slots: OpeningDay;
  /** Whose slots, as the inputs' names say it: "Segunda-feira", "Natal". */
  owner: string;
  /** Where the slots are in the hours, as the problems name them: `general[1]`, `exceptions[0].slots`. */
  path: string;
  problems: readonly OpeningHoursProblem[];
  disabled: boolean;
  /** Said when there is no slot ("Fechado"); nothing when absent. */
  emptyText?: string | undefined;
  /** More buttons beside "Adicionar horário" (a day's "Copiar para…"). */
  actions?: ReactNode;
  /** The whole next list of slots. */
  onChange: (slots: OpeningDay) => void;
}

/** One end of a slot: a time input named for the day and slot, marked invalid with its message's id. */
function TimeInput({ value, disabled, label, messageId, path, onChange }: {
  value: string;
  disabled: boolean;
  label: string;
  messageId: string | null;
  path: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      type="time"
      size="sm"
      w={{ base: '7.5rem', sm: '8rem' }}
      bg="bg"
      value={value}
      disabled={disabled}
      aria-label={label}
      aria-invalid={messageId !== null || undefined}
      aria-describedby={messageId ?? undefined}
      data-path={path}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * The slots of a day or of an exception: each a pair of `HH:MM` inputs with Remove, a note when it
 * runs past midnight, its problems under it; "Adicionar horário" at the end.
 */
export function SlotList({ slots, owner, path, problems, disabled, emptyText, actions, onChange }: SlotListProps) {
  const { LL } = useI18n();
  const W = LL.OPENING_HOURS.WEEK;
  const baseId = useId();
  return (
    <Stack gap="2" minW="0" data-part="slots" data-path={path}>
      {slots.length === 0 && emptyText !== undefined ? (
        <Text color="fg.muted" textStyle="sm" data-part="closed">
          {emptyText}
        </Text>
      ) : null}
      {slots.map((slot, i) => {
        const slotPath = `${path}[${i}]`;
        const mine = problems.filter((p) => p.path === slotPath || p.path === `${slotPath}.start` || p.path === `${slotPath}.end`);
        const startInvalid = mine.some((p) => p.path !== `${slotPath}.end`);
        const endInvalid = mine.some((p) => p.path !== `${slotPath}.start`);
        const messageId = `${baseId}-${i}-message`;
        const texts = [...new Set(mine.map((p) => problemText(LL, p)))];
        const span = slotSpan(slot);
        const edit = (next: OpeningSlot) => onChange(setDaySlot(slots, i, next));
        return (
          <Box key={i} data-part="slot" data-path={slotPath}>
            <HStack gap="2" wrap="wrap">
              <TimeInput
                value={slot.start}
                disabled={disabled}
                label={W.START({ day: owner, n: i + 1 })}
                messageId={startInvalid ? messageId : null}
                path={`${slotPath}.start`}
                onChange={(start) => edit({ start, end: slot.end })}
              />
              <Text as="span" color="fg.muted" textStyle="sm" aria-hidden="true">
                {W.TO()}
              </Text>
              <TimeInput
                value={slot.end}
                disabled={disabled}
                label={W.END({ day: owner, n: i + 1 })}
                messageId={endInvalid ? messageId : null}
                path={`${slotPath}.end`}
                onChange={(end) => edit({ start: slot.start, end })}
              />
              <IconButton size="sm" variant="ghost" colorPalette="red" disabled={disabled} aria-label={W.REMOVE({ day: owner, n: i + 1 })} onClick={() => onChange(removeDaySlot(slots, i))}>
                <ListIcon name="delete" />
              </IconButton>
              {span === 'pastMidnight' || span === 'wholeDay' ? (
                <Badge variant="subtle" colorPalette={span === 'wholeDay' ? 'green' : 'purple'} data-part="slot-note">
                  {span === 'wholeDay' ? W.WHOLE_DAY() : W.PAST_MIDNIGHT()}
                </Badge>
              ) : null}
            </HStack>
            {texts.length > 0 ? (
              <Text id={messageId} textStyle="sm" color={PROBLEM_COLOR} mt="1" data-part="problem">
                {texts.join(' ')}
              </Text>
            ) : null}
          </Box>
        );
      })}
      <HStack gap="2" wrap="wrap">
        <Button size="xs" variant="ghost" colorPalette="brand" disabled={disabled} aria-label={W.ADD_LABEL({ day: owner })} onClick={() => onChange(addDaySlot(slots))}>
          <ListIcon name="plus" />
          {W.ADD()}
        </Button>
        {actions}
      </HStack>
    </Stack>
  );
}

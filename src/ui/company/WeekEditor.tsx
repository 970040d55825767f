import { useState } from 'react';
import { Box, Button, Checkbox, Grid, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { copyDay, type OpeningWeek, type Weekday } from '../../domain/openingHours';
import type { OpeningHoursProblem } from '../../domain/openingHoursValidation';
import { useI18n } from '../../i18n/context';
import { weekdayNames } from '../operations/openReason';
import { SlotList } from './SlotList';

const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

/** Props of {@link WeekEditor}. */
export interface WeekEditorProps {
  week: OpeningWeek;
  /** Whose week, as the problems name it: `general`, `delivery` or `pickup`. */
  name: 'general' | 'delivery' | 'pickup';
  problems: readonly OpeningHoursProblem[];
  disabled: boolean;
  /** The whole next week. */
  onChange: (week: OpeningWeek) => void;
  /** Opens one day's "Copiar para…" on the first render (stories, screenshots). */
  defaultCopyOpen?: Weekday | undefined;
}

/** "Copiar para…": the other days to tick, and Copy, which gives them this day's slots. */
function CopyDay({ week, day, names, disabled, defaultOpen, onChange }: { week: OpeningWeek; day: Weekday; names: string[]; disabled: boolean; defaultOpen: boolean; onChange: (week: OpeningWeek) => void }) {
  const { LL } = useI18n();
  const W = LL.OPENING_HOURS.WEEK;
  const [open, setOpen] = useState(defaultOpen);
  const [targets, setTargets] = useState<Weekday[]>([]);
  const dayName = names[day] ?? '';
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (details.open) setTargets([]);
      }}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-start' }}
    >
      <Popover.Trigger asChild>
        <Button size="xs" variant="ghost" disabled={disabled} aria-label={W.COPY_LABEL({ day: dayName })}>
          {W.COPY()}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="15rem" data-part="copy-day">
            <Popover.Body>
              <Stack gap="2" role="group" aria-label={W.COPY_LABEL({ day: dayName })}>
                {WEEKDAYS.filter((other) => other !== day).map((other) => (
                  <Checkbox.Root
                    key={other}
                    size="sm"
                    colorPalette="brand"
                    checked={targets.includes(other)}
                    onCheckedChange={(details) => setTargets((current) => (details.checked === true ? [...current, other] : current.filter((d) => d !== other)))}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{names[other]}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
                <Button
                  size="sm"
                  colorPalette="brand"
                  alignSelf="flex-start"
                  disabled={targets.length === 0}
                  onClick={() => {
                    onChange(copyDay(week, day, targets));
                    setOpen(false);
                  }}
                >
                  {W.COPY_APPLY()}
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/**
 * A week of slots, Sunday to Saturday, one row per day in the interface's language: its slots
 * (a day without any is closed), add and remove, and "Copiar para…" other days.
 */
export function WeekEditor({ week, name, problems, disabled, onChange, defaultCopyOpen }: WeekEditorProps) {
  const { LL, language } = useI18n();
  const names = weekdayNames(language);
  return (
    <Stack gap="0" separator={<Box borderTopWidth="1px" />} data-part="week" data-week={name}>
      {WEEKDAYS.map((day) => {
        const slots = week[day] ?? [];
        const dayName = names[day] ?? '';
        return (
          <Grid key={day} templateColumns={{ base: '1fr', md: '10rem minmax(0, 1fr)' }} gap={{ base: '1', md: '4' }} py="3" alignItems="start" data-part="day" data-day={day}>
            <Text fontWeight="semibold" pt={{ md: '1' }} id={`${name}-day-${day}`}>
              {dayName}
            </Text>
            <SlotList
              slots={slots}
              owner={dayName}
              path={`${name}[${day}]`}
              problems={problems}
              disabled={disabled}
              emptyText={LL.OPENING_HOURS.WEEK.CLOSED()}
              actions={<CopyDay week={week} day={day} names={names} disabled={disabled} defaultOpen={defaultCopyOpen === day} onChange={onChange} />}
              onChange={(next) => onChange(week.map((current, d) => (d === day ? next : current)))}
            />
          </Grid>
        );
      })}
    </Stack>
  );
}

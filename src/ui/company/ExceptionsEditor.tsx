import { Box, Button, Checkbox, Field, Grid, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import type { OpeningHours } from '../../domain/openingHours';
import { addException, removeException, updateException, type ExceptionChanges } from '../../domain/openingHoursEdits';
import type { LocalDate } from '../../domain/openingHoursTime';
import type { OpeningHoursProblem } from '../../domain/openingHoursValidation';
import { useI18n } from '../../i18n/context';
import { ListIcon } from '../lists/ListIcon';
import { problemsAt, problemText } from './openingHoursTexts';
import { PROBLEM_COLOR, SlotList } from './SlotList';

/** Props of {@link ExceptionsEditor}. */
export interface ExceptionsEditorProps {
  hours: OpeningHours;
  problems: readonly OpeningHoursProblem[];
  disabled: boolean;
  /** The company's date today: a new exception starts on it. */
  today: LocalDate;
  /** The whole next hours. */
  onChange: (hours: OpeningHours) => void;
}

function Message({ problems }: { problems: readonly OpeningHoursProblem[] }) {
  const { LL } = useI18n();
  if (problems.length === 0) return null;
  return (
    <Field.ErrorText textStyle="sm" color={PROBLEM_COLOR}>
      {[...new Set(problems.map((p) => problemText(LL, p)))].join(' ')}
    </Field.ErrorText>
  );
}

/**
 * The dates with other hours than their weekday's: each with its date, a name ("Natal"), whether
 * it repeats every year, and closed all day or its own slots; add and remove.
 */
export function ExceptionsEditor({ hours, problems, disabled, today, onChange }: ExceptionsEditorProps) {
  const { LL } = useI18n();
  const E = LL.OPENING_HOURS.EXCEPTIONS;
  return (
    <Stack gap="3" data-part="exceptions">
      {hours.exceptions.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          {E.EMPTY()}
        </Text>
      ) : null}
      {hours.exceptions.map((exception, i) => {
        const path = `exceptions[${i}]`;
        const name = exception.label.trim() || E.UNNAMED();
        const change = (changes: ExceptionChanges) => onChange(updateException(hours, i, changes));
        const dateProblems = problemsAt(problems, `${path}.date`);
        const labelProblems = problemsAt(problems, `${path}.label`);
        const slotsProblems = problemsAt(problems, `${path}.slots`);
        return (
          <Box key={exception.id} as="fieldset" borderWidth="1px" borderRadius="l2" p="4" bg="bg" minW="0" data-part="exception" data-path={path}>
            <Box as="legend" srOnly>
              {name}
            </Box>
            <Grid templateColumns={{ base: '1fr', sm: '11rem minmax(0, 1fr) auto' }} gap="3" alignItems="start">
              <Field.Root invalid={dateProblems.length > 0} disabled={disabled}>
                <Field.Label>{E.DATE()}</Field.Label>
                <Input type="date" size="sm" bg="bg" value={exception.date} data-path={`${path}.date`} onChange={(event) => change({ date: event.target.value })} />
                <Message problems={dateProblems} />
              </Field.Root>
              <Field.Root invalid={labelProblems.length > 0} disabled={disabled}>
                <Field.Label>{E.NAME()}</Field.Label>
                <Input size="sm" bg="bg" maxLength={60} placeholder={E.NAME_EXAMPLE()} value={exception.label} data-path={`${path}.label`} onChange={(event) => change({ label: event.target.value })} />
                <Message problems={labelProblems} />
              </Field.Root>
              <IconButton size="sm" variant="ghost" colorPalette="red" mt={{ sm: '6' }} disabled={disabled} aria-label={E.REMOVE({ name })} onClick={() => onChange(removeException(hours, i))}>
                <ListIcon name="delete" />
              </IconButton>
            </Grid>
            <HStack gap="5" wrap="wrap" mt="3">
              <Checkbox.Root size="sm" colorPalette="brand" checked={exception.recurring} disabled={disabled} onCheckedChange={(details) => change({ recurring: details.checked === true })}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{E.RECURRING()}</Checkbox.Label>
              </Checkbox.Root>
              <Checkbox.Root size="sm" colorPalette="brand" checked={exception.closed} disabled={disabled} onCheckedChange={(details) => change({ closed: details.checked === true })}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{E.CLOSED()}</Checkbox.Label>
              </Checkbox.Root>
            </HStack>
            {!exception.closed || exception.slots.length > 0 ? (
              <Box mt="3">
                <SlotList slots={exception.slots} owner={name} path={`${path}.slots`} problems={problems} disabled={disabled} onChange={(slots) => change({ slots })} />
              </Box>
            ) : null}
            {slotsProblems.length > 0 ? (
              <Text textStyle="sm" color={PROBLEM_COLOR} mt="2" data-part="problem" data-path={`${path}.slots`}>
                {[...new Set(slotsProblems.map((p) => problemText(LL, p)))].join(' ')}
              </Text>
            ) : null}
          </Box>
        );
      })}
      <Box>
        <Button size="sm" variant="outline" colorPalette="brand" disabled={disabled} onClick={() => onChange(addException(hours, today))}>
          <ListIcon name="plus" />
          {E.ADD()}
        </Button>
      </Box>
    </Stack>
  );
}

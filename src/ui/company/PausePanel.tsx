import { useState } from 'react';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { OpeningPause } from '../../domain/openingHours';
import { currentPauses, pauseEnd, pauseInForce, type PauseLength } from '../../domain/openingHoursEdits';
import { isKnownTimeZone } from '../../domain/openingHoursTime';
import { useI18n } from '../../i18n/context';
import { OptionsSelect } from '../forms/FormField';
import { momentText } from '../operations/openReason';

/** The lengths offered, in minutes; `until` asks for a time of the clock instead. */
const LENGTHS = [30, 60, 120, 240] as const;

/** Props of {@link PausePanel}. */
export interface PausePanelProps {
  pauses: readonly OpeningPause[];
  now: Date;
  /** The company's time zone: "until 14:30" is read on its clock. */
  timeZone: string;
  /** A pause being made or ended: the buttons wait. */
  pausing: boolean;
  /** Nothing can be asked (a save under way). */
  disabled: boolean;
  onPause: (pause: { until: string; reason: string }) => void;
  onEndPause: (id: string) => void;
}

/**
 * "Pausar agora": closed from now for 30 min, 1 h, 2 h, 4 h or until a time of the company's
 * clock, with a reason; the pause in force and those to come, each with "Encerrar pausa".
 */
export function PausePanel({ pauses, now, timeZone, pausing, disabled, onPause, onEndPause }: PausePanelProps) {
  const { LL, language } = useI18n();
  const P = LL.OPENING_HOURS.PAUSES;
  const [choice, setChoice] = useState('30');
  const [time, setTime] = useState('');
  const [reason, setReason] = useState('');
  const zoneKnown = isKnownTimeZone(timeZone);
  const length: PauseLength = choice === 'until' ? { kind: 'until', time } : { kind: 'minutes', minutes: Number(choice) };
  const until = zoneKnown ? pauseEnd(now, length, timeZone) : null;
  const at = (iso: string, form: 'at' | 'until') => (zoneKnown ? momentText(LL, language, iso, now, timeZone, form) : iso);
  const options = [
    ...LENGTHS.map((minutes) => ({ value: String(minutes), label: minutes < 60 ? P.MINUTES({ n: minutes }) : P.HOURS({ n: minutes / 60 }) })),
    { value: 'until', label: P.UNTIL_TIME() },
  ];
  const listed = currentPauses(pauses, now);
  return (
    <Stack gap="4" data-part="pauses">
      <Text textStyle="sm" color="fg.muted">
        {P.HINT()}
      </Text>
      <Stack
        as="form"
        gap="3"
        onSubmit={(event) => {
          event.preventDefault();
          if (until !== null && !pausing) onPause({ until, reason: reason.trim() });
        }}
      >
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root w="auto" disabled={disabled || pausing}>
            <Field.Label>{P.LENGTH()}</Field.Label>
            <OptionsSelect value={choice} options={options} filled onChange={setChoice} />
          </Field.Root>
          {choice === 'until' ? (
            <Field.Root w="auto" disabled={disabled || pausing}>
              <Field.Label>{P.UNTIL()}</Field.Label>
              <Input type="time" bg="bg" w="8rem" value={time} onChange={(event) => setTime(event.target.value)} />
            </Field.Root>
          ) : null}
        </HStack>
        <Field.Root disabled={disabled || pausing}>
          <Field.Label>{P.REASON()}</Field.Label>
          <Input bg="bg" maxLength={120} placeholder={P.REASON_EXAMPLE()} value={reason} onChange={(event) => setReason(event.target.value)} />
          {until !== null ? <Field.HelperText data-part="pause-end">{P.ENDS({ when: at(until, 'at') })}</Field.HelperText> : null}
        </Field.Root>
        <Box>
          <Button type="submit" colorPalette="orange" disabled={disabled || until === null} loading={pausing} loadingText={P.PAUSE()}>
            {P.PAUSE()}
          </Button>
        </Box>
      </Stack>
      <Stack gap="2" as="ul" listStyleType="none" aria-label={P.TITLE()}>
        {listed.length === 0 ? (
          <Text as="li" textStyle="sm" color="fg.muted">
            {P.NONE()}
          </Text>
        ) : null}
        {listed.map((pause) => {
          const inForce = pauseInForce(pause, now);
          const text = inForce ? P.ACTIVE({ until: at(pause.until, 'until') }) : P.PLANNED({ from: at(pause.from, 'until'), until: at(pause.until, 'until') });
          return (
            <HStack
              as="li"
              key={pause.id}
              justify="space-between"
              gap="3"
              p="3"
              borderWidth="1px"
              borderRadius="l2"
              bg={inForce ? { base: 'orange.50', _dark: 'orange.950' } : 'bg'}
              data-part="pause"
              data-state={inForce ? 'active' : 'planned'}
            >
              <Box minW="0">
                <Text fontWeight="medium" textStyle="sm">
                  {text}
                </Text>
                {pause.reason ? (
                  <Text textStyle="sm" color="fg.muted">
                    {pause.reason}
                  </Text>
                ) : null}
              </Box>
              <Button size="xs" variant="outline" colorPalette="orange" disabled={disabled || pausing} onClick={() => onEndPause(pause.id)}>
                {P.END()}
              </Button>
            </HStack>
          );
        })}
      </Stack>
    </Stack>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Badge, Box, Button, Flex, Grid, HStack, Heading, List, Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import type { ApiError } from '../../contract/apiError';
import { BRAZIL_TIME_ZONES, type OpeningHours } from '../../domain/openingHours';
import { setSeparateWeek, todayIn, withWeek, type SeparateService } from '../../domain/openingHoursEdits';
import { isKnownTimeZone } from '../../domain/openingHoursTime';
import type { OpeningHoursProblem } from '../../domain/openingHoursValidation';
import { useI18n } from '../../i18n/context';
import { FormField, OptionsSelect } from '../forms/FormField';
import { ExceptionsEditor } from './ExceptionsEditor';
import { isFieldProblem, openingHoursErrorText, problemsAt, problemText, timeZoneLabel } from './openingHoursTexts';
import { OpeningPreview } from './OpeningPreview';
import { PausePanel } from './PausePanel';
import { WeekEditor } from './WeekEditor';

/** Where the opening hours screen stands (the opening hours machine's view answers it). */
export type OpeningHoursStatus = 'loading' | 'loadFailed' | 'editing' | 'saving' | 'saved';

/** Props of {@link OpeningHoursEditor}: the opening hours machine's view, and the events it takes. */
export interface OpeningHoursEditorProps {
  status: OpeningHoursStatus;
  /** The draft being edited (with the server's pauses); null while loading or after a failed load. */
  hours: OpeningHours | null;
  /** The draft differs from the hours saved. */
  dirty: boolean;
  /** The rules the draft breaks, each shown at its field by its `path`. */
  problems: readonly OpeningHoursProblem[];
  /** Why the last load, save or pause failed; null after a success. */
  failure: ApiError | null;
  /** The time the preview and the pauses are judged at (the route ticks it every minute). */
  now: Date;
  /** The company whose hours these are, under the title; none when unknown. */
  companyName: string | null;
  /** Where staff choose another company, beside the title (none for a company user). */
  companyPicker?: ReactNode | undefined;
  /** Every edit, with the whole next draft. */
  onChange: (hours: OpeningHours) => void;
  onSave: () => void;
  /** Back to the hours last saved. */
  onDiscard: () => void;
  /** Loads again after a failed load. */
  onRetry: () => void;
  /** Closes now until `until` (an ISO instant), for `reason` (may be empty). */
  onPause: (pause: { until: string; reason: string }) => void;
  onEndPause: (id: string) => void;
  /** A pause being made or ended. */
  pausing: boolean;
}

/** The widest the screen grows: two readable columns on a desktop. */
export const OPENING_HOURS_MAX_WIDTH = '6xl';

function Section({ title, hint, children, part }: { title: string; hint?: string | undefined; children: ReactNode; part: string }) {
  return (
    <Box as="section" bg="bg" borderWidth="1px" borderRadius="l3" px={{ base: '4', md: '6' }} py="5" minW="0" data-part={part}>
      <Heading as="h3" textStyle="md" fontWeight="semibold">
        {title}
      </Heading>
      {hint !== undefined ? (
        <Text textStyle="sm" color="fg.muted" mt="1">
          {hint}
        </Text>
      ) : null}
      <Box mt="4">{children}</Box>
    </Box>
  );
}

function Header({ title, companyName, picker }: { title: string; companyName: string | null; picker: ReactNode }) {
  return (
    <Flex justify="space-between" align="flex-end" gap="4" wrap="wrap">
      <Box>
        <Heading as="h2" textStyle="xl" fontWeight="semibold">
          {title}
        </Heading>
        {companyName ? (
          <Text color="fg.muted" data-part="company">
            {companyName}
          </Text>
        ) : null}
      </Box>
      {picker}
    </Flex>
  );
}

/**
 * The opening hours screen (issue 23): the week (several slots a day, past midnight allowed),
 * delivery's and pickup's own weeks when they differ, the time zone, the exceptions by date, the
 * pauses, and a preview of now by the draft; Save and Discard at the foot, always in reach.
 * Props in, events out: the opening hours machine decides.
 */
export function OpeningHoursEditor(props: OpeningHoursEditorProps) {
  const { LL } = useI18n();
  const T = LL.OPENING_HOURS;
  const { status, hours, failure, companyName, companyPicker } = props;
  if (status === 'loading' || hours === null) {
    return (
      <Stack gap="5" maxW={OPENING_HOURS_MAX_WIDTH} data-part="opening-hours" data-state={status}>
        <Header title={T.TITLE()} companyName={companyName} picker={companyPicker} />
        {status === 'loadFailed' ? (
          <Alert.Root status="error" role="alert" bg="bg" borderWidth="1px">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{T.LOAD_FAILED()}</Alert.Title>
              {failure ? <Alert.Description>{openingHoursErrorText(LL, failure)}</Alert.Description> : null}
            </Alert.Content>
            <Button size="sm" colorPalette="brand" alignSelf="center" onClick={props.onRetry}>
              {T.RETRY()}
            </Button>
          </Alert.Root>
        ) : (
          <HStack gap="3" justify="center" py="16" bg="bg" borderWidth="1px" borderRadius="l3" role="status">
            <Spinner colorPalette="brand" />
            <Text color="fg.muted">{T.LOADING()}</Text>
          </HStack>
        )}
      </Stack>
    );
  }
  return <HoursForm {...props} hours={hours} />;
}

/** The screen once the hours are there. */
function HoursForm(props: OpeningHoursEditorProps & { hours: OpeningHours }) {
  const { LL, language } = useI18n();
  const T = LL.OPENING_HOURS;
  const { status, hours, dirty, problems, failure, now, companyName, companyPicker, onChange, pausing } = props;
  const saving = status === 'saving';
  const locked = saving || pausing;
  const root = useRef<HTMLDivElement>(null);
  const hadProblems = useRef(false);
  // When a Save brings problems to light, the first field to fix takes the focus (and scrolls into view).
  useEffect(() => {
    const has = problems.length > 0;
    if (has && !hadProblems.current) root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    hadProblems.current = has;
  }, [problems]);

  const zoneKnown = isKnownTimeZone(hours.timeZone);
  const zones: string[] = [...BRAZIL_TIME_ZONES];
  // A zone stored from elsewhere stays a choice, so that the select shows what is saved.
  if (!zones.includes(hours.timeZone)) zones.unshift(hours.timeZone);
  const zoneProblems = problemsAt(problems, 'timeZone');
  const otherProblems = problems.filter((problem) => !isFieldProblem(problem));
  const separate = (service: SeparateService, label: string) => (
    <Switch.Root colorPalette="brand" checked={hours[service] !== null} disabled={locked} onCheckedChange={(details) => onChange(setSeparateWeek(hours, service, details.checked))}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );

  return (
    <Stack ref={root} gap="5" maxW={OPENING_HOURS_MAX_WIDTH} data-part="opening-hours" data-state={status} data-dirty={dirty}>
      <Header title={T.TITLE()} companyName={companyName} picker={companyPicker} />
      {failure ? (
        <Alert.Root status="error" role="alert" data-part="failure">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{T.FAILED()}</Alert.Title>
            <Alert.Description>
              {openingHoursErrorText(LL, failure)}
              {dirty ? ` ${T.KEPT()}` : ''}
            </Alert.Description>
          </Alert.Content>
          {failure.code === 'stale_version' ? (
            // Someone else saved since: the hours as they are now, this draft dropped.
            <Button size="sm" variant="outline" colorPalette="red" alignSelf="center" onClick={props.onRetry}>
              {T.RELOAD()}
            </Button>
          ) : null}
        </Alert.Root>
      ) : null}
      {problems.length > 0 ? (
        <Alert.Root status="warning" role="alert" data-part="problems">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{T.PROBLEMS()}</Alert.Title>
            {otherProblems.length > 0 ? (
              <Alert.Description>
                <List.Root ps="4">
                  {[...new Set(otherProblems.map((problem) => problemText(LL, problem)))].map((text) => (
                    <List.Item key={text}>{text}</List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}

      {/* A phone shows the preview and the pauses first; a desktop keeps them beside the week. */}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }}
        templateAreas={{ base: '"preview" "side" "main"', lg: '"main preview" "main side"' }}
        templateRows={{ lg: 'auto 1fr' }}
        gap="5"
        alignItems="start"
      >
        <Stack gap="5" minW="0" gridArea="main">
          <Section title={T.WEEK.TITLE()} hint={T.WEEK.HINT()} part="general-week">
            <WeekEditor week={hours.general} name="general" problems={problems} disabled={locked} onChange={(week) => onChange(withWeek(hours, 'general', week))} />
            <Stack gap="3" mt="4" pt="4" borderTopWidth="1px">
              {separate('delivery', T.SERVICES.DELIVERY())}
              {separate('pickup', T.SERVICES.PICKUP())}
              <Text textStyle="sm" color="fg.muted">
                {T.SERVICES.HINT()}
              </Text>
            </Stack>
          </Section>
          {hours.delivery ? (
            <Section title={T.SERVICES.DELIVERY_TITLE()} part="delivery-week">
              <WeekEditor week={hours.delivery} name="delivery" problems={problems} disabled={locked} onChange={(week) => onChange(withWeek(hours, 'delivery', week))} />
            </Section>
          ) : null}
          {hours.pickup ? (
            <Section title={T.SERVICES.PICKUP_TITLE()} part="pickup-week">
              <WeekEditor week={hours.pickup} name="pickup" problems={problems} disabled={locked} onChange={(week) => onChange(withWeek(hours, 'pickup', week))} />
            </Section>
          ) : null}
          <Section title={T.EXCEPTIONS.TITLE()} part="exceptions-section">
            <ExceptionsEditor hours={hours} problems={problems} disabled={locked} today={zoneKnown ? todayIn(now, hours.timeZone) : now.toISOString().slice(0, 10)} onChange={onChange} />
          </Section>
        </Stack>

        <Box gridArea="preview" bg="bg" borderWidth="1px" borderRadius="l3" px="5" py="4" borderTopWidth="4px" borderTopColor={{ base: 'brand.500', _dark: 'brand.300' }}>
          <OpeningPreview hours={hours} now={now} dirty={dirty} />
        </Box>
        <Stack gap="5" minW="0" gridArea="side">
          <Section title={T.PAUSES.TITLE()} part="pauses-section">
            <PausePanel pauses={hours.pauses} now={now} timeZone={hours.timeZone} pausing={pausing} disabled={saving} onPause={props.onPause} onEndPause={props.onEndPause} />
          </Section>
          <Section title={T.TIME_ZONE.LABEL()} part="time-zone-section">
            <FormField label={T.TIME_ZONE.LABEL()} disabled={locked} helper={T.TIME_ZONE.HINT()} error={zoneProblems.length > 0 ? problemText(LL, zoneProblems[0] as OpeningHoursProblem) : undefined}>
              <OptionsSelect value={hours.timeZone} options={zones.map((zone) => ({ value: zone, label: timeZoneLabel(language, zone, now) }))} filled onChange={(timeZone) => onChange({ ...hours, timeZone })} />
            </FormField>
          </Section>
        </Stack>
      </Grid>

      <Flex
        position="sticky"
        bottom="0"
        zIndex="docked"
        align="center"
        justify="space-between"
        gap="3"
        wrap="wrap"
        bg="bg"
        borderWidth="1px"
        borderRadius="l3"
        px={{ base: '4', md: '6' }}
        py="3"
        boxShadow="md"
        data-part="actions"
      >
        <Box role="status" minH="6">
          {status === 'saved' && !dirty ? (
            <Badge colorPalette="green" variant="subtle" size="lg" data-part="saved">
              {T.SAVED()}
            </Badge>
          ) : dirty ? (
            <Badge colorPalette="orange" variant="subtle" size="lg" data-part="unsaved">
              {T.UNSAVED()}
            </Badge>
          ) : null}
        </Box>
        <HStack gap="2">
          <Button variant="outline" disabled={!dirty || locked} onClick={props.onDiscard}>
            {T.DISCARD()}
          </Button>
          <Button colorPalette="brand" disabled={!dirty || pausing} loading={saving} loadingText={T.SAVING()} onClick={props.onSave}>
            {T.SAVE()}
          </Button>
        </HStack>
      </Flex>
    </Stack>
  );
}

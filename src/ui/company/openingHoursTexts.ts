// The opening hours editor's words: time zones by city, each rule broken, the preview's line,
// and the failures of its calls.
import { evaluateOpening, type OpeningHours, type OpeningService } from '../../domain/openingHours';
import { isKnownTimeZone, wallClockOf } from '../../domain/openingHoursTime';
import type { OpeningHoursProblem } from '../../domain/openingHoursValidation';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { localeOf, type Language } from '../../i18n/language';
import { errorText, type FailureView, type ScreenErrorTexts } from '../errorTexts';
import { momentText, nextChangeText } from '../operations/openReason';

// The city each of Brazil's zones is named after, as people write it (the IANA names drop accents).
const ZONE_CITIES: Readonly<Record<string, string>> = {
  'America/Noronha': 'Fernando de Noronha',
  'America/Belem': 'Belém',
  'America/Araguaina': 'Araguaína',
  'America/Maceio': 'Maceió',
  'America/Sao_Paulo': 'São Paulo',
  'America/Cuiaba': 'Cuiabá',
  'America/Santarem': 'Santarém',
  'America/Eirunepe': 'Eirunepé',
};

/** The city of a zone: "São Paulo" for `America/Sao_Paulo`, the zone's last part otherwise. */
export function zoneCity(timeZone: string): string {
  return ZONE_CITIES[timeZone] ?? (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}

function zoneNamePart(language: Language, timeZone: string, now: Date, style: 'long' | 'shortOffset'): string {
  return new Intl.DateTimeFormat(localeOf(language), { timeZone, timeZoneName: style }).formatToParts(now).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * A zone as people choose it: its city, the zone's name and its offset at `now` in the
 * interface's language ("São Paulo (GMT-3) · Horário Padrão de Brasília"); the IANA name alone
 * for a zone this browser does not know.
 */
export function timeZoneLabel(language: Language, timeZone: string, now: Date): string {
  if (!isKnownTimeZone(timeZone)) return timeZone;
  return `${zoneCity(timeZone)} (${zoneNamePart(language, timeZone, now, 'shortOffset')}) · ${zoneNamePart(language, timeZone, now, 'long')}`;
}

/** A broken rule in the interface's language, by its code. */
export function problemText(LL: TranslationFunctions, problem: OpeningHoursProblem): string {
  const texts = LL.OPENING_HOURS.ERRORS;
  switch (problem.code) {
    case 'invalid_time':
      return texts.INVALID_TIME();
    case 'slots_overlap':
      return texts.SLOTS_OVERLAP();
    case 'exception_slots':
      return texts.EXCEPTION_SLOTS();
    case 'invalid_date':
      return texts.INVALID_DATE();
    case 'duplicate_exception_date':
      return texts.DUPLICATE_EXCEPTION_DATE();
    case 'duplicate_id':
      return texts.DUPLICATE_ID();
    case 'unknown_time_zone':
      return texts.UNKNOWN_TIME_ZONE();
    case 'pause_too_long':
      return texts.PAUSE_TOO_LONG();
    case 'pause_ends_before_start':
      return texts.PAUSE_ENDS_BEFORE_START();
    case 'pause_already_ended':
      return texts.PAUSE_ALREADY_ENDED();
    case 'required':
      return LL.OPENING_HOURS.LABEL_REQUIRED();
    case 'validation':
      return LL.OPENING_HOURS.INVALID();
  }
}

/** The problems at exactly `path`. */
export function problemsAt(problems: readonly OpeningHoursProblem[], path: string): OpeningHoursProblem[] {
  return problems.filter((problem) => problem.path === path);
}

// The fields the editor shows a problem at: the zone, a slot or one of its times, an exception's
// date, name or slots. Any other path (an id, a pause, a week as a whole) is said above the form.
const FIELD_PATHS = [/^timeZone$/, /^(general|delivery|pickup)\[\d\]\[\d+\](\.(start|end))?$/, /^exceptions\[\d+\]\.(date|label|slots)$/, /^exceptions\[\d+\]\.slots\[\d+\](\.(start|end))?$/];

/** Whether the editor shows `problem` at a field of its own. */
export function isFieldProblem(problem: OpeningHoursProblem): boolean {
  return FIELD_PATHS.some((pattern) => pattern.test(problem.path));
}

/**
 * What the preview says of `service` at `now` by `hours`: "Aberto agora · fecha às 23:00",
 * "Fechado: Natal · abre amanhã às 11:00", "Fechado · abre às 18:00", "Pausado até 14:30
 * (Falta de gás)", in the hours' time zone; null when that zone is unknown.
 */
export function previewText(LL: TranslationFunctions, language: Language, hours: OpeningHours, now: Date, service: OpeningService = 'general'): string | null {
  if (!isKnownTimeZone(hours.timeZone)) return null;
  const texts = LL.OPENING_HOURS.PREVIEW;
  const state = evaluateOpening(hours, now, service);
  if (state.reason === 'pause' && state.until) {
    const until = momentText(LL, language, state.until, now, hours.timeZone, 'until');
    return state.label ? texts.PAUSED_BECAUSE({ until, reason: state.label }) : texts.PAUSED({ until });
  }
  if (state.reason === 'no_hours') return texts.NO_HOURS();
  let base: string;
  if (state.reason === 'exception' && state.label) base = state.isOpen ? texts.OPEN_EXCEPTION({ label: state.label }) : texts.CLOSED_EXCEPTION({ label: state.label });
  else base = state.isOpen ? texts.OPEN() : texts.CLOSED();
  const next = nextChangeText(LL, language, state, now, hours.timeZone);
  return next === null ? base : LL.OPEN_SWITCH_REASON.JOIN({ first: base, second: next });
}

/** Whether `hours` open the establishment at `now` (the preview's colour); null when the zone is unknown. */
export function isOpenAt(hours: OpeningHours, now: Date, service: OpeningService = 'general'): boolean | null {
  if (!isKnownTimeZone(hours.timeZone)) return null;
  const state = evaluateOpening(hours, now, service);
  return state.reason === 'pause' ? false : state.isOpen;
}

/** "14:05 em São Paulo": the company's clock at `now`. */
export function clockText(LL: TranslationFunctions, hours: OpeningHours, now: Date): string | null {
  if (!isKnownTimeZone(hours.timeZone)) return null;
  return LL.OPENING_HOURS.PREVIEW.CLOCK({ time: wallClockOf(now, hours.timeZone).time, zone: zoneCity(hours.timeZone) });
}

/** How the opening hours screen says a failed load, save or pause. */
const OPENING_HOURS_ERRORS: ScreenErrorTexts = {
  kinds: {
    network: (LL) => LL.OPENING_HOURS.FAILURE.NETWORK(),
    forbidden: (LL) => LL.OPENING_HOURS.FAILURE.FORBIDDEN(),
    notFound: (LL) => LL.OPENING_HOURS.FAILURE.NOT_FOUND(),
    tooMany: (LL) => LL.OPENING_HOURS.FAILURE.TOO_MANY(),
    refused: (LL) => LL.OPENING_HOURS.FAILURE.REFUSED(),
    server: (LL) => LL.OPENING_HOURS.FAILURE.SERVER(),
  },
  codes: {
    // A blank exception name is the only field the server calls `required` here.
    required: (LL) => LL.OPENING_HOURS.LABEL_REQUIRED(),
  },
};

/** The text of a failed call of the opening hours screen, by the server's code, else by its status. */
export function openingHoursErrorText(LL: TranslationFunctions, failure: FailureView): string {
  return errorText(LL, failure, OPENING_HOURS_ERRORS);
}

import { describe, expect, it } from 'vitest';
import type { OpeningWeek } from '../../src/domain/openingHours';
import { problemText, validateOpeningHours, validatePause, type OpeningHoursDraft, type OpeningHoursProblem } from '../../src/domain/openingHoursValidation';

const slot = (start: string, end: string) => ({ start, end });

/** A week with `slots` on the days named, nothing on the others. */
function week(days: Partial<Record<0 | 1 | 2 | 3 | 4 | 5 | 6, ReturnType<typeof slot>[]>>): OpeningWeek {
  return Array.from({ length: 7 }, (_, d) => days[d as 0] ?? []);
}

const VALID: OpeningHoursDraft = {
  timeZone: 'America/Sao_Paulo',
  general: week({ 0: [slot('11:00', '15:00'), slot('19:00', '01:00')], 2: [slot('11:00', '15:00'), slot('15:00', '18:00')], 5: [slot('18:00', '02:00')], 6: [slot('18:00', '02:00')] }),
  delivery: null,
  pickup: week({ 3: [slot('00:00', '00:00')] }),
  exceptions: [
    { id: 'natal', date: '2020-12-25', recurring: true, label: 'Natal', closed: true, slots: [] },
    // A one-off exception may share a day with a yearly one: the one-off wins that year.
    { date: '2025-12-25', recurring: false, label: 'Natal solidário', closed: false, slots: [slot('12:00', '14:00')] },
    { date: '2024-02-29', recurring: true, label: 'Bissexto', closed: true, slots: [] },
  ],
  pauses: [{ id: 'p', from: '2025-01-14T15:00:00.000Z', until: '2025-01-21T15:00:00.000Z', reason: 'exactly seven days' }],
};

const cases: [name: string, draft: OpeningHoursDraft, problems: OpeningHoursProblem[]][] = [
  ['valid hours', VALID, []],
  [
    'a time that is not HH:MM',
    { ...VALID, general: week({ 1: [slot('11:00', '25:00')], 4: [slot('9:00', '12:00')] }) },
    [
      { path: 'general[1][0].end', code: 'invalid_time', message: "'25:00' is not a time HH:MM (00:00 to 23:59)" },
      { path: 'general[4][0].start', code: 'invalid_time', message: "'9:00' is not a time HH:MM (00:00 to 23:59)" },
    ],
  ],
  [
    'two slots of a day overlapping',
    { ...VALID, general: week({ 2: [slot('11:00', '15:00'), slot('14:00', '16:00')] }) },
    [{ path: 'general[2][1]', code: 'slots_overlap', message: '14:00–16:00 overlaps general[2][0] (11:00–15:00)' }],
  ],
  [
    "an overnight slot overlapping the next day's first one",
    { ...VALID, general: week({ 5: [slot('18:00', '02:00')], 6: [slot('01:00', '03:00')] }) },
    [{ path: 'general[6][0]', code: 'slots_overlap', message: '01:00–03:00 overlaps general[5][0] (18:00–02:00)' }],
  ],
  [
    "Saturday's overnight slot overlapping Sunday's first one (the week wraps)",
    { ...VALID, general: week({ 0: [slot('01:00', '05:00')], 6: [slot('22:00', '02:00')] }) },
    [{ path: 'general[0][0]', code: 'slots_overlap', message: '01:00–05:00 overlaps general[6][0] (22:00–02:00)' }],
  ],
  [
    'a whole day next to a slot of the same day, in the delivery hours',
    { ...VALID, delivery: week({ 3: [slot('00:00', '00:00'), slot('10:00', '11:00')] }) },
    [{ path: 'delivery[3][1]', code: 'slots_overlap', message: '10:00–11:00 overlaps delivery[3][0] (00:00–00:00)' }],
  ],
  ['a week without 7 days', { ...VALID, pickup: [[], [], []] }, [{ path: 'pickup', code: 'validation', message: 'must have 7 days, Sunday first' }]],
  [
    'exceptions on dates that do not exist, twice on a day, without label, closed with slots',
    {
      ...VALID,
      exceptions: [
        { date: '2025-02-30', recurring: false, label: 'Fevereiro', closed: true, slots: [] },
        { date: '2023-02-29', recurring: true, label: 'Não bissexto', closed: true, slots: [] },
        { date: '2020-12-25', recurring: true, label: 'Natal', closed: true, slots: [] },
        { date: '2031-12-25', recurring: true, label: 'Natal de novo', closed: true, slots: [] },
        { date: '2025-06-12', recurring: false, label: '  ', closed: true, slots: [slot('10:00', '12:00')] },
        { date: '25/12/2025', recurring: false, label: 'Texto', closed: false, slots: [] },
      ],
    },
    [
      { path: 'exceptions[0].date', code: 'invalid_date', message: "'2025-02-30' is not a date YYYY-MM-DD" },
      { path: 'exceptions[1].date', code: 'invalid_date', message: "'2023-02-29' is not a date YYYY-MM-DD" },
      { path: 'exceptions[3].date', code: 'duplicate_exception_date', message: 'exceptions[2] already falls on 12-25 every year' },
      { path: 'exceptions[4].label', code: 'required', message: 'an exception needs a label' },
      { path: 'exceptions[4].slots', code: 'exception_slots', message: 'an exception closed all day has no slots' },
      { path: 'exceptions[5].date', code: 'invalid_date', message: "'25/12/2025' is not a date YYYY-MM-DD" },
      { path: 'exceptions[5].slots', code: 'exception_slots', message: 'an exception not closed all day needs its slots' },
    ],
  ],
  [
    "an exception's own slots: bad time, overlap; two one-off exceptions on a date; ids used twice",
    {
      ...VALID,
      exceptions: [
        { id: 'x', date: '2025-01-15', recurring: false, label: 'Inventário', closed: false, slots: [slot('14:00', '16:00'), slot('15:30', '17:00'), slot('18:00', '18:60')] },
        { id: 'x', date: '2025-01-15', recurring: false, label: 'Outro', closed: true, slots: [] },
      ],
    },
    [
      { path: 'exceptions[0].slots[2].end', code: 'invalid_time', message: "'18:60' is not a time HH:MM (00:00 to 23:59)" },
      { path: 'exceptions[0].slots[1]', code: 'slots_overlap', message: '15:30–17:00 overlaps exceptions[0].slots[0] (14:00–16:00)' },
      { path: 'exceptions[1].id', code: 'duplicate_id', message: "'x' is also the id of exceptions[0]" },
      { path: 'exceptions[1].date', code: 'duplicate_exception_date', message: 'exceptions[0] already falls on 2025-01-15' },
    ],
  ],
  [
    'pauses longer than 7 days, ending before they start, with bad instants',
    {
      ...VALID,
      pauses: [
        { from: '2025-01-14T15:00:00.000Z', until: '2025-01-21T15:00:00.001Z' },
        { from: '2025-01-14T15:00:00Z', until: '2025-01-14T12:00:00-03:00' },
        { from: 'amanhã', until: '2025-01-14 15:00' },
        { id: 'a', from: '2025-01-14T15:00:00Z', until: '2025-01-14T16:00:00Z' },
        { id: 'a', from: '2025-01-14T15:00:00Z', until: '2025-01-14T16:00:00Z' },
      ],
    },
    [
      { path: 'pauses[0].until', code: 'pause_too_long', message: 'a pause lasts at most 7 days' },
      { path: 'pauses[1].until', code: 'pause_ends_before_start', message: 'a pause must end after it starts' },
      { path: 'pauses[2].from', code: 'invalid_date', message: "'amanhã' is not an ISO 8601 date-time" },
      { path: 'pauses[2].until', code: 'invalid_date', message: "'2025-01-14 15:00' is not an ISO 8601 date-time" },
      { path: 'pauses[4].id', code: 'duplicate_id', message: "'a' is also the id of pauses[3]" },
    ],
  ],
  ['an unknown time zone', { ...VALID, timeZone: 'America/Atlantis' }, [{ path: 'timeZone', code: 'unknown_time_zone', message: "'America/Atlantis' is not an IANA time zone" }]],
  ['an offset is no IANA time zone', { ...VALID, timeZone: '-03:00' }, [{ path: 'timeZone', code: 'unknown_time_zone', message: "'-03:00' is not an IANA time zone" }]],
];

describe('validateOpeningHours', () => {
  it.each(cases)('%s', (_, draft, problems) => {
    expect(validateOpeningHours(draft)).toEqual(problems);
  });

  it('says a problem in one line, field first', () => {
    expect(problemText({ path: 'general[1][0].end', code: 'invalid_time', message: "'25:00' is not a time HH:MM (00:00 to 23:59)" })).toBe(
      "general[1][0].end: '25:00' is not a time HH:MM (00:00 to 23:59)",
    );
  });
});

describe('validatePause', () => {
  const now = new Date('2025-01-14T15:00:00.000Z');

  it('takes a pause still ahead, and refuses one that has already ended', () => {
    expect(validatePause({ from: '2025-01-14T14:00:00.000Z', until: '2025-01-14T17:30:00.000Z', reason: 'Almoço' }, 'body', now)).toEqual([]);
    expect(validatePause({ from: '2025-01-14T14:00:00.000Z', until: '2025-01-14T15:00:00.000Z' }, 'pauses[3]', now)).toEqual([
      { path: 'pauses[3].until', code: 'pause_already_ended', message: 'the pause has already ended' },
    ]);
    // A pause on its own (the body of a new pause) names its fields alone.
    expect(validatePause({ from: 'agora', until: '2025-01-14T16:00:00.000Z' }, '', now)).toEqual([
      { path: 'from', code: 'invalid_date', message: "'agora' is not an ISO 8601 date-time" },
    ]);
  });
});

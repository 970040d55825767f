import { describe, expect, it } from 'vitest';
import {
  copyDay,
  describeInstant,
  effectiveOpenState,
  emptyWeek,
  evaluateOpening,
  exceptionOn,
  nextWallTime,
  noOpeningHours,
  type OpeningHours,
  type OpeningPause,
  type OpeningService,
  type OpeningState,
  type OpeningWeek,
} from '../../src/domain/openingHours';
import { instantsOfWallTime, isKnownTimeZone, wallClockOf } from '../../src/domain/openingHoursTime';

// Every expected value below was worked out by hand from a calendar: January 2025 starts on a
// Wednesday (the 10th is a Friday, the 12th a Sunday, the 14th a Tuesday); 25 December is a
// Thursday in 2025, a Friday in 2026 and a Saturday in 2027. São Paulo is UTC−3 all year since
// 2019, Fernando de Noronha UTC−2, Manaus UTC−4, Rio Branco UTC−5.

const slot = (start: string, end: string) => ({ start, end });

/** The restaurant's week: closed on Mondays, late on Friday and Saturday, Sunday's evening into Monday. */
const WEEK: OpeningWeek = [
  [slot('11:00', '15:00'), slot('19:00', '01:00')], // Sunday
  [], // Monday
  [slot('11:00', '15:00'), slot('18:00', '23:30')],
  [slot('11:00', '15:00'), slot('18:00', '23:30')],
  [slot('11:00', '15:00'), slot('18:00', '23:30')],
  [slot('11:00', '15:00'), slot('18:00', '02:00')], // Friday, into Saturday
  [slot('18:00', '02:00')], // Saturday, into Sunday
];

const RESTAURANT: OpeningHours = {
  timeZone: 'America/Sao_Paulo',
  general: WEEK,
  delivery: null,
  pickup: null,
  exceptions: [
    { id: 'natal', date: '2020-12-25', recurring: true, label: 'Natal', closed: true, slots: [] },
    { id: 'inventario', date: '2025-01-15', recurring: false, label: 'Inventário', closed: false, slots: [slot('14:00', '16:00')] },
  ],
  pauses: [],
};

const withPauses = (hours: OpeningHours, pauses: OpeningPause[]): OpeningHours => ({ ...hours, pauses });
const GAS: OpeningPause = { id: 'gas', from: '2025-01-11T02:00:00.000Z', until: '2025-01-11T04:00:00.000Z', reason: 'Falta de gás' };

const open = (nextAt: string | null, reason: 'schedule' | 'exception' = 'schedule', label: string | null = null): OpeningState => ({
  isOpen: true,
  reason,
  label,
  until: null,
  nextChange: nextAt === null ? null : { at: nextAt, isOpen: false },
});
const closed = (nextAt: string | null, reason: 'schedule' | 'exception' = 'schedule', label: string | null = null): OpeningState => ({
  isOpen: false,
  reason,
  label,
  until: null,
  nextChange: nextAt === null ? null : { at: nextAt, isOpen: true },
});
const paused = (label: string | null, until: string, nextAt: string): OpeningState => ({
  isOpen: false,
  reason: 'pause',
  label,
  until,
  nextChange: { at: nextAt, isOpen: true },
});

/** Every day 11:00–15:00 in `timeZone`. */
const daily = (timeZone: string): OpeningHours => ({ ...noOpeningHours(timeZone), general: Array.from({ length: 7 }, () => [slot('11:00', '15:00')]) });

const cases: [name: string, hours: OpeningHours, now: string, expected: OpeningState, service?: OpeningService][] = [
  // Slots, their edges (start included, end not) and the next change.
  ['inside a slot, closing at its end', RESTAURANT, '2025-01-14T15:00:00.000Z', open('2025-01-14T18:00:00.000Z')],
  ['the instant of opening is open', RESTAURANT, '2025-01-14T14:00:00.000Z', open('2025-01-14T18:00:00.000Z')],
  ['a millisecond before opening is closed', RESTAURANT, '2025-01-14T13:59:59.999Z', closed('2025-01-14T14:00:00.000Z')],
  ['the instant of closing is closed, opening again at 18:00', RESTAURANT, '2025-01-14T18:00:00.000Z', closed('2025-01-14T21:00:00.000Z')],
  ['a minute before 23:30 is open', RESTAURANT, '2025-01-17T02:29:00.000Z', open('2025-01-17T02:30:00.000Z')],
  // Overnight slots.
  ["Friday's slot is still open at 01:30 on Saturday", RESTAURANT, '2025-01-11T04:30:00.000Z', open('2025-01-11T05:00:00.000Z')],
  ["Friday's slot ends at 02:00 on Saturday; next opening Saturday 18:00", RESTAURANT, '2025-01-11T05:00:00.000Z', closed('2025-01-11T21:00:00.000Z')],
  ["Saturday's slot runs into Sunday (the week wraps)", RESTAURANT, '2025-01-12T04:59:00.000Z', open('2025-01-12T05:00:00.000Z')],
  ["Sunday → Monday: Sunday's evening slot is open at 00:30 on Monday", RESTAURANT, '2025-01-13T03:30:00.000Z', open('2025-01-13T04:00:00.000Z')],
  ['closed all Monday: the next change is Tuesday 11:00', RESTAURANT, '2025-01-13T15:00:00.000Z', closed('2025-01-14T14:00:00.000Z')],
  // A recurring holiday.
  ['Natal closes the day (2025, a Thursday), opening Friday 11:00', RESTAURANT, '2025-12-25T15:00:00.000Z', closed('2025-12-26T14:00:00.000Z', 'exception', 'Natal')],
  ['Natal recurs in 2026 (a Friday), opening Saturday 18:00', RESTAURANT, '2026-12-25T23:00:00.000Z', closed('2026-12-26T21:00:00.000Z', 'exception', 'Natal')],
  ['the evening before Natal closes at 23:30 as usual', RESTAURANT, '2025-12-25T02:00:00.000Z', open('2025-12-25T02:30:00.000Z')],
  ["the slot of the day before runs into Natal (Friday 24 December 2027)", RESTAURANT, '2027-12-25T04:00:00.000Z', open('2027-12-25T05:00:00.000Z')],
  ['then Natal keeps it closed until Sunday 11:00', RESTAURANT, '2027-12-25T05:00:00.000Z', closed('2027-12-26T14:00:00.000Z', 'exception', 'Natal')],
  // A one-off exception with its own hours (Wednesday 15 January 2025, 14:00–16:00).
  ['a one-off exception: closed before its hours', RESTAURANT, '2025-01-15T15:00:00.000Z', closed('2025-01-15T17:00:00.000Z', 'exception', 'Inventário')],
  ['a one-off exception: open in its hours', RESTAURANT, '2025-01-15T18:00:00.000Z', open('2025-01-15T19:00:00.000Z', 'exception', 'Inventário')],
  ["a one-off exception: closed when the weekday's evening slot would be open", RESTAURANT, '2025-01-15T22:00:00.000Z', closed('2025-01-16T14:00:00.000Z', 'exception', 'Inventário')],
  // Pauses: one from Friday 23:00 to Saturday 01:00, across midnight, inside Friday's late slot.
  ['a pause crossing midnight closes an open slot', withPauses(RESTAURANT, [GAS]), '2025-01-11T02:30:00.000Z', paused('Falta de gás', '2025-01-11T04:00:00.000Z', '2025-01-11T04:00:00.000Z')],
  ['still paused a millisecond before its end, after midnight', withPauses(RESTAURANT, [GAS]), '2025-01-11T03:59:59.999Z', paused('Falta de gás', '2025-01-11T04:00:00.000Z', '2025-01-11T04:00:00.000Z')],
  ['the pause ends by itself', withPauses(RESTAURANT, [GAS]), '2025-01-11T04:00:00.000Z', open('2025-01-11T05:00:00.000Z')],
  [
    'a pause ending while the week is closed: the next change is the next opening',
    withPauses(RESTAURANT, [{ id: 'p', from: '2025-01-14T17:00:00.000Z', until: '2025-01-14T19:00:00.000Z', reason: '  ' }]),
    '2025-01-14T17:30:00.000Z',
    paused(null, '2025-01-14T19:00:00.000Z', '2025-01-14T21:00:00.000Z'),
  ],
  [
    'a pause still to come is the next change',
    withPauses(RESTAURANT, [{ id: 'p', from: '2025-01-14T16:00:00.000Z', until: '2025-01-14T16:30:00.000Z', reason: 'Almoço' }]),
    '2025-01-14T15:00:00.000Z',
    open('2025-01-14T16:00:00.000Z'),
  ],
  // The same hours, 11:00–15:00, in zones without daylight saving, two and three hours apart.
  ['Fernando de Noronha (UTC−2) opens at 13:00 UTC', daily('America/Noronha'), '2025-01-14T13:00:00.000Z', open('2025-01-14T17:00:00.000Z')],
  ['São Paulo (UTC−3) at the same instant: 10:00, opens at 14:00 UTC', daily('America/Sao_Paulo'), '2025-01-14T13:00:00.000Z', closed('2025-01-14T14:00:00.000Z')],
  ['Manaus (UTC−4), two hours behind Noronha: opens at 15:00 UTC', daily('America/Manaus'), '2025-01-14T13:00:00.000Z', closed('2025-01-14T15:00:00.000Z')],
  ['Rio Branco (UTC−5): opens at 16:00 UTC', daily('America/Rio_Branco'), '2025-01-14T13:00:00.000Z', closed('2025-01-14T16:00:00.000Z')],
  ['Noronha is closed at 18:30 UTC while Manaus is open', daily('America/Noronha'), '2025-01-14T18:30:00.000Z', closed('2025-01-15T13:00:00.000Z')],
  ['Manaus is open at 18:30 UTC', daily('America/Manaus'), '2025-01-14T18:30:00.000Z', open('2025-01-14T19:00:00.000Z')],
  // Zones with daylight saving: the slot follows the wall clock.
  [
    'São Paulo 2018: the clocks skip 00:00 → 01:00, a slot starting at 00:00 opens at the jump',
    { ...noOpeningHours('America/Sao_Paulo'), general: [[slot('00:00', '02:00')], [], [], [], [], [], []] },
    '2018-11-04T02:30:00.000Z',
    closed('2018-11-04T03:00:00.000Z'),
  ],
  [
    '… and closes at 02:00 summer time',
    { ...noOpeningHours('America/Sao_Paulo'), general: [[slot('00:00', '02:00')], [], [], [], [], [], []] },
    '2018-11-04T03:00:00.000Z',
    open('2018-11-04T04:00:00.000Z'),
  ],
  [
    'São Paulo 2019: the clocks go back 00:00 → 23:00; a slot to 23:30 ends at the second 23:30',
    { ...noOpeningHours('America/Sao_Paulo'), general: [[], [], [], [], [], [], [slot('22:00', '23:30')]] },
    '2019-02-17T01:45:00.000Z',
    open('2019-02-17T02:30:00.000Z'),
  ],
  [
    'Lisbon 2025: the clocks skip 01:00 → 02:00, a slot 01:00–03:00 lasts an hour',
    { ...noOpeningHours('Europe/Lisbon'), general: [[slot('01:00', '03:00')], [], [], [], [], [], []] },
    '2025-03-30T00:30:00.000Z',
    closed('2025-03-30T01:00:00.000Z'),
  ],
  // Separate hours of a service, and general hours serving a service without its own.
  [
    'delivery has hours of its own: 12:00–14:00 on Tuesday',
    { ...RESTAURANT, delivery: [[], [], [slot('12:00', '14:00')], [], [], [], []] },
    '2025-01-14T14:30:00.000Z',
    closed('2025-01-14T15:00:00.000Z'),
    'delivery',
  ],
  ['pickup without its own hours follows the general ones', RESTAURANT, '2025-01-14T14:30:00.000Z', open('2025-01-14T18:00:00.000Z'), 'pickup'],
  // Whole days, adjacent slots, no hours.
  [
    '00:00–00:00 every day: always open, no change ahead',
    { ...noOpeningHours(), general: Array.from({ length: 7 }, () => [slot('00:00', '00:00')]) },
    '2025-01-14T15:00:00.000Z',
    open(null),
  ],
  [
    'adjacent slots 11:00–15:00 and 15:00–18:00 make no change at 15:00',
    { ...noOpeningHours(), general: [[], [], [slot('11:00', '15:00'), slot('15:00', '18:00')], [], [], [], []] },
    '2025-01-14T15:00:00.000Z',
    open('2025-01-14T21:00:00.000Z'),
  ],
  ['no hours at all: closed, reason no_hours, nothing ahead', noOpeningHours(), '2025-01-14T15:00:00.000Z', { isOpen: false, reason: 'no_hours', label: null, until: null, nextChange: null }],
];

describe('evaluateOpening', () => {
  it.each(cases)('%s', (_, hours, now, expected, service) => {
    expect(evaluateOpening(hours, new Date(now), service)).toEqual(expected);
  });

  it('looks at least 8 days ahead: a week with one slot on Tuesdays, seen from the Tuesday before closing time', () => {
    const hours = { ...noOpeningHours(), general: [[], [], [slot('11:00', '15:00')], [], [], [], []] };
    expect(evaluateOpening(hours, new Date('2025-01-14T18:00:00.000Z')).nextChange).toEqual({ at: '2025-01-21T14:00:00.000Z', isOpen: true });
  });

  it('a one-off exception wins over a yearly one on the same day', () => {
    const hours: OpeningHours = {
      ...RESTAURANT,
      exceptions: [...RESTAURANT.exceptions, { id: 'natal-2025', date: '2025-12-25', recurring: false, label: 'Natal solidário', closed: false, slots: [slot('12:00', '14:00')] }],
    };
    expect(evaluateOpening(hours, new Date('2025-12-25T15:30:00.000Z'))).toEqual(open('2025-12-25T17:00:00.000Z', 'exception', 'Natal solidário'));
    expect(exceptionOn(hours.exceptions, '2026-12-25')?.id).toBe('natal');
  });

  it('without hours, the state given for that case stands, and a pause still closes', () => {
    const none = noOpeningHours();
    expect(evaluateOpening(none, new Date('2025-01-14T15:00:00.000Z'), 'general', true)).toEqual({ isOpen: true, reason: 'no_hours', label: null, until: null, nextChange: null });
    const pausedNone = withPauses(none, [{ id: 'p', from: '2025-01-14T14:00:00.000Z', until: '2025-01-14T17:30:00.000Z', reason: 'Reforma' }]);
    expect(evaluateOpening(pausedNone, new Date('2025-01-14T15:00:00.000Z'), 'general', true)).toEqual(paused('Reforma', '2025-01-14T17:30:00.000Z', '2025-01-14T17:30:00.000Z'));
  });
});

describe('effectiveOpenState', () => {
  const at = new Date('2025-01-13T15:00:00.000Z'); // Monday noon: the restaurant's hours say closed

  it('manual mode answers the stored state, whatever the hours say', () => {
    expect(effectiveOpenState({ isOpen: true, isManual: true }, RESTAURANT, at)).toEqual({ isOpen: true, reason: 'manual', label: null, until: null, nextChange: null });
  });

  it('automatic mode answers the hours', () => {
    expect(effectiveOpenState({ isOpen: true, isManual: false }, RESTAURANT, at)).toEqual(closed('2025-01-14T14:00:00.000Z'));
  });

  it('automatic mode without hours keeps the stored state', () => {
    expect(effectiveOpenState({ isOpen: true, isManual: false }, null, at)).toEqual({ isOpen: true, reason: 'no_hours', label: null, until: null, nextChange: null });
    expect(effectiveOpenState({ isOpen: false, isManual: false }, null, at).isOpen).toBe(false);
  });
});

describe('time zone helpers', () => {
  it('read an instant on the clock of a zone', () => {
    expect(wallClockOf(new Date('2025-01-12T04:59:00.000Z'), 'America/Sao_Paulo')).toEqual({ date: '2025-01-12', weekday: 0, minutes: 119, time: '01:59' });
    expect(wallClockOf(new Date('2025-01-12T04:59:00.000Z'), 'America/Rio_Branco')).toEqual({ date: '2025-01-11', weekday: 6, minutes: 1439, time: '23:59' });
  });

  it('find the instants of a wall time: one, two when the clocks go back, the jump when they skip it', () => {
    expect(instantsOfWallTime('2025-01-14', 18 * 60, 'America/Sao_Paulo')).toEqual([Date.parse('2025-01-14T21:00:00.000Z')]);
    expect(instantsOfWallTime('2019-02-16', 23 * 60 + 30, 'America/Sao_Paulo')).toEqual([Date.parse('2019-02-17T01:30:00.000Z'), Date.parse('2019-02-17T02:30:00.000Z')]);
    expect(instantsOfWallTime('2018-11-04', 30, 'America/Sao_Paulo')).toEqual([Date.parse('2018-11-04T03:00:00.000Z')]);
    expect(instantsOfWallTime('2025-03-30', 90, 'Europe/Lisbon')).toEqual([Date.parse('2025-03-30T01:00:00.000Z')]);
  });

  it('know IANA zones and refuse other names', () => {
    expect(['America/Sao_Paulo', 'America/Noronha', 'UTC', 'Europe/Lisbon'].map(isKnownTimeZone)).toEqual([true, true, true, true]);
    expect(['Mars/Olympus_Mons', '+03:00', '', 'America/Sao Paulo', 'BRT-3'].map(isKnownTimeZone)).toEqual([false, false, false, false, false]);
  });

  it('describe a next change as the company clock shows it, counting days from now', () => {
    const now = new Date('2025-01-13T15:00:00.000Z');
    expect(describeInstant('2025-01-14T21:00:00.000Z', now, 'America/Sao_Paulo')).toEqual({ time: '18:00', weekday: 2, date: '2025-01-14', daysAhead: 1 });
    expect(describeInstant('2025-01-13T23:00:00.000Z', now, 'America/Manaus')).toEqual({ time: '19:00', weekday: 1, date: '2025-01-13', daysAhead: 0 });
  });

  it('say what "until 14:30" means: today while ahead, else tomorrow', () => {
    const noon = new Date('2025-01-14T15:00:00.000Z');
    expect(nextWallTime(noon, '14:30', 'America/Sao_Paulo')).toBe('2025-01-14T17:30:00.000Z');
    expect(nextWallTime(noon, '11:00', 'America/Sao_Paulo')).toBe('2025-01-15T14:00:00.000Z');
    expect(nextWallTime(noon, '12:00', 'America/Sao_Paulo')).toBe('2025-01-15T15:00:00.000Z');
    expect(nextWallTime(noon, '24:00', 'America/Sao_Paulo')).toBeNull();
  });
});

describe('week helpers', () => {
  it('copy a day onto others, leaving the rest', () => {
    const copied = copyDay(WEEK, 2, [1, 6]);
    expect(copied).toEqual([
      [slot('11:00', '15:00'), slot('19:00', '01:00')],
      [slot('11:00', '15:00'), slot('18:00', '23:30')],
      [slot('11:00', '15:00'), slot('18:00', '23:30')],
      [slot('11:00', '15:00'), slot('18:00', '23:30')],
      [slot('11:00', '15:00'), slot('18:00', '23:30')],
      [slot('11:00', '15:00'), slot('18:00', '02:00')],
      [slot('11:00', '15:00'), slot('18:00', '23:30')],
    ]);
    expect(emptyWeek()).toEqual([[], [], [], [], [], [], []]);
  });
});

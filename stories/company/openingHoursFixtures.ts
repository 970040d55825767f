// Opening hours to show the editor with, and fixed instants to judge them at (never the real
// clock). São Paulo is UTC−3 all year: 2025-03-12T17:05:00Z is Wednesday 12 March, 14:05 there.
import type { OpeningHours, OpeningSlot, OpeningWeek } from '../../src/domain/openingHours';
import { validateOpeningHours } from '../../src/domain/openingHoursValidation';

const slot = (start: string, end: string): OpeningSlot => ({ start, end });

/** Wednesday 12 March 2025, 14:05 in São Paulo: lunch service, closing at 15:00. */
export const NOW = new Date('2025-03-12T17:05:00Z');

/** Wednesday 12 March 2025, 16:30 in São Paulo: between lunch and dinner. */
export const BETWEEN_SERVICES = new Date('2025-03-12T19:30:00Z');

/** Saturday 15 March 2025, 01:00 in São Paulo: still Friday night's service. */
export const FRIDAY_NIGHT = new Date('2025-03-15T04:00:00Z');

/** Thursday 25 December 2025, 12:00 in São Paulo: Christmas. */
export const CHRISTMAS_NOON = new Date('2025-12-25T15:00:00Z');

/** A restaurant's week: closed on Mondays, Sunday's evening and Friday's and Saturday's nights past midnight. */
export const RESTAURANT_WEEK: OpeningWeek = [
  [slot('11:00', '15:00'), slot('19:00', '01:00')],
  [],
  [slot('11:00', '15:00'), slot('18:00', '23:00')],
  [slot('11:00', '15:00'), slot('18:00', '23:00')],
  [slot('11:00', '15:00'), slot('18:00', '23:00')],
  [slot('11:00', '15:00'), slot('18:00', '02:00')],
  [slot('18:00', '02:00')],
];

/** The restaurant's hours as saved: the week, no exception, no pause. */
export const SAVED_HOURS: OpeningHours = {
  timeZone: 'America/Sao_Paulo',
  general: RESTAURANT_WEEK,
  delivery: null,
  pickup: null,
  exceptions: [],
  pauses: [],
};

/** The same with Wednesday's dinner moved to 19:00 and a third Sunday slot (unsaved). */
export const EDITED_HOURS: OpeningHours = {
  ...SAVED_HOURS,
  general: RESTAURANT_WEEK.map((day, d) => (d === 3 ? [slot('11:00', '15:00'), slot('19:00', '23:30')] : d === 0 ? [...day, slot('', '')] : day)),
};

/** Christmas closed every year, Christmas Eve open at lunch only this year, and an inventory day. */
export const WITH_EXCEPTIONS: OpeningHours = {
  ...SAVED_HOURS,
  exceptions: [
    { id: 'natal', date: '2024-12-25', recurring: true, label: 'Natal', closed: true, slots: [] },
    { id: 'vespera', date: '2025-12-24', recurring: false, label: 'Véspera de Natal', closed: false, slots: [slot('11:00', '15:00')] },
    { id: 'inventario', date: '2025-03-18', recurring: false, label: 'Inventário', closed: true, slots: [] },
  ],
};

/** Closed since 13:30 until 14:30 for a gas shortage, and a pause planned for tomorrow morning. */
export const WITH_PAUSES: OpeningHours = {
  ...SAVED_HOURS,
  pauses: [
    { id: 'gas', from: '2025-03-12T16:30:00.000Z', until: '2025-03-12T17:30:00.000Z', reason: 'Falta de gás' },
    { id: 'dedetizacao', from: '2025-03-13T13:00:00.000Z', until: '2025-03-13T15:00:00.000Z', reason: 'Dedetização' },
  ],
};

/** Delivery stops half an hour before the kitchen closes; pickup keeps the general week. */
export const SEPARATE_DELIVERY: OpeningHours = {
  ...SAVED_HOURS,
  delivery: RESTAURANT_WEEK.map((day) => day.map((s) => (s.end === '15:00' ? slot(s.start, '14:30') : s))),
};

/** A draft with mistakes: Tuesday's slots overlap, an exception with no name on a date already taken. */
export const BROKEN_HOURS: OpeningHours = {
  ...WITH_EXCEPTIONS,
  general: RESTAURANT_WEEK.map((day, d) => (d === 2 ? [slot('11:00', '15:00'), slot('14:00', '18:00')] : day)),
  exceptions: [...WITH_EXCEPTIONS.exceptions, { id: 'new-1', date: '2025-03-18', recurring: false, label: '', closed: true, slots: [] }],
};

/** The problems of {@link BROKEN_HOURS}, as the editor's Save finds them. */
export const BROKEN_PROBLEMS = validateOpeningHours(BROKEN_HOURS);

/** Hours never set: empty weeks. */
export const NO_HOURS: OpeningHours = { ...SAVED_HOURS, general: [[], [], [], [], [], [], []] };

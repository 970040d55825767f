import { DEFAULT_TIME_ZONE, type OpeningSlot } from '../src/domain/openingHours';
import { problemText, validateOpeningHours } from '../src/domain/openingHoursValidation';
import type { Db } from './db';
import type { OpeningScheduleJson } from './db/schema';

const slot = (start: string, end: string): OpeningSlot => ({ start, end });
const LUNCH_AND_DINNER = [slot('11:00', '15:00'), slot('18:00', '23:30')];

/**
 * The opening hours of Sabor Mineiro, a restaurant: lunch and dinner from Tuesday to Saturday,
 * lunch on Sunday, closed on Monday; closed on Natal and Ano Novo every year, a short day on
 * Christmas Eve.
 *
 * Cantina da Nonna and Supermercado Bom Preço set none on purpose: their operators sign in to the
 * demo and the tests, and in automatic mode their switch keeps the state it stores, whatever the
 * time of day the demo or a test runs at; their hours are set on the opening hours screen.
 */
export const DEMO_OPENING_HOURS: OpeningScheduleJson = {
  general: [[slot('11:00', '16:00')], [], LUNCH_AND_DINNER, LUNCH_AND_DINNER, LUNCH_AND_DINNER, LUNCH_AND_DINNER, LUNCH_AND_DINNER],
  delivery: null,
  pickup: null,
  exceptions: [
    { id: 'natal', date: '2024-12-25', recurring: true, label: 'Natal', closed: true, slots: [] },
    { id: 'vespera-de-natal', date: '2024-12-24', recurring: true, label: 'Véspera de Natal', closed: false, slots: [slot('11:00', '16:00')] },
    { id: 'ano-novo', date: '2025-01-01', recurring: true, label: 'Ano Novo', closed: true, slots: [] },
  ],
};

/** Writes the demo opening hours (see {@link DEMO_OPENING_HOURS}), as set by the platform. */
export async function seedOpeningHours(db: Db, ids: { otherRestaurant: string }): Promise<void> {
  const problems = validateOpeningHours({ timeZone: DEFAULT_TIME_ZONE, ...DEMO_OPENING_HOURS });
  if (problems.length > 0) throw new Error(`the demo opening hours break their rules: ${problems.map(problemText).join('; ')}`);
  await db
    .insertInto('company_opening_hours')
    .values({
      company_id: ids.otherRestaurant,
      time_zone: DEFAULT_TIME_ZONE,
      schedule: JSON.stringify(DEMO_OPENING_HOURS),
      pauses: '[]',
      version: 1,
      updated_by_id: null,
      updated_by_name: null,
    })
    .execute();
}

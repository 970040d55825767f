// The desk settings form's values and checks (arktype), apart from its view so tests and stories
// can use them: minutes are typed as text and read as whole numbers in the contract's ranges.
import { type } from 'arktype';
import type { OrderSettings } from '../../contract/schema.gen';

/** The acceptance deadline's range in minutes (the contract's `OrderSettings.acceptMinutes`). */
export const ACCEPT_MINUTES_RANGE = { min: 1, max: 60 } as const;
/** The default preparation time's range in minutes (the contract's `OrderSettings.prepMinutes`). */
export const PREP_MINUTES_RANGE = { min: 10, max: 90 } as const;

/** The form's values: minutes as typed, the switches as they are. */
export interface OrderSettingsFormValues {
  acceptMinutes: string;
  prepMinutes: string;
  repeatAlert: boolean;
  autoPrint: boolean;
}

/** The form of a company that never changed its settings (the contract's defaults: 8 and 20 minutes, both switches off). */
export const DEFAULT_SETTINGS_FORM_VALUES: OrderSettingsFormValues = { acceptMinutes: '8', prepMinutes: '20', repeatAlert: false, autoPrint: false };

/** What is wrong with a minutes field: empty, not a whole number, or out of its range. */
export type MinutesProblem = 'required' | 'whole' | 'range';

/** The first problem of each invalid field; a valid field has no entry. */
export type OrderSettingsProblems = Partial<Record<'acceptMinutes' | 'prepMinutes', MinutesProblem>>;

const wholeMinutes = type('string.integer.parse');
const acceptRange = type(`${ACCEPT_MINUTES_RANGE.min} <= number <= ${ACCEPT_MINUTES_RANGE.max}`);
const prepRange = type(`${PREP_MINUTES_RANGE.min} <= number <= ${PREP_MINUTES_RANGE.max}`);

/** The form's values of stored settings. */
export function toSettingsForm(settings: OrderSettings): OrderSettingsFormValues {
  return { acceptMinutes: String(settings.acceptMinutes), prepMinutes: String(settings.prepMinutes), repeatAlert: settings.repeatAlert, autoPrint: settings.autoPrint };
}

/** The minutes typed, as a whole number, or the problem with them. */
function minutesOf(text: string, range: typeof acceptRange): number | MinutesProblem {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  const whole = wholeMinutes(trimmed);
  if (whole instanceof type.errors) return 'whole';
  return range(whole) instanceof type.errors ? 'range' : whole;
}

/**
 * The form's checks: both minutes required, whole, and within their ranges (1 to 60, 10 to 90).
 * @example validateSettingsForm({ acceptMinutes: '61', prepMinutes: '20', repeatAlert: false, autoPrint: false }) // { acceptMinutes: 'range' }
 */
export function validateSettingsForm(values: OrderSettingsFormValues): OrderSettingsProblems {
  const problems: OrderSettingsProblems = {};
  const accept = minutesOf(values.acceptMinutes, acceptRange);
  const prep = minutesOf(values.prepMinutes, prepRange);
  if (typeof accept !== 'number') problems.acceptMinutes = accept;
  if (typeof prep !== 'number') problems.prepMinutes = prep;
  return problems;
}

/** The settings of valid form values (null when a field has a problem). */
export function toOrderSettings(values: OrderSettingsFormValues): OrderSettings | null {
  const accept = minutesOf(values.acceptMinutes, acceptRange);
  const prep = minutesOf(values.prepMinutes, prepRange);
  if (typeof accept !== 'number' || typeof prep !== 'number') return null;
  return { acceptMinutes: accept, prepMinutes: prep, repeatAlert: values.repeatAlert, autoPrint: values.autoPrint };
}

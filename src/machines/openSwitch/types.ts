import type { ApiError } from '../../contract/apiError';
import type { CompanyStatus } from '../../contract/schema.gen';
import type { OpenState } from '../../domain/company';

/** The switch's data; whether it is automatic, manual, confirming or saving is its state. */
export interface OpenSwitchContext {
  /** The company as the server last answered it. */
  company: CompanyStatus | null;
  /** The state being saved, shown while the save is under way. */
  pending: OpenState | null;
  /** Why the last save failed; cleared when another save starts. */
  failure: ApiError | null;
}

/** Every event the open switch machine accepts. */
export type OpenSwitchEvent =
  | { type: 'switch.toggle'; isOpen: boolean }
  | { type: 'confirm.cancel' }
  | { type: 'confirm.accept' }
  | { type: 'notice.accept' };

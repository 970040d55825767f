import type { FirebaseConfig } from '../../contract/runtimeConfig';
import type { NewOrder } from '../../domain/newOrder';

/** What the machine is started with: the signed-in user's main company, if any. */
export interface OrderAlertInput {
  companyId: string | null;
  /** The fingerprint of the order last announced to this company (kept across sign-ins), if any. */
  announced?: string | null | undefined;
}

/** The alert's data; whether it is off, watching, waiting, ringing or silenced is its state. */
export interface OrderAlertContext {
  companyId: string | null;
  firebase: FirebaseConfig | null;
  /** The order being announced. */
  order: NewOrder | null;
  /** Why the watch was refused. */
  failure: string | null;
  /** The fingerprint of the value last announced (`orderFingerprint` of src/domain/newOrder): that value does not ring again. */
  announced: string | null;
}

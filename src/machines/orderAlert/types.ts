import type { FirebaseConfig } from '../../contract/runtimeConfig';
import type { NewOrder } from '../../domain/newOrder';

/** What the machine is started with: the signed-in user's main company, if any. */
export interface OrderAlertInput {
  companyId: string | null;
  /** Its board (`restaurant`, `supermarket`): where the alert asks whether an order still waits; none never asks. */
  boardType?: OrderAlertBoardType | null | undefined;
  /** The fingerprint of the order last announced to this company (kept across sign-ins), if any. */
  announced?: string | null | undefined;
}

/** The alert's data; whether it is off, watching, waiting, ringing or silenced is its state. */
export interface OrderAlertContext {
  companyId: string | null;
  boardType: OrderAlertBoardType | null;
  firebase: FirebaseConfig | null;
  /** The order being announced. */
  order: NewOrder | null;
  /** Why the watch was refused. */
  failure: string | null;
  /** The fingerprint of the value last announced (`orderFingerprint` of src/domain/newOrder): that value does not ring again. */
  announced: string | null;
}

/** The boards a company's orders wait on. */
export type OrderAlertBoardType = 'restaurant' | 'supermarket';

/** What the actor `orderWaiting` is given: the company and its board. */
export interface WaitingQuery {
  companyId: string;
  type: OrderAlertBoardType;
}

/** What the actor `orderWaiting` answers: the company's `repeatAlert` setting, and whether one of its orders waits in WAIT_COMPANY. */
export interface WaitingAnswer {
  repeatAlert: boolean;
  waiting: boolean;
}

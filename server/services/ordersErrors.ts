import type { TransitionCheck } from '../../src/domain/orderTransitions';
import { HttpError } from '../errors';

/** The order desk's refusals, each declared once with its status and stable code. */
export const orderErrors = {
  /** Placing is the platform's (root or an application user), never a company user's. */
  placingRefused: () => new HttpError(403, 'forbidden_for_actor', 'Orders are placed by the platform’s applications (root or an application user), not by company users'),
  companyRequired: () =>
    new HttpError(400, 'company_required', 'Company header is required: you may act for several companies, name the one to act for'),
  companyTakesNoOrders: (name: string) => new HttpError(409, 'company_takes_no_orders', `${name} is a partner company: it takes no orders`),
  companyClosed: (name: string) => new HttpError(409, 'company_closed', `${name} is closed now: only a scheduled order may be placed`),
  invalidPlacement: (field: string, code: 'totals_mismatch' | 'address_mismatch' | 'schedule_mismatch' | 'out_of_range' | 'invalid_phone' | 'required', message: string) =>
    new HttpError(400, code, `${field}: ${message}`),
  staleVersion: (sent: number, current: number, status: string, by: string) =>
    new HttpError(
      409,
      'stale_version',
      `version: ${sent} is not the current version ${current}: ${by} changed this order since, and it is now ${status}; read it again`,
    ),
  unknownDeliveryMan: (id: string) => new HttpError(400, 'unknown_delivery_man', `deliveryManId: ${id} is not a delivery man of this order's company`),
  /** A move the transition table refuses: 409 for a move that cannot be made now, 403 for the actor, 400 for what it needs. */
  refusedMove: (check: Extract<TransitionCheck, { ok: false }>) => {
    const status = check.code === 'illegal_transition' || check.code === 'rider_assigned' ? 409 : check.code === 'forbidden_for_actor' ? 403 : 400;
    return new HttpError(status, check.code, check.message);
  },
  invalidPrintLink: () => new HttpError(403, 'invalid_print_link', 'The print link is missing, expired or not valid: print the order again from its drawer'),
} as const;

import type { TransitionCheck } from '../../src/domain/orderTransitions';
import { errors } from '../errors';

/** The order desk's refusals, each with its status and stable code (made by server/errors.ts). */
export const orderErrors = {
  /** Placing is the platform's (root or an application user), never a company user's. */
  placingRefused: () => errors.forbiddenForActor('Orders are placed by the platform’s applications (root or an application user), not by company users'),
  companyRequired: () => errors.badRequest('Company header is required: you may act for several companies, name the one to act for', 'company_required'),
  companyTakesNoOrders: (name: string) => errors.conflict(`${name} is a partner company: it takes no orders`, 'company_takes_no_orders'),
  companyClosed: (name: string) => errors.conflict(`${name} is closed now: only a scheduled order may be placed`, 'company_closed'),
  invalidPlacement: (field: string, code: 'totals_mismatch' | 'address_mismatch' | 'schedule_mismatch' | 'out_of_range' | 'invalid_phone' | 'required', message: string) =>
    errors.badRequest(`${field}: ${message}`, code),
  staleVersion: (sent: number, current: number, status: string, by: string) =>
    errors.conflict(`version: ${sent} is not the current version ${current}: ${by} changed this order since, and it is now ${status}; read it again`, 'stale_version'),
  unknownDeliveryMan: (id: string) => errors.badRequest(`deliveryManId: ${id} is not a delivery man of this order's company`, 'unknown_delivery_man'),
  /** A move the transition table refuses: 409 for a move that cannot be made now, 403 for the actor, 400 for what it needs. */
  refusedMove: (check: Extract<TransitionCheck, { ok: false }>) => {
    if (check.code === 'illegal_transition' || check.code === 'rider_assigned') return errors.conflict(check.message, check.code);
    if (check.code === 'forbidden_for_actor') return errors.forbiddenForActor(check.message);
    return errors.badRequest(check.message, check.code);
  },
  invalidPrintLink: () => errors.invalidPrintLink(),
} as const;

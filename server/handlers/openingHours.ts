import { inTransaction } from '../db';
import { errors } from '../errors';
import type { Principal } from '../auth/principal';
import { companyInScope, type ChangeAuthor } from '../services/companies';
import { addPause, openingHoursOf, removePause, replaceOpeningHours } from '../services/openingHours';
import type { Handlers } from './types';

/** Who makes a change: the signed-in caller (the operations declare permissions, so the guard let one through). */
function authorOf(principal: Principal | null): ChangeAuthor {
  if (!principal) throw errors.unauthenticated();
  return { id: principal.user.id, fullname: principal.user.fullname };
}

/**
 * A company's opening hours and pauses (issue 23), which its open/closed switch follows in
 * automatic mode. Each write holds the company's row until it commits, so two changes of one
 * company's hours take turns and each version follows the one before.
 */
export const openingHoursHandlers = {
  async getCompanyOpeningHours({ db, scope, params, now }) {
    const company = await companyInScope(db, scope, params.id);
    return openingHoursOf(db, company.id, now());
  },

  async updateCompanyOpeningHours({ db, scope, params, body, principal, now }) {
    const author = authorOf(principal);
    return inTransaction(db, async (trx) => {
      const company = await companyInScope(trx, scope, params.id, true);
      return replaceOpeningHours(trx, company.id, body, author, now());
    });
  },

  async createCompanyPause({ db, scope, params, body, principal, now }) {
    const author = authorOf(principal);
    return inTransaction(db, async (trx) => {
      const company = await companyInScope(trx, scope, params.id, true);
      return addPause(trx, company.id, body, author, now());
    });
  },

  async deleteCompanyPause({ db, scope, params, principal, now }) {
    const author = authorOf(principal);
    return inTransaction(db, async (trx) => {
      const company = await companyInScope(trx, scope, params.id, true);
      return removePause(trx, company.id, params.pauseId, author, now());
    });
  },
} satisfies Handlers;

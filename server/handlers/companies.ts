import { inTransaction } from '../db';
import { errors } from '../errors';
import { companyInScope, setOpenState, toCompanyStatus } from '../services/companies';
import type { Handlers } from './types';

/** The company lookup and the establishment's open/closed state (seed 001 sections 2.4 and 7). */
export const companyHandlers = {
  async findCompany({ db, scope, params, now }) {
    const row = await companyInScope(db, scope, params.id);
    return [await toCompanyStatus(db, row, now())];
  },

  async updateCompanyOpenState({ db, scope, params, body, principal, now }) {
    // The operation declares permissions, so the guard has let a signed-in caller through.
    if (!principal) throw errors.unauthenticated();
    const author = { id: principal.user.id, fullname: principal.user.fullname };
    return inTransaction(db, async (trx) => {
      const row = await companyInScope(trx, scope, params.id, true);
      const updated = await setOpenState(trx, row, { isOpen: body.isOpen, isManual: body.isManual }, author);
      return toCompanyStatus(trx, updated, now());
    });
  },
} satisfies Handlers;

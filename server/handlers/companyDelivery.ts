import { inTransaction } from '../db';
import {
  companyLocations,
  createSettings,
  deleteSettings,
  getSettings,
  listSettings,
  openCompanyDelivery,
  pageSettings,
  updateSettings,
} from '../services/companyDelivery';
import type { Handlers } from './types';

/** Company delivery settings (seed 000 section 7) and the companies' positions, by the request's companies. */
export const companyDeliveryHandlers = {
  async listCompanyDeliveries({ db, scope }) {
    return listSettings(db, scope);
  },

  async paginateCompanyDeliveries({ db, scope, query }) {
    return pageSettings(db, scope, query.companyId, query.pageIn ?? 1, query.pageOut ?? 10);
  },

  async getCompanyDelivery({ db, scope, params }) {
    return getSettings(db, scope, params.id);
  },

  async createCompanyDelivery({ db, scope, params, body, reply }) {
    // Inside the transaction that keeps an Idempotency-Key when one is sent.
    const settings = await inTransaction(db, (trx) => createSettings(trx, scope, params.id, body));
    reply.header('location', `/api/company/company-delivery/${settings._id}`);
    return settings;
  },

  async updateCompanyDelivery({ db, scope, params, body }) {
    return inTransaction(db, (trx) => updateSettings(trx, scope, params.id, body));
  },

  async deleteCompanyDelivery({ db, scope, params }) {
    await inTransaction(db, (trx) => deleteSettings(trx, scope, params.id));
  },

  async openCompanyDelivery({ db, scope, body }) {
    return inTransaction(db, (trx) => openCompanyDelivery(trx, scope, body.companyId, body.isOpen));
  },

  async listCompanyLocations({ db, scope, query, now }) {
    return companyLocations(db, scope, query.isOpen, now());
  },
} satisfies Handlers;

import { applicationsNamed, findApplicationPage, upgradeableApplications } from '../repositories/applications';
import {
  createApplication,
  deleteApplication,
  getApplicationRow,
  toApplication,
  updateApplication,
} from '../services/applications';
import { paginatorPage, paginatorWindow } from '../services/paging';
import type { Handlers } from './types';

/** How many applications a name search answers at most. */
const SEARCH_LIMIT = 50;

/** White-label applications administration (root only, from the contract). */
export const applicationHandlers = {
  async paginateApplications({ db, query }) {
    const page = query.pageIn ?? 1;
    const size = query.pageOut ?? 10;
    const { rows, totalCount } = await findApplicationPage(db, {
      name: query.name?.trim(),
      status: query.status,
      upgrade: query.upgrade,
      ...paginatorWindow(page, size),
    });
    return paginatorPage(rows.map(toApplication), totalCount, page, size);
  },

  async listApplicationUpgrades({ db, query }) {
    return (await upgradeableApplications(db, query.typeApp, query.status)).map(toApplication);
  },

  async searchApplications({ db, query }) {
    // The app trims the text and sends the text `null` for an empty search (seed 001 section 7).
    const name = query.name.trim();
    const rows = await applicationsNamed(db, name !== '' && name !== 'null' ? name : null, SEARCH_LIMIT);
    return rows.map(toApplication);
  },

  async getApplicationName({ db, params }) {
    const row = await getApplicationRow(db, params.id);
    return { _id: row.id, name: row.name };
  },

  async createApplication({ db, body, reply }) {
    const application = await createApplication(db, body);
    reply.header('location', `/api/v2/admin/applications/${application._id}`);
    return application;
  },

  async updateApplication({ db, params, body }) {
    return updateApplication(db, params.id, body);
  },

  async deleteApplication({ db, params }) {
    await deleteApplication(db, params.id);
  },
} satisfies Handlers;

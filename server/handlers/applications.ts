import { sql } from 'kysely';
import {
  createApplication,
  deleteApplication,
  getApplicationRow,
  toApplication,
  updateApplication,
} from '../services/applications';
import { containsPattern, paginatorPage, paginatorWindow } from '../services/paging';
import type { Handlers } from './types';

/** How many applications a name search answers at most. */
const SEARCH_LIMIT = 50;

/** White-label applications administration (root only, from the contract). */
export const applicationHandlers = {
  async paginateApplications({ db, query }) {
    const page = query.pageIn ?? 1;
    const size = query.pageOut ?? 10;
    let base = db.selectFrom('applications');
    const name = query.name?.trim();
    if (name) base = base.where('name', 'ilike', containsPattern(name));
    if (query.status) base = base.where('status', '=', query.status);
    if (query.upgrade !== undefined) base = base.where('upgrade', '=', query.upgrade);
    const { offset, limit } = paginatorWindow(page, size);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy(sql`lower(name)`).orderBy('id').offset(offset).limit(limit).execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return paginatorPage(rows.map(toApplication), count.n, page, size);
  },

  async listApplicationUpgrades({ db, query }) {
    const rows = await db
      .selectFrom('applications')
      .selectAll()
      .where('type_app', '=', query.typeApp)
      .where('status', '=', query.status)
      .where('upgrade', '=', true)
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
    return rows.map(toApplication);
  },

  async searchApplications({ db, query }) {
    // The app trims the text and sends the text `null` for an empty search (seed 001 section 7).
    const name = query.name.trim();
    let base = db.selectFrom('applications').selectAll();
    if (name !== '' && name !== 'null') base = base.where('name', 'ilike', containsPattern(name));
    const rows = await base.orderBy(sql`lower(name)`).orderBy('id').limit(SEARCH_LIMIT).execute();
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

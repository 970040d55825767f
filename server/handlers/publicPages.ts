import { ADMIN_STYLE_CACHE_MS } from '../../src/domain/adminStyle';
import { errors } from '../errors';
import { findDeletionRequestPage } from '../repositories/accountDeletionRequests';
import { adminStylesOf } from '../repositories/adminStyles';
import { deletionRetryAfter, requestAccountDeletion } from '../services/accountDeletion';
import { getApplicationRow, privacyTermsFor } from '../services/applications';
import { paginatorWindow } from '../services/paging';
import type { Handlers } from './types';

export { DELETION_REQUESTS_PER_WINDOW, DELETION_WINDOW_MS } from '../services/accountDeletion';

/** The host names a domain's style is looked up by: as sent, then without its port. */
function domainCandidates(domain: string): string[] {
  const exact = domain.trim().toLowerCase().replace(/\.$/, '');
  const host = exact.replace(/:\d+$/, '');
  return host === exact ? [exact] : [exact, host];
}

/** Calls of the pages anyone may open: admin styles, privacy terms, account deletion. */
export const publicPageHandlers = {
  async getAdminStyles({ db, query }) {
    const candidates = domainCandidates(query.domain);
    const rows = await adminStylesOf(db, candidates);
    const row = candidates.map((c) => rows.find((r) => r.domain === c)).find((r) => r !== undefined);
    if (!row) return { adminStyle: null };
    return {
      adminStyle: {
        titleTab: row.title_tab,
        footerTitle: row.footer_title,
        tabIcon: row.tab_icon,
        backgroundLogin: row.background_login,
        logo: row.logo,
        expiration: Date.now() + ADMIN_STYLE_CACHE_MS,
      },
    };
  },

  async getPrivacyTerms({ db, params, query }) {
    return privacyTermsFor(db, params.id, query.userType);
  },

  async listAccountDeletionRequests({ db, query }) {
    const page = query.page ?? 1;
    const limit = query.limit ?? 10;
    const { rows, totalCount } = await findDeletionRequestPage(db, { applicationId: query.applicationId, status: query.status, ...paginatorWindow(page, limit) });
    return {
      items: rows.map((row) => ({
        id: row.id,
        protocol: row.id,
        applicationId: row.application_id,
        applicationName: row.application_name,
        email: row.email,
        ...(row.reason === null ? {} : { reason: row.reason }),
        status: row.status,
        createdAt: row.created_at.toISOString(),
      })),
      totalCount,
    };
  },

  async askDeleteAccount({ db, params, body, request, reply }) {
    const now = new Date();
    const wait = await deletionRetryAfter(db, request.ip, now);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw errors.tooManyDeletionRequests(wait);
    }
    const application = await getApplicationRow(db, params.id);
    return { ok: true, protocol: await requestAccountDeletion(db, application, body, request.ip, now) };
  },
} satisfies Handlers;

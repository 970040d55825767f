import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPrincipal, requestScope, scopeForHeader, tenancyOf, type CompanyScope, type Principal, type TenancySubject } from '../../server/auth/principal';
import { endSession, startSession } from '../../server/auth/sessions';
import { TokenSigner } from '../../server/auth/tokens';
import type { Db } from '../../server/db';
import { startTestServer, testDatabaseKind, type TestServer } from './harness';

/**
 * Who a caller is and which companies it acts for, against the demo data: one application owns
 * the four companies; the franchise holds the restaurant and the supermarket; each company user
 * belongs to one company. Ids and sets are written out here, not read from the code.
 */

const APPLICATION = '64a000000000000000000001';
const FRANCHISE = '64b000000000000000000001';
const RESTAURANT = '64c000000000000000000001';
const SUPERMARKET = '64c000000000000000000002';
const PARTNER = '64c000000000000000000003';
const OTHER_RESTAURANT = '64c000000000000000000004';
const UNKNOWN_COMPANY = '64c0000000000000000000ff';

// Seed 000 §6, the restaurant's (MENU) fallback set, in the seed's order.
const RESTAURANT_FALLBACK = [
  'accessToCompanyDelivery', 'accessToReportFinance', 'accessToFoodMenu', 'accessToFoodOrders', 'accessToHoursCompany',
  'accessToWhatsAppContacts', 'accessToTransactions', 'accessToGraphicStudioSettings', 'accessToLinksPage', 'accessToMultiMenu',
  'accessToHelpDeskTickets', 'accessToGraphicStudioShare', 'accessToCart', 'accessToWhatsappMessages',
];

const NOBODY: TenancySubject = { is_root: false, is_application: false, application_id: null, franchises: [], company_id: null };

let server: TestServer;
let db: Db;
const signer = new TokenSigner('principal-test-secret-long-enough-for-hs256');

beforeAll(async () => {
  server = await startTestServer();
  db = server.db;
});

afterAll(async () => {
  await server.close();
});

const sorted = (scope: Awaited<ReturnType<typeof tenancyOf>> | null) => (scope && !scope.all ? { all: false, ids: [...scope.ids].sort() } : scope);

async function userId(email: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

/** A new session of the demo user, and the caller its access token names. */
async function callerOf(email: string): Promise<{ principal: Principal | null; sessionId: string; id: number }> {
  const id = await userId(email);
  const session = await startSession(db, signer, id);
  const claims = signer.verify(session.accessToken);
  if (!claims) throw new Error('the access token just signed was refused');
  return { principal: await loadPrincipal(db, claims), sessionId: claims.sessionId, id };
}

describe(`the companies a user acts for (${testDatabaseKind})`, () => {
  it('are every company for root, whatever else the user is', async () => {
    expect(await tenancyOf(db, { ...NOBODY, is_root: true })).toEqual({ all: true });
    expect(await tenancyOf(db, { ...NOBODY, is_root: true, company_id: RESTAURANT })).toEqual({ all: true });
  });

  it("are an application user's application's companies, and none without an application", async () => {
    expect(sorted(await tenancyOf(db, { ...NOBODY, is_application: true, application_id: APPLICATION }))).toEqual({
      all: false,
      ids: [RESTAURANT, SUPERMARKET, PARTNER, OTHER_RESTAURANT],
    });
    expect(await tenancyOf(db, { ...NOBODY, is_application: true, application_id: null })).toEqual({ all: false, ids: [] });
    // An application id on a user who is not an application user gives nothing.
    expect(await tenancyOf(db, { ...NOBODY, application_id: APPLICATION })).toEqual({ all: false, ids: [] });
  });

  it("are a franchise user's franchises' companies", async () => {
    expect(sorted(await tenancyOf(db, { ...NOBODY, franchises: [FRANCHISE] }))).toEqual({ all: false, ids: [RESTAURANT, SUPERMARKET] });
    expect(await tenancyOf(db, { ...NOBODY, franchises: ['64b0000000000000000000ff'] })).toEqual({ all: false, ids: [] });
  });

  it("are a company user's own company, and the union, each once, for a user who is several things", async () => {
    expect(await tenancyOf(db, { ...NOBODY, company_id: PARTNER })).toEqual({ all: false, ids: [PARTNER] });
    expect(sorted(await tenancyOf(db, { ...NOBODY, franchises: [FRANCHISE], company_id: PARTNER }))).toEqual({
      all: false,
      ids: [RESTAURANT, SUPERMARKET, PARTNER],
    });
    expect(sorted(await tenancyOf(db, { ...NOBODY, franchises: [FRANCHISE], company_id: RESTAURANT }))).toEqual({
      all: false,
      ids: [RESTAURANT, SUPERMARKET],
    });
    expect(await tenancyOf(db, NOBODY)).toEqual({ all: false, ids: [] });
  });
});

describe(`the Company header (${testDatabaseKind})`, () => {
  const some: CompanyScope = { all: false, ids: [RESTAURANT, SUPERMARKET] };

  it('leaves the allowed companies as they are when absent or empty', () => {
    expect(scopeForHeader(some, undefined)).toEqual(some);
    expect(scopeForHeader(some, '')).toEqual(some);
    expect(scopeForHeader({ all: true }, undefined)).toEqual({ all: true });
  });

  it('narrows to the company it names when the caller may act for it, and refuses any other', () => {
    expect(scopeForHeader(some, SUPERMARKET)).toEqual({ all: false, ids: [SUPERMARKET] });
    expect(scopeForHeader({ all: true }, PARTNER)).toEqual({ all: false, ids: [PARTNER] });
    expect(scopeForHeader(some, PARTNER)).toBeNull();
    expect(scopeForHeader({ all: false, ids: [] }, PARTNER)).toBeNull();
  });

  it('names a company nobody may act for, root included, when the company does not exist', async () => {
    const root = (await callerOf('root@example.com')).principal;
    const restaurant = (await callerOf('restaurant@example.com')).principal;
    if (!root || !restaurant) throw new Error('a demo user did not load');
    expect(await requestScope(db, root, UNKNOWN_COMPANY)).toBeNull();
    expect(await requestScope(db, root, OTHER_RESTAURANT)).toEqual({ all: false, ids: [OTHER_RESTAURANT] });
    expect(await requestScope(db, root, undefined)).toEqual({ all: true });
    expect(await requestScope(db, restaurant, OTHER_RESTAURANT)).toBeNull();
    expect(await requestScope(db, restaurant, UNKNOWN_COMPANY)).toBeNull();
    expect(await requestScope(db, restaurant, undefined)).toEqual({ all: false, ids: [RESTAURANT] });
  });
});

describe(`the caller of an access token (${testDatabaseKind})`, () => {
  it('is the user with its company and its fallback permissions, without roles', async () => {
    const { principal, sessionId, id } = await callerOf('restaurant@example.com');
    expect(principal).not.toBeNull();
    expect(principal?.userId).toBe(id);
    expect(principal?.sessionId).toBe(sessionId);
    expect(principal?.user.email).toBe('restaurant@example.com');
    expect(principal?.user.company_id).toBe(RESTAURANT);
    expect(principal?.company).toMatchObject({
      id: RESTAURANT,
      name: 'Cantina da Nonna',
      type: 'restaurant',
      shopping_flow: null,
      application_id: APPLICATION,
      franchise_id: FRANCHISE,
      is_open: true,
    });
    expect(typeof principal?.company?.is_manual).toBe('boolean');
    expect(principal?.company?.created_at).toBeInstanceOf(Date);
    expect([...(principal?.permissions ?? [])].sort()).toEqual([...RESTAURANT_FALLBACK].sort());
    // The row's company columns do not leak into the user.
    expect(Object.keys(principal?.user ?? {}).filter((key) => key.startsWith('company_row_') || key === 'role_permission_names')).toEqual([]);
  });

  it("holds the permissions of the user's roles, each once, in place of the fallback set", async () => {
    const id = await userId('partner@example.com');
    const roles = await db.selectFrom('roles').select('id').orderBy('id').limit(2).execute();
    await db.insertInto('user_roles').values(roles.map((role) => ({ user_id: id, role_id: role.id }))).execute();
    try {
      const expected = await db
        .selectFrom('role_permissions')
        .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
        .select('permissions.name')
        .where('role_permissions.role_id', 'in', roles.map((role) => role.id))
        .execute();
      const names = [...new Set(expected.map((row) => row.name))].sort();
      expect(names.length).toBeGreaterThan(0);
      const { principal } = await callerOf('partner@example.com');
      expect([...(principal?.permissions ?? [])].sort()).toEqual(names);
      expect(principal?.company).toMatchObject({ id: PARTNER, type: 'partner', franchise_id: null });
    } finally {
      await db.deleteFrom('user_roles').where('user_id', '=', id).execute();
    }
  });

  it('has no company when the user belongs to none', async () => {
    const { principal } = await callerOf('franchise@example.com');
    expect(principal?.company).toBeNull();
    expect(principal?.user.franchises).toEqual([FRANCHISE]);
  });

  it('is nobody once the session ended, for another user id, or for a disabled user', async () => {
    const { sessionId, id } = await callerOf('market@example.com');
    expect(await loadPrincipal(db, { userId: id, sessionId })).not.toBeNull();
    expect(await loadPrincipal(db, { userId: id + 1, sessionId })).toBeNull();
    expect(await loadPrincipal(db, { userId: id, sessionId: '00000000-0000-4000-8000-000000000000' })).toBeNull();

    await db.updateTable('users').set({ disabled: true }).where('id', '=', id).execute();
    try {
      expect(await loadPrincipal(db, { userId: id, sessionId })).toBeNull();
    } finally {
      await db.updateTable('users').set({ disabled: false }).where('id', '=', id).execute();
    }
    expect(await loadPrincipal(db, { userId: id, sessionId })).not.toBeNull();

    await endSession(db, sessionId, 'signed_out');
    expect(await loadPrincipal(db, { userId: id, sessionId })).toBeNull();
  });
});

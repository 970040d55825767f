import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, testDatabaseKind, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface OpenStateChange {
  by: { _id: string; fullname: string } | null;
  at: string;
  fromOpen: boolean;
  toOpen: boolean;
  fromManual: boolean;
  toManual: boolean;
}

interface CompanyStatus {
  _id: string;
  name: string;
  type: string;
  shoppingFlow: string;
  isOpen: boolean;
  isManual: boolean;
  lastOpenChange: OpenStateChange | null;
}

async function find(email: string, id: string, company?: string) {
  return server.call({ method: 'GET', url: `/v2/company/find/${id}`, token: await server.tokenFor(email), ...(company ? { company } : {}) });
}

async function update(email: string, id: string, payload: unknown, company?: string) {
  return server.call({
    method: 'PATCH',
    url: `/v2/company/${id}/open-state`,
    token: await server.tokenFor(email),
    payload: payload as object,
    ...(company ? { company } : {}),
  });
}

async function history(companyId: string) {
  return server.db
    .selectFrom('company_open_state_changes')
    .select(['changed_by_id', 'changed_by_name', 'from_open', 'to_open', 'from_manual', 'to_manual', 'changed_at'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
}

async function stored(companyId: string) {
  return server.db.selectFrom('companies').select(['is_open', 'is_manual']).where('id', '=', companyId).executeTakeFirstOrThrow();
}

async function userId(email: string): Promise<number> {
  return (await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

describe(`company lookup (${testDatabaseKind})`, () => {
  it("answers a company user's own company as a list of one, with its open state and no change yet", async () => {
    const response = await find(DEMO_USERS.market, DEMO_IDS.supermarket);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        _id: DEMO_IDS.supermarket,
        name: 'Supermercado Bom Preço',
        type: 'supermarket',
        shoppingFlow: 'PRODUCT',
        isOpen: true,
        isManual: false,
        lastOpenChange: null,
        // Automatic mode without opening hours: the stored state stands.
        timeZone: 'America/Sao_Paulo',
        openReason: 'no_hours',
        openReasonLabel: null,
        pausedUntil: null,
        nextChange: null,
      },
    ]);
  });

  it('answers 404 to a company user naming another company, exactly as for an unknown one', async () => {
    const other = await find(DEMO_USERS.restaurant, DEMO_IDS.otherRestaurant);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ statusCode: 404, code: 'not_found', message: `The requested company ${DEMO_IDS.otherRestaurant} is not found` });
    const unknown = await find(DEMO_USERS.root, 'no-such-company');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/no-such-company/);
  });

  it('lets root, the application and the franchise look up the companies they act for, and no other', async () => {
    expect((await find(DEMO_USERS.root, DEMO_IDS.otherRestaurant)).statusCode).toBe(200);
    expect((await find(DEMO_USERS.application, DEMO_IDS.partner)).statusCode).toBe(200);
    expect((await find(DEMO_USERS.franchise, DEMO_IDS.restaurant)).statusCode).toBe(200);
    // The franchise has the restaurant and the supermarket; Sabor Mineiro is not one of its companies.
    expect((await find(DEMO_USERS.franchise, DEMO_IDS.otherRestaurant)).statusCode).toBe(404);
  });

  it('answers 404 when the Company header names one allowed company and the path another', async () => {
    const response = await find(DEMO_USERS.root, DEMO_IDS.supermarket, DEMO_IDS.restaurant);
    expect(response.statusCode).toBe(404);
  });

  it('answers 403 to a Company header naming a company the caller may not act for, and 401 without a session', async () => {
    const response = await find(DEMO_USERS.restaurant, DEMO_IDS.restaurant, DEMO_IDS.otherRestaurant);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('company_forbidden');
    const anonymous = await server.call({ method: 'GET', url: `/v2/company/find/${DEMO_IDS.restaurant}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an id longer than 64 characters naming the parameter', async () => {
    const response = await find(DEMO_USERS.root, 'x'.repeat(65));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/id/);
  });
});

describe(`open/closed state (${testDatabaseKind})`, () => {
  it('closes the establishment manually, records who, when, from and to, and the lookup shows it', async () => {
    const before = Date.now();
    const response = await update(DEMO_USERS.restaurant, DEMO_IDS.restaurant, { isOpen: false, isManual: true });
    expect(response.statusCode).toBe(200);
    const company: CompanyStatus = response.json();
    const restaurantId = String(await userId(DEMO_USERS.restaurant));
    expect(company).toMatchObject({
      _id: DEMO_IDS.restaurant,
      isOpen: false,
      isManual: true,
      lastOpenChange: {
        by: { _id: restaurantId, fullname: 'Rodrigo Restaurante' },
        fromOpen: true,
        toOpen: false,
        fromManual: false,
        toManual: true,
      },
    });
    const at = Date.parse(company.lastOpenChange?.at ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);

    expect(await stored(DEMO_IDS.restaurant)).toEqual({ is_open: false, is_manual: true });
    const [found] = (await find(DEMO_USERS.restaurant, DEMO_IDS.restaurant)).json() as CompanyStatus[];
    expect(found).toEqual(company);
  });

  it('keeps every change in order; the last one is answered, back to automatic included', async () => {
    const staff = await userId(DEMO_USERS.staff);
    // The staff user's role grants accessToHoursCompany; the restaurant is its company.
    const reopened = await update(DEMO_USERS.staff, DEMO_IDS.restaurant, { isOpen: true, isManual: true });
    expect(reopened.statusCode).toBe(200);
    const automatic = await update(DEMO_USERS.staff, DEMO_IDS.restaurant, { isOpen: true, isManual: false });
    expect(automatic.json()).toMatchObject({
      isOpen: true,
      isManual: false,
      lastOpenChange: { by: { _id: String(staff), fullname: 'Sandra Equipe' }, fromOpen: true, toOpen: true, fromManual: true, toManual: false },
    });
    const rows = await history(DEMO_IDS.restaurant);
    expect(rows.map(({ changed_at: _, ...row }) => row)).toEqual([
      { changed_by_id: await userId(DEMO_USERS.restaurant), changed_by_name: 'Rodrigo Restaurante', from_open: true, to_open: false, from_manual: false, to_manual: true },
      { changed_by_id: staff, changed_by_name: 'Sandra Equipe', from_open: false, to_open: true, from_manual: true, to_manual: true },
      { changed_by_id: staff, changed_by_name: 'Sandra Equipe', from_open: true, to_open: true, from_manual: true, to_manual: false },
    ]);
  });

  it('records nothing when the state sent is the state already stored', async () => {
    const count = (await history(DEMO_IDS.restaurant)).length;
    const response = await update(DEMO_USERS.restaurant, DEMO_IDS.restaurant, { isOpen: true, isManual: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().lastOpenChange.by.fullname).toBe('Sandra Equipe');
    expect(await history(DEMO_IDS.restaurant)).toHaveLength(count);
  });

  it('keeps the name the author had at the time of the change', async () => {
    await update(DEMO_USERS.market, DEMO_IDS.supermarket, { isOpen: false, isManual: true });
    await server.db.updateTable('users').set({ fullname: 'Marta Renomeada' }).where('email', '=', DEMO_USERS.market).execute();
    const [found] = (await find(DEMO_USERS.root, DEMO_IDS.supermarket)).json() as CompanyStatus[];
    expect(found?.lastOpenChange?.by?.fullname).toBe('Marta Mercado');
  });

  it('answers 404 to a company user changing another company, and nothing changes', async () => {
    const response = await update(DEMO_USERS.restaurant, DEMO_IDS.otherRestaurant, { isOpen: false, isManual: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', message: `The requested company ${DEMO_IDS.otherRestaurant} is not found` });
    expect(await stored(DEMO_IDS.otherRestaurant)).toEqual({ is_open: true, is_manual: false });
    expect(await history(DEMO_IDS.otherRestaurant)).toEqual([]);
    expect((await update(DEMO_USERS.root, 'no-such-company', { isOpen: false, isManual: true })).statusCode).toBe(404);
  });

  it('answers 403 to a user without accessToGlobal, accessToRoot or accessToHoursCompany, and nothing changes', async () => {
    // A partner company user's fallback permissions do not include the opening hours.
    const response = await update(DEMO_USERS.partner, DEMO_IDS.partner, { isOpen: false, isManual: true });
    expect(response.statusCode).toBe(403);
    expect(await stored(DEMO_IDS.partner)).toEqual({ is_open: true, is_manual: false });
    expect(await history(DEMO_IDS.partner)).toEqual([]);
  });

  it('lets root change any company', async () => {
    const response = await update(DEMO_USERS.root, DEMO_IDS.otherRestaurant, { isOpen: false, isManual: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().lastOpenChange.by.fullname).toBe('Raquel Root');
    await update(DEMO_USERS.root, DEMO_IDS.otherRestaurant, { isOpen: true, isManual: false });
  });

  it.each([
    ['no isManual', { isOpen: true }, /isManual/],
    ['no isOpen', { isManual: true }, /isOpen/],
    ['isOpen not a boolean', { isOpen: 'maybe', isManual: true }, /isOpen/],
    ['isManual not a boolean', { isOpen: true, isManual: 3 }, /isManual/],
  ])('refuses a body with %s (400 naming it) and changes nothing', async (_, payload, message) => {
    const before = await stored(DEMO_IDS.supermarket);
    const count = (await history(DEMO_IDS.supermarket)).length;
    const response = await update(DEMO_USERS.market, DEMO_IDS.supermarket, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await stored(DEMO_IDS.supermarket)).toEqual(before);
    expect(await history(DEMO_IDS.supermarket)).toHaveLength(count);
  });

  it('refuses a field the contract does not know, naming it, and changes nothing', async () => {
    const before = await stored(DEMO_IDS.supermarket);
    const response = await update(DEMO_USERS.market, DEMO_IDS.supermarket, { isOpen: true, isManual: true, reason: 'lunch' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/reason/);
    expect(await stored(DEMO_IDS.supermarket)).toEqual(before);
  });

  it('refuses a missing body with 400', async () => {
    const response = await server.call({
      method: 'PATCH',
      url: `/v2/company/${DEMO_IDS.supermarket}/open-state`,
      token: await server.tokenFor(DEMO_USERS.market),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('keeps the history a chain when two changes arrive at once (each "from" is the previous "to")', async () => {
    await Promise.all([
      update(DEMO_USERS.root, DEMO_IDS.partner, { isOpen: false, isManual: true }),
      update(DEMO_USERS.application, DEMO_IDS.partner, { isOpen: true, isManual: true }),
      update(DEMO_USERS.root, DEMO_IDS.partner, { isOpen: false, isManual: false }),
    ]);
    const rows = await history(DEMO_IDS.partner);
    expect(rows.length).toBeGreaterThan(0);
    let previous = { open: true, manual: false };
    for (const row of rows) {
      expect({ open: row.from_open, manual: row.from_manual }).toEqual(previous);
      previous = { open: row.to_open, manual: row.to_manual };
    }
    expect(await stored(DEMO_IDS.partner)).toEqual({ is_open: previous.open, is_manual: previous.manual });
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/seed';
import { startFileServer, type Method } from './fileServer';
import { DEMO_USERS, testDatabaseKind } from './harness';

interface CompanyDelivery {
  _id: string;
  company: { _id: string; name: string };
  deliveryRadiusKm: number;
  deliveryFee: number;
  minimumOrder: number;
  estimatedTimeMinutes: number;
  isOpen: boolean;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

// The demo has delivery settings for the restaurant (open), the supermarket (open) and
// Sabor Mineiro (closed); the partner has none. Every demo company has a position.
const shared = startFileServer();
const { as } = shared;

async function settingsOf(companyId: string) {
  return shared.server.db.selectFrom('company_deliveries').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

async function settingsId(companyId: string): Promise<string> {
  const row = await settingsOf(companyId);
  if (!row) throw new Error(`company ${companyId} has no delivery settings`);
  return row.id;
}

const NEW_SETTINGS = { deliveryRadiusKm: 6.5, deliveryFee: 9.99, minimumOrder: 40, estimatedTimeMinutes: 45 };

describe(`company delivery settings, read (${testDatabaseKind})`, () => {
  it("answers a company user only its own company's settings, and root all of them by company name", async () => {
    const own: CompanyDelivery[] = (await as(DEMO_USERS.restaurant, 'GET', '/company/company-delivery')).json();
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      company: { _id: DEMO_IDS.restaurant, name: 'Cantina da Nonna' },
      deliveryRadiusKm: 5,
      deliveryFee: 7.9,
      minimumOrder: 30,
      estimatedTimeMinutes: 40,
      isOpen: true,
      isActive: true,
    });
    const all: CompanyDelivery[] = (await as(DEMO_USERS.root, 'GET', '/company/company-delivery')).json();
    expect(all.map((s) => s.company.name)).toEqual(['Cantina da Nonna', 'Sabor Mineiro', 'Supermercado Bom Preço']);
    const franchise: CompanyDelivery[] = (await as(DEMO_USERS.franchise, 'GET', '/company/company-delivery')).json();
    expect(franchise.map((s) => s.company._id).sort()).toEqual([DEMO_IDS.restaurant, DEMO_IDS.supermarket].sort());
  });

  it('pages by company with pageIn, pageOut and companyId', async () => {
    const page = (await as(DEMO_USERS.root, 'GET', '/company/company-delivery/paginator/?pageIn=2&pageOut=2')).json();
    expect(page).toMatchObject({ totalDocs: 3, limit: 2, page: 2, totalPages: 2 });
    expect(page.docs.map((s: CompanyDelivery) => s.company.name)).toEqual(['Supermercado Bom Preço']);
    const one = (await as(DEMO_USERS.root, 'GET', `/company/company-delivery/paginator/?companyId=${DEMO_IDS.otherRestaurant}`)).json();
    expect(one.docs.map((s: CompanyDelivery) => s.company._id)).toEqual([DEMO_IDS.otherRestaurant]);
    const foreign = (await as(DEMO_USERS.restaurant, 'GET', `/company/company-delivery/paginator/?companyId=${DEMO_IDS.otherRestaurant}`)).json();
    expect(foreign).toMatchObject({ docs: [], totalDocs: 0 });
    const bad = await as(DEMO_USERS.root, 'GET', '/company/company-delivery/paginator/?pageOut=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/pageOut/);
  });

  it("answers one company's settings by their id, and 404 for another company's exactly as for unknown ones", async () => {
    const id = await settingsId(DEMO_IDS.restaurant);
    expect((await as(DEMO_USERS.restaurant, 'GET', `/company/company-delivery/${id}`)).json()).toMatchObject({ _id: id });
    const otherId = await settingsId(DEMO_IDS.otherRestaurant);
    const other = await as(DEMO_USERS.restaurant, 'GET', `/company/company-delivery/${otherId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'not_found', message: `The requested company delivery ${otherId} is not found` });
    expect((await as(DEMO_USERS.restaurant, 'GET', '/company/company-delivery/no-such-settings')).statusCode).toBe(404);
  });

  it('answers the positions of the companies the request acts for, as [longitude, latitude], by open state', async () => {
    // Open by hand, whatever the clock says of the demo company that has opening hours.
    await shared.server.db.updateTable('companies').set({ is_manual: true, is_open: true }).where('id', '!=', DEMO_IDS.partner).execute();
    const own = (await as(DEMO_USERS.restaurant, 'GET', '/v2/company/location')).json();
    expect(own).toEqual([{ _id: DEMO_IDS.restaurant, name: 'Cantina da Nonna', type: 'restaurant', isOpen: true, location: expect.any(Array) }]);
    const [longitude, latitude] = own[0].location;
    expect(longitude).toBeCloseTo(-46.65, 1);
    expect(latitude).toBeCloseTo(-23.56, 1);
    expect((await as(DEMO_USERS.root, 'GET', '/v2/company/location')).json()).toHaveLength(4);
    await shared.server.db.updateTable('companies').set({ is_open: false }).where('id', '=', DEMO_IDS.partner).execute();
    const closed = (await as(DEMO_USERS.root, 'GET', '/v2/company/location?isOpen=false')).json();
    expect(closed.map((c: { _id: string }) => c._id)).toEqual([DEMO_IDS.partner]);
    expect((await as(DEMO_USERS.root, 'GET', '/v2/company/location?isOpen=true')).json()).toHaveLength(3);
    expect((await as(DEMO_USERS.root, 'GET', '/v2/company/location?isOpen=perhaps')).statusCode).toBe(400);
  });
});

describe(`company delivery settings, changes (${testDatabaseKind})`, () => {
  it('creates the settings of a company without any, with the defaults, and refuses a second (409)', async () => {
    const created = await as(DEMO_USERS.root, 'POST', `/company/company-delivery/${DEMO_IDS.partner}`, NEW_SETTINGS);
    expect(created.statusCode).toBe(201);
    const settings: CompanyDelivery = created.json();
    expect(settings).toMatchObject({ ...NEW_SETTINGS, company: { _id: DEMO_IDS.partner, name: 'Entregas Parceiras Ltda' }, isOpen: false, isActive: true });
    expect(created.headers.location).toBe(`/api/company/company-delivery/${settings._id}`);
    const again = await as(DEMO_USERS.root, 'POST', `/company/company-delivery/${DEMO_IDS.partner}`, { ...NEW_SETTINGS, isOpen: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('company_delivery_exists');
    expect((await settingsOf(DEMO_IDS.partner))?.is_open).toBe(false);
  });

  it("answers 404 to creating another company's or an unknown company's settings, and refuses bad values naming them", async () => {
    await shared.server.db.deleteFrom('company_deliveries').where('company_id', '=', DEMO_IDS.otherRestaurant).execute();
    const foreign = await as(DEMO_USERS.restaurant, 'POST', `/company/company-delivery/${DEMO_IDS.otherRestaurant}`, NEW_SETTINGS);
    expect(foreign.statusCode).toBe(404);
    expect(await settingsOf(DEMO_IDS.otherRestaurant)).toBeUndefined();
    expect((await as(DEMO_USERS.root, 'POST', '/company/company-delivery/no-such-company', NEW_SETTINGS)).statusCode).toBe(404);
    const cases: [object, string][] = [
      [{ ...NEW_SETTINGS, deliveryRadiusKm: 0 }, 'deliveryRadiusKm'],
      [{ ...NEW_SETTINGS, deliveryFee: -1 }, 'deliveryFee'],
      [{ ...NEW_SETTINGS, estimatedTimeMinutes: 12.5 }, 'estimatedTimeMinutes'],
      [{ deliveryRadiusKm: 3, deliveryFee: 5, estimatedTimeMinutes: 30 }, 'minimumOrder'],
    ];
    for (const [payload, field] of cases) {
      const response = await as(DEMO_USERS.root, 'POST', `/company/company-delivery/${DEMO_IDS.otherRestaurant}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', message: expect.stringContaining(field) });
    }
    expect(await settingsOf(DEMO_IDS.otherRestaurant)).toBeUndefined();
  });

  it('updates only the fields sent', async () => {
    const id = await settingsId(DEMO_IDS.restaurant);
    const before: CompanyDelivery = (await as(DEMO_USERS.restaurant, 'GET', `/company/company-delivery/${id}`)).json();
    const updated = await as(DEMO_USERS.restaurant, 'PUT', `/company/company-delivery/${id}`, { deliveryFee: 8.5, isActive: false });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ ...before, deliveryFee: 8.5, isActive: false, updatedAt: expect.any(String) });
    const empty = await as(DEMO_USERS.restaurant, 'PUT', `/company/company-delivery/${id}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it("answers 404 to a company user changing, opening or deleting another company's settings, and changes nothing", async () => {
    const before = await settingsOf(DEMO_IDS.supermarket);
    const id = before?.id ?? '';
    const attempts: [Method, string, object | undefined][] = [
      ['PUT', `/company/company-delivery/${id}`, { deliveryFee: 0 }],
      ['PUT', '/company/company-delivery/open-company', { companyId: DEMO_IDS.supermarket, isOpen: false }],
      ['DELETE', `/company/company-delivery/${id}`, undefined],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await as(DEMO_USERS.restaurant, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await settingsOf(DEMO_IDS.supermarket)).toEqual(before);
  });

  it("opens and closes a company's delivery with open-company; 404 for a company without settings", async () => {
    const closed = await as(DEMO_USERS.restaurant, 'PUT', '/company/company-delivery/open-company', { companyId: DEMO_IDS.restaurant, isOpen: false });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ company: { _id: DEMO_IDS.restaurant }, isOpen: false });
    const opened = (await as(DEMO_USERS.restaurant, 'PUT', '/company/company-delivery/open-company', { companyId: DEMO_IDS.restaurant, isOpen: true })).json();
    expect(opened.isOpen).toBe(true);
    const none = await as(DEMO_USERS.root, 'PUT', '/company/company-delivery/open-company', { companyId: DEMO_IDS.otherRestaurant, isOpen: true });
    expect(none.statusCode).toBe(404);
    const bad = await as(DEMO_USERS.root, 'PUT', '/company/company-delivery/open-company', { isOpen: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/companyId/);
  });

  it('deletes settings, after which they are gone', async () => {
    const id = await settingsId(DEMO_IDS.restaurant);
    expect((await as(DEMO_USERS.restaurant, 'DELETE', `/company/company-delivery/${id}`)).statusCode).toBe(204);
    expect((await as(DEMO_USERS.restaurant, 'GET', `/company/company-delivery/${id}`)).statusCode).toBe(404);
    expect((await as(DEMO_USERS.restaurant, 'GET', '/company/company-delivery')).json()).toEqual([]);
    expect((await as(DEMO_USERS.restaurant, 'DELETE', `/company/company-delivery/${id}`)).statusCode).toBe(404);
  });

  it('answers a create sent again with its Idempotency-Key with the settings it made, and refuses the key with another body (422)', async () => {
    // The restaurant has no settings since the test before.
    expect(await settingsOf(DEMO_IDS.restaurant)).toBeUndefined();
    const key = `company-delivery-${testDatabaseKind}-${Date.now()}`;
    const token = await shared.server.tokenFor(DEMO_USERS.restaurant);
    const create = (payload: object) =>
      shared.server.call({ method: 'POST', url: `/company/company-delivery/${DEMO_IDS.restaurant}`, token, headers: { 'idempotency-key': key }, payload });
    const first = await create(NEW_SETTINGS);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await create({ ...NEW_SETTINGS });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers.location).toBe(first.headers.location);
    expect(again.json()).toEqual(first.json());
    const rows = await shared.server.db.selectFrom('company_deliveries').select('id').where('company_id', '=', DEMO_IDS.restaurant).execute();
    expect(rows.map((row) => row.id)).toEqual([(first.json() as CompanyDelivery)._id]);

    const other = await create({ ...NEW_SETTINGS, deliveryFee: 1 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(Number((await settingsOf(DEMO_IDS.restaurant))?.delivery_fee)).toBe(NEW_SETTINGS.deliveryFee);
  });
});

describe(`who may call the company delivery operations (${testDatabaseKind})`, () => {
  it('lets a user whose role grants accessToCompanyDelivery in', async () => {
    expect((await as(DEMO_USERS.staff, 'GET', '/company/company-delivery/paginator/')).statusCode).toBe(200);
    expect((await as(DEMO_USERS.staff, 'GET', '/v2/company/location')).statusCode).toBe(200);
  });

  it('answers 403 to a user without any of the permissions and changes nothing; 401 without a session', async () => {
    const before = await settingsOf(DEMO_IDS.partner);
    for (const [method, url, payload] of [
      ['GET', '/company/company-delivery', undefined],
      ['GET', '/v2/company/location', undefined],
      ['PUT', '/company/company-delivery/open-company', { companyId: DEMO_IDS.partner, isOpen: true }],
      ['POST', `/company/company-delivery/${DEMO_IDS.partner}`, NEW_SETTINGS],
    ] as [Method, string, object | undefined][]) {
      const denied = await as(DEMO_USERS.partner, method, url, payload);
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      expect(denied.json().code).toBe('forbidden');
    }
    expect(await settingsOf(DEMO_IDS.partner)).toEqual(before);
    expect((await shared.server.call({ method: 'GET', url: '/company/company-delivery' })).statusCode).toBe(401);
    const foreign = await as(DEMO_USERS.restaurant, 'GET', '/company/company-delivery', undefined, DEMO_IDS.supermarket);
    expect(foreign.statusCode).toBe(403);
  });
});

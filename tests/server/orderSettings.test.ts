import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, type TestServer } from './harness';

// The desk settings (PUT /v2/company/{id}/order-settings): security by target, and values out of
// range refused by their field with nothing written.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const settingsUrl = (companyId: string) => `/v2/company/${companyId}/order-settings`;
const VALID = { acceptMinutes: 10, prepMinutes: 30, repeatAlert: true, autoPrint: false };

async function put(email: string, companyId: string, payload: object, company?: string) {
  return server.call({ method: 'PUT', url: settingsUrl(companyId), token: await server.tokenFor(email), payload, ...(company ? { company } : {}) });
}

/** The settings of `companyId` as the root's restaurant board answers them. */
async function boardSettings(companyId: string): Promise<unknown> {
  const board = await server.call({ method: 'GET', url: '/v2/orders/board?type=restaurant', token: await server.tokenFor(DEMO_USERS.root) });
  const companies = (board.json() as { companies: Array<{ _id: string; settings: unknown }> }).companies;
  return companies.find((company) => company._id === companyId)?.settings;
}

describe('order desk settings', () => {
  it("lets a restaurant's operator change its own company's settings, which its board then answers", async () => {
    const saved = await put(DEMO_USERS.restaurant, DEMO_IDS.restaurant, VALID);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(VALID);
    const board = await server.call({ method: 'GET', url: '/v2/orders/board?type=restaurant', token: await server.tokenFor(DEMO_USERS.restaurant) });
    const companies = (board.json() as { companies: Array<{ _id: string; settings: unknown }> }).companies;
    expect(companies.map((company) => [company._id, company.settings])).toEqual([[DEMO_IDS.restaurant, VALID]]);
  });

  it("refuses a company user changing another company's settings, by path or by Company header, and writes nothing", async () => {
    const before = await boardSettings(DEMO_IDS.otherRestaurant);
    const byPath = await put(DEMO_USERS.restaurant, DEMO_IDS.otherRestaurant, { ...VALID, prepMinutes: 45 });
    expect(byPath.statusCode).toBe(404);
    const byHeader = await put(DEMO_USERS.restaurant, DEMO_IDS.otherRestaurant, { ...VALID, prepMinutes: 45 }, DEMO_IDS.otherRestaurant);
    expect([403, 404]).toContain(byHeader.statusCode);
    expect(await boardSettings(DEMO_IDS.otherRestaurant)).toEqual(before);
  });

  it('answers 400 naming the field for each value out of range or of the wrong kind, and writes nothing', async () => {
    const stored = { acceptMinutes: 12, prepMinutes: 25, repeatAlert: false, autoPrint: true };
    expect((await put(DEMO_USERS.root, DEMO_IDS.otherRestaurant, stored)).statusCode).toBe(200);
    const refused: Array<[object, string]> = [
      [{ ...stored, acceptMinutes: 0 }, 'acceptMinutes'],
      [{ ...stored, acceptMinutes: 61 }, 'acceptMinutes'],
      [{ ...stored, prepMinutes: 9 }, 'prepMinutes'],
      [{ ...stored, prepMinutes: 91 }, 'prepMinutes'],
      [{ ...stored, prepMinutes: 12.5 }, 'prepMinutes'],
      [{ ...stored, repeatAlert: 'yes' }, 'repeatAlert'],
      [{ acceptMinutes: 12, prepMinutes: 25, repeatAlert: false }, 'autoPrint'],
    ];
    for (const [payload, field] of refused) {
      const answer = await put(DEMO_USERS.root, DEMO_IDS.otherRestaurant, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message, JSON.stringify(payload)).toContain(field);
    }
    // The limits are allowed.
    const limits = { acceptMinutes: 60, prepMinutes: 10, repeatAlert: false, autoPrint: true };
    expect((await put(DEMO_USERS.root, DEMO_IDS.otherRestaurant, limits)).json()).toEqual(limits);
    expect(await boardSettings(DEMO_IDS.otherRestaurant)).toEqual(limits);
  });
});

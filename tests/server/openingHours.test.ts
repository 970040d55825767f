import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, testDatabaseKind, type Call, type TestServer } from './harness';

// The opening hours of a company and the open state they make (issue 23), over a server whose
// clock the test sets. São Paulo is UTC−3: 2025-01-14 is a Tuesday, 12:00 there is 15:00 UTC.
// Once a pause is stored the clock only moves forward, as a real one does.

let server: TestServer;
/** The API with the test's clock. */
let call: Call;
let clock = new Date('2025-01-14T15:00:00.000Z');
const setClock = (iso: string) => {
  clock = new Date(iso);
};

beforeAll(async () => {
  server = await startTestServer();
  call = await server.variant({ now: () => clock });
});
afterAll(() => server.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';

async function as(email: string, method: Method, url: string, payload?: unknown, company?: string) {
  return call({
    method,
    url,
    token: await server.tokenFor(email),
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(company ? { company } : {}),
  });
}

const hoursUrl = (companyId: string) => `/v2/company/${companyId}/opening-hours`;
const lookup = async (email: string, companyId: string) => ((await as(email, 'GET', `/v2/company/find/${companyId}`)).json() as Record<string, unknown>[])[0];

const slot = (start: string, end: string) => ({ start, end });
const WEEK = [[], [], [slot('11:00', '15:00'), slot('18:00', '23:30')], [slot('11:00', '15:00')], [], [], []];
const HOURS = {
  timeZone: 'America/Sao_Paulo',
  general: WEEK,
  delivery: null,
  pickup: null,
  exceptions: [{ date: '2024-12-25', recurring: true, label: ' Natal ', closed: true, slots: [] }],
};

async function stored(companyId: string) {
  return server.db.selectFrom('company_opening_hours').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

async function history(companyId: string) {
  return server.db
    .selectFrom('company_opening_hours_changes')
    .select(['version', 'action', 'changed_by_name', 'changed_at', 'before', 'after'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
}

async function userId(email: string): Promise<string> {
  return String((await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id);
}

describe(`opening hours (${testDatabaseKind})`, () => {
  it('answers empty weeks at version 0 for a company that never set hours, and the seeded ones of Sabor Mineiro', async () => {
    const none = await as(DEMO_USERS.restaurant, 'GET', hoursUrl(DEMO_IDS.restaurant));
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({
      companyId: DEMO_IDS.restaurant,
      timeZone: 'America/Sao_Paulo',
      general: [[], [], [], [], [], [], []],
      delivery: null,
      pickup: null,
      exceptions: [],
      pauses: [],
      version: 0,
      updatedAt: null,
      updatedBy: null,
    });
    const seeded = (await as(DEMO_USERS.root, 'GET', hoursUrl(DEMO_IDS.otherRestaurant))).json();
    expect(seeded).toMatchObject({ version: 1, updatedBy: null, updatedAt: expect.any(String) });
    expect(seeded.general.slice(0, 3)).toEqual([[slot('11:00', '16:00')], [], [slot('11:00', '15:00'), slot('18:00', '23:30')]]);
    expect(seeded.exceptions.map((e: { label: string }) => e.label)).toEqual(['Natal', 'Véspera de Natal', 'Ano Novo']);
  });

  it('saves the whole hours, gives exceptions ids, records who and when, and reads them back', async () => {
    const saved = await as(DEMO_USERS.restaurant, 'PUT', hoursUrl(DEMO_IDS.restaurant), HOURS);
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json();
    expect(body).toMatchObject({
      companyId: DEMO_IDS.restaurant,
      timeZone: 'America/Sao_Paulo',
      general: WEEK,
      delivery: null,
      pickup: null,
      exceptions: [{ date: '2024-12-25', recurring: true, label: 'Natal', closed: true, slots: [] }],
      pauses: [],
      version: 1,
      updatedAt: '2025-01-14T15:00:00.000Z',
      updatedBy: { _id: await userId(DEMO_USERS.restaurant), fullname: 'Rodrigo Restaurante' },
    });
    expect(body.exceptions[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await as(DEMO_USERS.restaurant, 'GET', hoursUrl(DEMO_IDS.restaurant))).json()).toEqual(body);
    expect(await history(DEMO_IDS.restaurant)).toEqual([
      {
        version: 1,
        action: 'update',
        changed_by_name: 'Rodrigo Restaurante',
        changed_at: new Date('2025-01-14T15:00:00.000Z'),
        before: null,
        after: { timeZone: 'America/Sao_Paulo', general: WEEK, delivery: null, pickup: null, exceptions: body.exceptions, pauses: [] },
      },
    ]);
  });

  it('changes and records nothing when the hours sent are the stored ones (an exception without id keeps its id)', async () => {
    const before = await stored(DEMO_IDS.restaurant);
    const again = await as(DEMO_USERS.restaurant, 'PUT', hoursUrl(DEMO_IDS.restaurant), HOURS);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ version: 1, exceptions: [{ id: before?.schedule.exceptions[0]?.id }] });
    expect(await stored(DEMO_IDS.restaurant)).toEqual(before);
    expect(await history(DEMO_IDS.restaurant)).toHaveLength(1);
  });

  it('refuses a stale version with 409 and saves with the current one', async () => {
    const changed = { ...HOURS, general: [[], [], [slot('11:00', '15:00'), slot('18:00', '23:30')], [slot('11:00', '15:00')], [], [], [slot('10:00', '14:00')]] };
    const stale = await as(DEMO_USERS.restaurant, 'PUT', hoursUrl(DEMO_IDS.restaurant), { ...changed, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version', message: expect.stringMatching(/^version: 0 is not the current version 1/) });
    expect((await stored(DEMO_IDS.restaurant))?.version).toBe(1);
    setClock('2025-01-14T15:05:00.000Z');
    const current = await as(DEMO_USERS.staff, 'PUT', hoursUrl(DEMO_IDS.restaurant), { ...changed, version: 1 });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ version: 2, updatedAt: '2025-01-14T15:05:00.000Z', updatedBy: { fullname: 'Sandra Equipe' } });
    // Back to the hours the next tests read, without a version: the last writer wins.
    expect((await as(DEMO_USERS.restaurant, 'PUT', hoursUrl(DEMO_IDS.restaurant), HOURS)).json()).toMatchObject({ version: 3, general: WEEK });
  });

  it('lets one of two writes of the same version through and refuses the other', async () => {
    const version = (await stored(DEMO_IDS.restaurant))?.version ?? -1;
    const answers = await Promise.all(
      [slot('09:00', '10:00'), slot('08:00', '09:00')].map((early) =>
        as(DEMO_USERS.restaurant, 'PUT', hoursUrl(DEMO_IDS.restaurant), { ...HOURS, general: [[early], ...WEEK.slice(1)], version }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await stored(DEMO_IDS.restaurant))?.version).toBe(version + 1);
    expect((await as(DEMO_USERS.restaurant, 'PUT', hoursUrl(DEMO_IDS.restaurant), HOURS)).statusCode).toBe(200);
  });

  it.each([
    ['a bad time', { ...HOURS, general: [[], [slot('11:00', '25:00')], [], [], [], [], []] }, 'invalid_time', /^general\[1\]\[0\]\.end: '25:00' is not a time/],
    ['overlapping slots', { ...HOURS, general: [[], [], [slot('11:00', '15:00'), slot('14:00', '16:00')], [], [], [], []] }, 'slots_overlap', /^general\[2\]\[1\]: 14:00–16:00 overlaps general\[2\]\[0\]/],
    ['an overnight slot over the next morning', { ...HOURS, general: [[slot('01:00', '03:00')], [], [], [], [], [], [slot('22:00', '02:00')]] }, 'slots_overlap', /^general\[0\]\[0\]/],
    ['an unknown time zone', { ...HOURS, timeZone: 'America/Atlantis' }, 'unknown_time_zone', /^timeZone: 'America\/Atlantis'/],
    [
      'two exceptions on one date',
      { ...HOURS, exceptions: [...HOURS.exceptions, { date: '2030-12-25', recurring: true, label: 'Natal', closed: true, slots: [] }] },
      'duplicate_exception_date',
      /^exceptions\[1\]\.date: /,
    ],
    ['a date that does not exist', { ...HOURS, exceptions: [{ date: '2025-02-30', recurring: false, label: 'X', closed: true, slots: [] }] }, 'invalid_date', /^exceptions\[0\]\.date: /],
    ['a week of 6 days', { ...HOURS, general: [[], [], [], [], [], []] }, 'validation', /general/],
    ['a field the contract does not know', { ...HOURS, openNow: true }, 'validation', /openNow/],
  ])('refuses %s with 400 naming the field, and saves nothing', async (_, payload, code, message) => {
    const token = await server.tokenFor(DEMO_USERS.restaurant);
    const changes = await server.countRowChanges();
    const before = await changes();
    const response = await call({ method: 'PUT', url: hoursUrl(DEMO_IDS.restaurant), token, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code, message: expect.stringMatching(message) });
    expect(await changes()).toBe(before);
  });

  it('names every problem of the hours in the message, the first one first', async () => {
    const response = await as(DEMO_USERS.restaurant, 'PUT', hoursUrl(DEMO_IDS.restaurant), { ...HOURS, timeZone: 'Nowhere/Land', general: [[], [slot('9:00', '10:00')], [], [], [], [], []] });
    expect(response.json()).toMatchObject({
      code: 'unknown_time_zone',
      message: "timeZone: 'Nowhere/Land' is not an IANA time zone; general[1][0].start: '9:00' is not a time HH:MM (00:00 to 23:59)",
    });
  });
});

describe(`who may read and write opening hours (${testDatabaseKind})`, () => {
  it("answers 404 to a company user on another company's hours, exactly as for an unknown company, and changes nothing", async () => {
    const before = await stored(DEMO_IDS.otherRestaurant);
    const calls: [Method, string, unknown][] = [
      ['GET', hoursUrl(DEMO_IDS.otherRestaurant), undefined],
      ['PUT', hoursUrl(DEMO_IDS.otherRestaurant), HOURS],
      ['POST', `${hoursUrl(DEMO_IDS.otherRestaurant)}/pauses`, { until: '2025-01-14T17:30:00.000Z' }],
      ['DELETE', `${hoursUrl(DEMO_IDS.otherRestaurant)}/pauses/any`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      const response = await as(DEMO_USERS.restaurant, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', message: `The requested company ${DEMO_IDS.otherRestaurant} is not found` });
    }
    expect(await stored(DEMO_IDS.otherRestaurant)).toEqual(before);
    expect(await history(DEMO_IDS.otherRestaurant)).toEqual([]);
    expect((await as(DEMO_USERS.root, 'GET', hoursUrl('no-such-company'))).statusCode).toBe(404);
  });

  it('answers 403 to a Company header naming another company, and to a user without the permission', async () => {
    const header = await as(DEMO_USERS.restaurant, 'GET', hoursUrl(DEMO_IDS.restaurant), undefined, DEMO_IDS.otherRestaurant);
    expect(header.statusCode).toBe(403);
    expect(header.json().code).toBe('company_forbidden');
    // The partner's fallback permissions do not include the opening hours.
    const partner = await as(DEMO_USERS.partner, 'PUT', hoursUrl(DEMO_IDS.partner), HOURS);
    expect(partner.statusCode).toBe(403);
    expect(await stored(DEMO_IDS.partner)).toBeUndefined();
  });

  it('lets root and the franchise act on the companies they act for, and the supermarket on its own', async () => {
    expect((await as(DEMO_USERS.root, 'GET', hoursUrl(DEMO_IDS.partner))).statusCode).toBe(200);
    expect((await as(DEMO_USERS.franchise, 'GET', hoursUrl(DEMO_IDS.restaurant))).statusCode).toBe(200);
    expect((await as(DEMO_USERS.franchise, 'GET', hoursUrl(DEMO_IDS.otherRestaurant))).statusCode).toBe(404);
    const market = await as(DEMO_USERS.market, 'PUT', hoursUrl(DEMO_IDS.supermarket), { ...HOURS, general: Array.from({ length: 7 }, () => [slot('07:00', '22:00')]) });
    expect(market.statusCode).toBe(200);
    expect(market.json().updatedBy.fullname).toBe('Marta Mercado');
  });
});

describe(`the open state the hours make (${testDatabaseKind})`, () => {
  it('is open inside a slot, with the next change at its end', async () => {
    setClock('2025-01-14T15:00:00.000Z'); // Tuesday 12:00
    expect(await lookup(DEMO_USERS.restaurant, DEMO_IDS.restaurant)).toMatchObject({
      isOpen: true,
      isManual: false,
      timeZone: 'America/Sao_Paulo',
      openReason: 'schedule',
      openReasonLabel: null,
      pausedUntil: null,
      nextChange: { at: '2025-01-14T18:00:00.000Z', isOpen: false },
    });
  });

  it('is closed between slots, opening at the next one; at the instant of closing too', async () => {
    setClock('2025-01-14T18:00:00.000Z'); // Tuesday 15:00, the lunch slot's end
    expect(await lookup(DEMO_USERS.restaurant, DEMO_IDS.restaurant)).toMatchObject({
      isOpen: false,
      openReason: 'schedule',
      nextChange: { at: '2025-01-14T21:00:00.000Z', isOpen: true },
    });
    setClock('2025-01-15T18:00:00.000Z'); // Wednesday 15:00: the next opening is next Tuesday
    expect(await lookup(DEMO_USERS.restaurant, DEMO_IDS.restaurant)).toMatchObject({ isOpen: false, nextChange: { at: '2025-01-21T14:00:00.000Z', isOpen: true } });
  });

  it("lists the company's position with the state its hours make, and filters by it", async () => {
    const located = async (query: string) =>
      ((await as(DEMO_USERS.root, 'GET', `/v2/company/location${query}`)).json() as { _id: string; isOpen: boolean }[]).filter(
        (company) => company._id === DEMO_IDS.restaurant,
      );
    setClock('2025-01-15T18:00:00.000Z'); // Wednesday 15:00: closed by its hours, stored open
    expect(await located('')).toEqual([expect.objectContaining({ isOpen: false })]);
    expect(await located('?isOpen=true')).toEqual([]);
    expect(await located('?isOpen=false')).toHaveLength(1);
    setClock('2025-01-21T15:00:00.000Z'); // the next Tuesday 12:00: open
    expect(await located('?isOpen=true')).toEqual([expect.objectContaining({ isOpen: true })]);
  });

  it('is closed on a closing exception, saying its label', async () => {
    setClock('2029-12-25T15:00:00.000Z'); // Natal 2029, a Tuesday
    expect(await lookup(DEMO_USERS.restaurant, DEMO_IDS.restaurant)).toMatchObject({
      isOpen: false,
      openReason: 'exception',
      openReasonLabel: 'Natal',
      nextChange: { at: '2029-12-26T14:00:00.000Z', isOpen: true },
    });
    // The seeded hours of Sabor Mineiro: a short Christmas Eve, then Natal closed.
    setClock('2025-12-24T20:00:00.000Z'); // Wednesday 17:00
    expect(await lookup(DEMO_USERS.root, DEMO_IDS.otherRestaurant)).toMatchObject({
      isOpen: false,
      openReason: 'exception',
      openReasonLabel: 'Véspera de Natal',
      nextChange: { at: '2025-12-26T14:00:00.000Z', isOpen: true },
    });
  });

  it('is closed by a pause until it ends by itself; the pause is then gone', async () => {
    setClock('2025-01-14T15:00:00.000Z'); // Tuesday 12:00
    const created = await as(DEMO_USERS.restaurant, 'POST', `${hoursUrl(DEMO_IDS.restaurant)}/pauses`, { until: '2025-01-14T17:30:00.000Z', reason: ' Falta de gás ' });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body.pauses).toEqual([{ id: expect.stringMatching(/^[0-9a-f-]{36}$/), from: '2025-01-14T15:00:00.000Z', until: '2025-01-14T17:30:00.000Z', reason: 'Falta de gás' }]);
    expect(await lookup(DEMO_USERS.restaurant, DEMO_IDS.restaurant)).toMatchObject({
      isOpen: false,
      openReason: 'pause',
      openReasonLabel: 'Falta de gás',
      pausedUntil: '2025-01-14T17:30:00.000Z',
      nextChange: { at: '2025-01-14T17:30:00.000Z', isOpen: true },
    });
    setClock('2025-01-14T17:30:00.000Z');
    expect(await lookup(DEMO_USERS.restaurant, DEMO_IDS.restaurant)).toMatchObject({ isOpen: true, openReason: 'schedule', pausedUntil: null });
    expect((await as(DEMO_USERS.restaurant, 'GET', hoursUrl(DEMO_IDS.restaurant))).json().pauses).toEqual([]);
  });

  it('reopens when a pause is ended early; an unknown pause is 404', async () => {
    setClock('2025-01-14T21:30:00.000Z'); // Tuesday 18:30, in the dinner slot
    const created = (await as(DEMO_USERS.restaurant, 'POST', `${hoursUrl(DEMO_IDS.restaurant)}/pauses`, { from: '2025-01-14T21:00:00.000Z', until: '2025-01-14T23:00:00.000Z' })).json();
    const [pause] = created.pauses as { id: string; reason: string }[];
    expect(pause?.reason).toBe('');
    expect(await lookup(DEMO_USERS.restaurant, DEMO_IDS.restaurant)).toMatchObject({ isOpen: false, openReason: 'pause', openReasonLabel: null });
    const ended = await as(DEMO_USERS.restaurant, 'DELETE', `${hoursUrl(DEMO_IDS.restaurant)}/pauses/${pause?.id}`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().pauses).toEqual([]);
    expect(await lookup(DEMO_USERS.restaurant, DEMO_IDS.restaurant)).toMatchObject({ isOpen: true, openReason: 'schedule' });
    const again = await as(DEMO_USERS.restaurant, 'DELETE', `${hoursUrl(DEMO_IDS.restaurant)}/pauses/${pause?.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'not_found', message: `The requested pause ${pause?.id} is not found` });
  });

  it.each([
    ['already ended', { from: '2025-01-14T20:00:00.000Z', until: '2025-01-14T21:29:59.000Z' }, 'pause_already_ended', /^until: /],
    ['longer than 7 days', { until: '2025-01-21T21:30:00.001Z' }, 'pause_too_long', /^until: /],
    ['ending before it starts', { from: '2025-01-14T23:00:00.000Z', until: '2025-01-14T22:30:00.000Z' }, 'pause_ends_before_start', /^until: /],
    ['with an instant written otherwise', { from: 'agora', until: '2025-01-14T23:00:00.000Z' }, 'invalid_date', /^from: 'agora'/],
    ['without its end', { reason: 'x' }, 'validation', /until/],
  ])('refuses a pause %s with 400 naming the field, and saves nothing', async (_, payload, code, message) => {
    const before = await stored(DEMO_IDS.restaurant);
    const response = await as(DEMO_USERS.restaurant, 'POST', `${hoursUrl(DEMO_IDS.restaurant)}/pauses`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, message: expect.stringMatching(message) });
    expect(await stored(DEMO_IDS.restaurant)).toEqual(before);
  });

  it('follows nothing in manual mode, and the hours again once back to automatic', async () => {
    setClock('2025-01-20T15:00:00.000Z'); // Monday: closed by the hours
    const manual = await as(DEMO_USERS.restaurant, 'PATCH', `/v2/company/${DEMO_IDS.restaurant}/open-state`, { isOpen: true, isManual: true });
    expect(manual.json()).toMatchObject({ isOpen: true, isManual: true, openReason: 'manual', openReasonLabel: null, pausedUntil: null, nextChange: null });
    expect(await lookup(DEMO_USERS.restaurant, DEMO_IDS.restaurant)).toMatchObject({ isOpen: true, openReason: 'manual' });
    const automatic = await as(DEMO_USERS.restaurant, 'PATCH', `/v2/company/${DEMO_IDS.restaurant}/open-state`, { isOpen: true, isManual: false });
    expect(automatic.json()).toMatchObject({
      isOpen: false,
      isManual: false,
      openReason: 'schedule',
      nextChange: { at: '2025-01-21T14:00:00.000Z', isOpen: true },
      lastOpenChange: { fromManual: true, toManual: false },
    });
    // A company without hours keeps its stored state in automatic mode.
    expect(await lookup(DEMO_USERS.root, DEMO_IDS.partner)).toMatchObject({ isOpen: true, isManual: false, openReason: 'no_hours', nextChange: null });
  });

  it('keeps every change of the hours in order, with who, when and the action', async () => {
    const rows = await history(DEMO_IDS.restaurant);
    expect(rows.map((r) => [r.version, r.action, r.changed_by_name])).toEqual([
      [1, 'update', 'Rodrigo Restaurante'],
      [2, 'update', 'Sandra Equipe'],
      [3, 'update', 'Rodrigo Restaurante'],
      [4, 'update', 'Rodrigo Restaurante'],
      [5, 'update', 'Rodrigo Restaurante'],
      [6, 'pause_add', 'Rodrigo Restaurante'],
      [7, 'pause_add', 'Rodrigo Restaurante'],
      [8, 'pause_remove', 'Rodrigo Restaurante'],
    ]);
    const [added, addedLater, removed] = rows.slice(5);
    expect(added?.changed_at).toEqual(new Date('2025-01-14T15:00:00.000Z'));
    expect(added?.before?.pauses).toEqual([]);
    expect(added?.after.pauses.map((p) => p.reason)).toEqual(['Falta de gás']);
    // The pause that had ended by the next change is dropped with it.
    expect(addedLater?.changed_at).toEqual(new Date('2025-01-14T21:30:00.000Z'));
    expect(addedLater?.before?.pauses.map((p) => p.reason)).toEqual(['Falta de gás']);
    expect(addedLater?.after.pauses.map((p) => p.until)).toEqual(['2025-01-14T23:00:00.000Z']);
    expect(removed?.before?.pauses).toHaveLength(1);
    expect(removed?.after.pauses).toEqual([]);
  });

  it('drops the pauses that have ended with the next change of the hours', async () => {
    setClock('2025-01-21T15:00:00.000Z');
    await as(DEMO_USERS.restaurant, 'POST', `${hoursUrl(DEMO_IDS.restaurant)}/pauses`, { until: '2025-01-21T16:00:00.000Z', reason: 'Entrega de mercadoria' });
    expect((await stored(DEMO_IDS.restaurant))?.pauses).toHaveLength(1);
    setClock('2025-01-21T16:00:00.000Z');
    const changed = await as(DEMO_USERS.restaurant, 'PUT', hoursUrl(DEMO_IDS.restaurant), { ...HOURS, timeZone: 'America/Manaus' });
    expect(changed.json()).toMatchObject({ timeZone: 'America/Manaus', pauses: [] });
    expect((await stored(DEMO_IDS.restaurant))?.pauses).toEqual([]);
  });

  it("gives a company's time zone to its users' main company, on which their order history reads dates", async () => {
    const mainCompany = async (email: string) => ((await as(email, 'GET', '/acl/users')).json() as { company: Record<string, unknown> | null }).company;
    expect(await mainCompany(DEMO_USERS.root)).toBeNull();
    const saved = await as(DEMO_USERS.restaurant, 'PUT', hoursUrl(DEMO_IDS.restaurant), { ...HOURS, timeZone: 'America/Noronha' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await mainCompany(DEMO_USERS.restaurant)).toMatchObject({ _id: DEMO_IDS.restaurant, timeZone: 'America/Noronha' });
    // A company without opening hours: no time zone (the platform's is meant).
    await server.db.deleteFrom('company_opening_hours').where('company_id', '=', DEMO_IDS.supermarket).execute();
    const market = await mainCompany(DEMO_USERS.market);
    expect(market).toMatchObject({ _id: DEMO_IDS.supermarket });
    expect(market).not.toHaveProperty('timeZone');
  });
});

import { describe, expect, it } from 'vitest';
import { isValidCpf } from '../../src/domain/cpf';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_RIDER_COUNT, demoRiderId } from '../../server/seedDelivery';
import { startFileServer, type Method } from './fileServer';
import { DEMO_USERS, testDatabaseKind } from './harness';

interface Rider {
  _id: string;
  deliverymanPaid: boolean;
  deliveryManPaidDate: string | null;
  isOnline: boolean;
  onRoute: boolean;
  flag: string;
  cpf: string;
  typeOfVehicle: string;
  phone: string;
  person: { _id: string; name: string } | null;
  company: { _id: string; name: string } | null;
  location: [number, number] | null;
}

// The demo riders: 1 to 10 ride for the restaurant, 11 to 18 for the supermarket, 19 to 24
// for the partner, 25 to 30 for Sabor Mineiro. Rider 4 has no person record, rider 9 no
// position, rider 7 no history.
const RESTAURANT_RIDERS = 10;
const SUPERMARKET_RIDER = demoRiderId(11);
const OTHER_RESTAURANT_RIDER = demoRiderId(25);
// Valid CPFs nobody in the demo has.
const NEW_CPF = '52998224725';
const OTHER_CPF = '11144477735';

const shared = startFileServer();
const { as } = shared;

async function stored(id: string) {
  return shared.server.db.selectFrom('delivery_men').selectAll().where('id', '=', id).executeTakeFirst();
}

async function riderCount(): Promise<number> {
  return (await shared.server.db.selectFrom('delivery_men').select('id').execute()).length;
}

function newRider(overrides: Record<string, unknown> = {}) {
  return { person: { name: 'Tiago Entregador' }, phone: '+55 (11) 98765-4321', cpf: '529.982.247-25', typeOfVehicle: 'moto', company: DEMO_IDS.restaurant, ...overrides };
}

describe(`delivery men lists (${testDatabaseKind})`, () => {
  it("answers a company user only its own company's riders, by name, people without a name last", async () => {
    const riders: Rider[] = (await as(DEMO_USERS.restaurant, 'GET', '/delivery-man/list')).json();
    expect(riders).toHaveLength(RESTAURANT_RIDERS);
    expect(new Set(riders.map((r) => r.company?._id))).toEqual(new Set([DEMO_IDS.restaurant]));
    const names = riders.flatMap((r) => (r.person ? [r.person.name] : []));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(riders.at(-1)).toMatchObject({ _id: demoRiderId(4), person: null });
    for (const rider of riders) {
      expect(isValidCpf(rider.cpf)).toBe(true);
      expect(rider.phone).toMatch(/^\d{10,13}$/);
      expect(rider.onRoute).toBe(rider.flag === 'ON_ROUTE');
    }
  });

  it('answers root every rider, a franchise its companies\' riders, and narrows to the Company header', async () => {
    expect((await as(DEMO_USERS.root, 'GET', '/delivery-man/list')).json()).toHaveLength(DEMO_RIDER_COUNT);
    const franchise: Rider[] = (await as(DEMO_USERS.franchise, 'GET', '/delivery-man/list')).json();
    expect(new Set(franchise.map((r) => r.company?._id))).toEqual(new Set([DEMO_IDS.restaurant, DEMO_IDS.supermarket]));
    const one: Rider[] = (await as(DEMO_USERS.root, 'GET', '/delivery-man/list', undefined, DEMO_IDS.partner)).json();
    expect(one).toHaveLength(6);
    expect(one.every((r) => r.company?._id === DEMO_IDS.partner)).toBe(true);
  });

  it('filters by state (DeliveryStatus) and by text, phone or CPF (the search list)', async () => {
    const onRoute: Rider[] = (await as(DEMO_USERS.restaurant, 'GET', '/delivery-man/DeliveryStatus/?isOnline=true&onRoute=true')).json();
    expect(onRoute.map((r) => r._id).sort()).toEqual([2, 6, 8].map(demoRiderId));
    const offline: Rider[] = (await as(DEMO_USERS.restaurant, 'GET', '/delivery-man/DeliveryStatus/?isOnline=false')).json();
    expect(offline.map((r) => r._id).sort()).toEqual([3, 5, 9].map(demoRiderId));

    const all: Rider[] = (await as(DEMO_USERS.restaurant, 'GET', '/delivery-man/list')).json();
    const target = all.find((r) => r._id === demoRiderId(1)) as Rider;
    const byName: Rider[] = (await as(DEMO_USERS.restaurant, 'GET', `/delivery-man/list/?search=${encodeURIComponent((target.person?.name ?? '').split(' ')[0] ?? '')}`)).json();
    expect(byName.map((r) => r._id)).toContain(target._id);
    const formattedCpf = `${target.cpf.slice(0, 3)}.${target.cpf.slice(3, 6)}.${target.cpf.slice(6, 9)}-${target.cpf.slice(9)}`;
    const byCpf: Rider[] = (await as(DEMO_USERS.restaurant, 'GET', `/delivery-man/list/?search=${encodeURIComponent(formattedCpf)}`)).json();
    expect(byCpf.map((r) => r._id)).toEqual([target._id]);
    const byPhone: Rider[] = (await as(DEMO_USERS.restaurant, 'GET', `/delivery-man/list/?search=${target.phone.slice(-8)}`)).json();
    expect(byPhone.map((r) => r._id)).toEqual([target._id]);
    const onlineOnRoute: Rider[] = (await as(DEMO_USERS.restaurant, 'GET', '/delivery-man/list/?isOnline=true&onRoute=false')).json();
    expect(onlineOnRoute.map((r) => r._id).sort()).toEqual([1, 4, 7, 10].map(demoRiderId));
  });

  it('narrows the search to one application\'s companies by the applicationId header', async () => {
    const token = await shared.server.tokenFor(DEMO_USERS.root);
    const same = await shared.server.call({ method: 'GET', url: '/delivery-man/list/', token, headers: { applicationId: DEMO_IDS.application } });
    expect(same.json()).toHaveLength(DEMO_RIDER_COUNT);
    const other = await shared.server.call({ method: 'GET', url: '/delivery-man/list/', token, headers: { applicationId: 'another-application' } });
    expect(other.json()).toEqual([]);
  });

  it('pages with pageIn and pageOut and every paginator filter', async () => {
    const page = (await as(DEMO_USERS.root, 'GET', '/delivery-man/paginator/?pageIn=2&pageOut=7')).json();
    expect(page).toMatchObject({ totalDocs: DEMO_RIDER_COUNT, limit: 7, page: 2, totalPages: 5 });
    expect(page.docs).toHaveLength(7);
    const first = (await as(DEMO_USERS.root, 'GET', '/delivery-man/paginator/?pageIn=1&pageOut=7')).json();
    expect(first.docs.map((r: Rider) => r._id)).not.toContain(page.docs[0]._id);

    const filter = async (query: string) =>
      (await as(DEMO_USERS.root, 'GET', `/delivery-man/paginator/?pageIn=1&pageOut=100&${query}`)).json().docs as Rider[];
    expect((await filter(`company=${DEMO_IDS.supermarket}`)).every((r) => r.company?._id === DEMO_IDS.supermarket)).toBe(true);
    expect(await filter(`company=${DEMO_IDS.supermarket}`)).toHaveLength(8);
    const rider = (await filter('')).find((r) => r._id === demoRiderId(12)) as Rider;
    expect((await filter(`person=${encodeURIComponent(rider.person?.name ?? '')}`)).map((r) => r._id)).toContain(rider._id);
    expect((await filter(`cpf=${rider.cpf.slice(0, 9)}`)).map((r) => r._id)).toEqual([rider._id]);
    expect((await filter('isOnline=false')).every((r) => !r.isOnline)).toBe(true);
    expect((await filter('flag=ON_ROUTE')).every((r) => r.flag === 'ON_ROUTE' && r.onRoute)).toBe(true);
    const bikes = await filter('typeOfVehicle=BICICLETA');
    expect(bikes.length).toBeGreaterThan(0);
    expect(bikes.every((r) => r.typeOfVehicle === 'bicicleta')).toBe(true);
    // A company user filtering by another company's id gets nothing of it.
    const foreign = (await as(DEMO_USERS.restaurant, 'GET', `/delivery-man/paginator/?company=${DEMO_IDS.supermarket}`)).json();
    expect(foreign).toMatchObject({ docs: [], totalDocs: 0, totalPages: 1 });
  });

  it('refuses bad paginator input with a 400 naming the parameter', async () => {
    for (const [query, name] of [['pageOut=101', 'pageOut'], ['pageIn=0', 'pageIn'], ['cpf=12a', 'cpf'], ['flag=SLEEPING', 'flag'], ['isOnline=maybe', 'isOnline']]) {
      const response = await as(DEMO_USERS.root, 'GET', `/delivery-man/paginator/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(new RegExp(name as string));
    }
  });

  it('answers the live map the riders with a position as [longitude, latitude] in São Paulo, filtered', async () => {
    const riders = (await as(DEMO_USERS.restaurant, 'GET', '/delivery-man/map')).json();
    expect(riders).toHaveLength(RESTAURANT_RIDERS - 1);
    expect(riders.map((r: { _id: string }) => r._id)).not.toContain(demoRiderId(9));
    for (const rider of riders) {
      const [longitude, latitude] = rider.location;
      expect(longitude).toBeGreaterThan(-46.8);
      expect(longitude).toBeLessThan(-46.5);
      expect(latitude).toBeGreaterThan(-23.7);
      expect(latitude).toBeLessThan(-23.45);
    }
    expect(riders.find((r: { _id: string }) => r._id === demoRiderId(4))).toMatchObject({ person: null });
    const online = (await as(DEMO_USERS.restaurant, 'GET', '/delivery-man/map?online=true&onRoute=false')).json();
    expect(online.every((r: Rider) => r.isOnline && !r.onRoute)).toBe(true);
    expect((await as(DEMO_USERS.root, 'GET', '/delivery-man/map')).json()).toHaveLength(DEMO_RIDER_COUNT - 1);
  });
});

describe(`one delivery man and its history (${testDatabaseKind})`, () => {
  it("answers a company user's own rider, and 404 for another company's rider exactly as for an unknown one", async () => {
    const own = await as(DEMO_USERS.restaurant, 'GET', `/delivery-man/list/${demoRiderId(1)}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ _id: demoRiderId(1), company: { _id: DEMO_IDS.restaurant, name: 'Cantina da Nonna' } });
    const other = await as(DEMO_USERS.restaurant, 'GET', `/delivery-man/list/${SUPERMARKET_RIDER}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'not_found', message: `The requested delivery man ${SUPERMARKET_RIDER} is not found` });
    expect((await as(DEMO_USERS.restaurant, 'GET', '/delivery-man/list/no-such-rider')).statusCode).toBe(404);
  });

  it('answers the seven local days ending today, newest first, paged, with 0 minutes on days offline', async () => {
    const week = (await as(DEMO_USERS.restaurant, 'GET', `/delivery-man/online-last-week/${demoRiderId(1)}?pageIn=1&pageOut=10`)).json();
    expect(week).toMatchObject({ totalDocs: 7, limit: 10, page: 1, totalPages: 1 });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(week.docs[0].date).toBe(today);
    for (let i = 1; i < 7; i++) {
      expect(Date.parse(week.docs[i - 1].date) - Date.parse(week.docs[i].date)).toBe(86_400_000);
    }
    for (const day of week.docs) {
      if (day.onlineMinutes === 0) expect(day).toMatchObject({ firstOnlineAt: null, lastOnlineAt: null });
      else expect(Date.parse(day.lastOnlineAt) - Date.parse(day.firstOnlineAt)).toBe(day.onlineMinutes * 60_000);
    }
    expect(week.docs.some((d: { onlineMinutes: number }) => d.onlineMinutes > 0)).toBe(true);
    const last = (await as(DEMO_USERS.restaurant, 'GET', `/delivery-man/online-last-week/${demoRiderId(1)}?pageIn=3&pageOut=3`)).json();
    expect(last).toMatchObject({ totalDocs: 7, page: 3, totalPages: 3 });
    expect(last.docs).toEqual([week.docs[6]]);
    const none = (await as(DEMO_USERS.restaurant, 'GET', `/delivery-man/online-last-week/${demoRiderId(7)}`)).json();
    expect(none.docs.every((d: { onlineMinutes: number }) => d.onlineMinutes === 0)).toBe(true);
    expect((await as(DEMO_USERS.restaurant, 'GET', `/delivery-man/online-last-week/${SUPERMARKET_RIDER}`)).statusCode).toBe(404);
  });

  it('answers the races newest first, a rider on route with its running race', async () => {
    const races = (await as(DEMO_USERS.restaurant, 'GET', `/v2/report/deliveryman/races/history/${demoRiderId(2)}?pageIn=1&pageOut=100`)).json();
    expect(races.totalDocs).toBeGreaterThan(3);
    const starts = races.docs.map((r: { startedAt: string }) => Date.parse(r.startedAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(races.docs[0]).toMatchObject({ finishedAt: null, status: 'DELIVERY_ROUTE' });
    for (const race of races.docs.slice(1)) expect(['DELIVERED', 'CANCELED']).toContain(race.status);
    const second = (await as(DEMO_USERS.restaurant, 'GET', `/v2/report/deliveryman/races/history/${demoRiderId(2)}?pageIn=2&pageOut=2`)).json();
    expect(second.docs).toEqual(races.docs.slice(2, 4));
    expect((await as(DEMO_USERS.restaurant, 'GET', `/v2/report/deliveryman/races/history/${OTHER_RESTAURANT_RIDER}`)).statusCode).toBe(404);
  });
});

describe(`creating and changing delivery men (${testDatabaseKind})`, () => {
  it('creates a rider from a formatted CPF and phone, keeping their digits; offline, free, not paid', async () => {
    const created = await as(DEMO_USERS.restaurant, 'POST', '/delivery-man', newRider());
    expect(created.statusCode).toBe(201);
    const rider: Rider = created.json();
    expect(created.headers.location).toBe(`/api/delivery-man/list/${rider._id}`);
    expect(rider).toMatchObject({
      cpf: NEW_CPF,
      phone: '5511987654321',
      person: { name: 'Tiago Entregador' },
      company: { _id: DEMO_IDS.restaurant },
      flag: 'FREE',
      isOnline: false,
      onRoute: false,
      deliverymanPaid: false,
      deliveryManPaidDate: null,
      location: null,
    });
    expect((await as(DEMO_USERS.restaurant, 'GET', `/delivery-man/list/${rider._id}`)).json()).toEqual(rider);
  });

  it('refuses a CPF with wrong check digits (400 invalid_cpf naming the field) and creates nothing', async () => {
    const before = await riderCount();
    for (const cpf of ['529.982.247-26', '11111111111', '1234', 'abc.def.ghi-jk']) {
      const response = await as(DEMO_USERS.restaurant, 'POST', '/delivery-man', newRider({ cpf }));
      expect(response.statusCode, cpf).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_cpf', message: expect.stringMatching(/^cpf is not valid/) });
    }
    expect(await riderCount()).toBe(before);
  });

  it('refuses other bad input with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [newRider({ phone: '12345' }), 'invalid_phone', 'phone'],
      [newRider({ phone: '(11) 9876-abcd' }), 'invalid_phone', 'phone'],
      [newRider({ person: { name: '  Al  ' } }), 'too_short', 'person.name'],
      [newRider({ typeOfVehicle: '   ' }), 'required', 'typeOfVehicle'],
      [newRider({ flag: 'SLEEPING' }), 'validation', 'flag'],
      [{ ...newRider(), cpf: undefined }, 'validation', 'cpf'],
      [newRider({ company: '' }), 'validation', 'company'],
    ];
    const before = await riderCount();
    for (const [payload, code, field] of cases) {
      const response = await as(DEMO_USERS.root, 'POST', '/delivery-man', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe(code);
      expect(response.json().message).toContain(field);
    }
    expect(await riderCount()).toBe(before);
  });

  it('answers 409 cpf_taken for a CPF another rider has, 403 for another company, 400 for an unknown one', async () => {
    const taken = await as(DEMO_USERS.root, 'POST', '/delivery-man', newRider({ cpf: NEW_CPF }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('cpf_taken');
    const before = await riderCount();
    const foreign = await as(DEMO_USERS.restaurant, 'POST', '/delivery-man', newRider({ cpf: OTHER_CPF, company: DEMO_IDS.supermarket }));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('company_forbidden');
    const unknown = await as(DEMO_USERS.root, 'POST', '/delivery-man', newRider({ cpf: OTHER_CPF, company: 'no-such-company' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'unknown_company', message: expect.stringContaining('company') });
    expect(await riderCount()).toBe(before);
  });

  it("registers as new a CPF another company's rider has, telling nothing of that rider; within a company the CPF stays unique", async () => {
    const theirs = await stored(SUPERMARKET_RIDER);
    const cpf = theirs?.cpf ?? '';
    expect(isValidCpf(cpf)).toBe(true);
    const formatted = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    // The same request with a CPF nobody has: the answer to the other company's CPF must not differ from it but for the CPF and ids.
    const fresh = await as(DEMO_USERS.restaurant, 'POST', '/delivery-man', newRider({ cpf: '390.533.447-05', person: { name: 'Rita Dupla' } }));
    const reused = await as(DEMO_USERS.restaurant, 'POST', '/delivery-man', newRider({ cpf: formatted, person: { name: 'Rita Dupla' } }));
    expect([fresh.statusCode, reused.statusCode]).toEqual([201, 201]);
    const { _id: freshId, person: freshPerson, cpf: freshCpf, createdAt: _fc, updatedAt: _fu, ...freshRest } = fresh.json() as Rider & { createdAt: string; updatedAt: string };
    const { _id: reusedId, person: reusedPerson, cpf: reusedCpf, createdAt: _rc, updatedAt: _ru, ...reusedRest } = reused.json() as Rider & { createdAt: string; updatedAt: string };
    expect([freshCpf, reusedCpf]).toEqual(['39053344705', cpf]);
    expect(reusedRest).toEqual(freshRest);
    expect(reusedRest).toMatchObject({ company: { _id: DEMO_IDS.restaurant }, flag: 'FREE', isOnline: false });
    expect(reusedPerson?.name).toBe(freshPerson?.name);
    expect(reusedId).not.toBe(SUPERMARKET_RIDER);
    // Each company finds only its own rider with the CPF; the supermarket's is untouched.
    const bySearch = async (email: string) =>
      ((await as(email, 'GET', `/delivery-man/list/?search=${cpf}`)).json() as Rider[]).map((r) => [r._id, r.company?._id]);
    expect(await bySearch(DEMO_USERS.restaurant)).toEqual([[reusedId, DEMO_IDS.restaurant]]);
    expect(await bySearch(DEMO_USERS.market)).toEqual([[SUPERMARKET_RIDER, DEMO_IDS.supermarket]]);
    expect(await stored(SUPERMARKET_RIDER)).toEqual(theirs);

    // Within the restaurant the CPF is now taken, with the same answer as any taken CPF.
    const again = await as(DEMO_USERS.restaurant, 'POST', '/delivery-man', newRider({ cpf }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'cpf_taken', message: `cpf ${formatted} is already registered for another delivery man of this company` });
    const renamed = await as(DEMO_USERS.restaurant, 'PUT', `/delivery-man/update/${freshId}`, { cpf });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().code).toBe('cpf_taken');
    // Moved into the supermarket, where its CPF is taken: refused; its CPF changed to another company's one: accepted.
    const moved = await as(DEMO_USERS.root, 'PUT', `/delivery-man/update/${reusedId}`, { company: DEMO_IDS.supermarket });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('cpf_taken');
    const otherCompanyCpf = (await stored(OTHER_RESTAURANT_RIDER))?.cpf ?? '';
    const changed = await as(DEMO_USERS.restaurant, 'PUT', `/delivery-man/update/${freshId}`, { cpf: otherCompanyCpf });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ cpf: otherCompanyCpf, company: { _id: DEMO_IDS.restaurant } });

    for (const id of [freshId, reusedId]) expect((await as(DEMO_USERS.restaurant, 'DELETE', `/delivery-man/delete/${id}`)).statusCode).toBe(204);
  });

  it('updates only the fields sent; a flag moves onRoute with it; a rider without person gets one', async () => {
    const id = demoRiderId(1);
    const before = (await as(DEMO_USERS.restaurant, 'GET', `/delivery-man/list/${id}`)).json();
    const updated = await as(DEMO_USERS.restaurant, 'PUT', `/delivery-man/update/${id}`, { flag: 'ON_ROUTE', phone: '(11) 3456-7890' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ ...before, flag: 'ON_ROUTE', onRoute: true, phone: '1134567890', updatedAt: expect.any(String) });
    const freed = (await as(DEMO_USERS.restaurant, 'PUT', `/delivery-man/update/${id}`, { flag: 'FREE' })).json();
    expect(freed).toMatchObject({ flag: 'FREE', onRoute: false });

    const named = await as(DEMO_USERS.restaurant, 'PUT', `/delivery-man/update/${demoRiderId(4)}`, { person: { name: 'Sem Cadastro Antes' } });
    expect(named.json().person).toMatchObject({ name: 'Sem Cadastro Antes' });
  });

  it("answers 404 to a company user changing another company's rider, and changes nothing", async () => {
    const before = await stored(SUPERMARKET_RIDER);
    const attempts: [Method, string, object | undefined][] = [
      ['PUT', `/delivery-man/update/${SUPERMARKET_RIDER}`, { flag: 'UNAVAILABLE', person: { name: 'Invasor' } }],
      ['PATCH', `/delivery-man/delivery/paid/${SUPERMARKET_RIDER}`, { deliverymanPaid: true, deliveryManPaidDate: null }],
      ['DELETE', `/delivery-man/delete/${SUPERMARKET_RIDER}?confirm=true`, undefined],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await as(DEMO_USERS.restaurant, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    expect(await stored(SUPERMARKET_RIDER)).toEqual(before);
  });

  it('refuses moving a rider to a company the caller may not act for (403), a taken CPF (409) and an empty change (400)', async () => {
    const id = demoRiderId(3);
    const before = await stored(id);
    const moved = await as(DEMO_USERS.restaurant, 'PUT', `/delivery-man/update/${id}`, { company: DEMO_IDS.otherRestaurant });
    expect(moved.statusCode).toBe(403);
    const taken = await as(DEMO_USERS.restaurant, 'PUT', `/delivery-man/update/${id}`, { cpf: NEW_CPF, person: { name: 'Outro Nome' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('cpf_taken');
    const invalid = await as(DEMO_USERS.restaurant, 'PUT', `/delivery-man/update/${id}`, { cpf: '52998224700' });
    expect(invalid.json()).toMatchObject({ statusCode: 400, code: 'invalid_cpf' });
    expect((await as(DEMO_USERS.restaurant, 'PUT', `/delivery-man/update/${id}`, {})).statusCode).toBe(400);
    expect(await stored(id)).toEqual(before);
    // Root may move it between any companies.
    const rooted = await as(DEMO_USERS.root, 'PUT', `/delivery-man/update/${id}`, { company: DEMO_IDS.otherRestaurant });
    expect(rooted.json().company).toMatchObject({ _id: DEMO_IDS.otherRestaurant, name: 'Sabor Mineiro' });
    await as(DEMO_USERS.root, 'PUT', `/delivery-man/update/${id}`, { company: DEMO_IDS.restaurant });
  });
});

describe(`payment flag (${testDatabaseKind})`, () => {
  const url = `/delivery-man/delivery/paid/${demoRiderId(10)}`;

  it('marks paid with the date sent, or now when none is sent, and unpaid clearing the date', async () => {
    const date = '2024-05-10T15:30:00.000Z';
    const paid = await as(DEMO_USERS.restaurant, 'PATCH', url, { deliverymanPaid: true, deliveryManPaidDate: date });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ deliverymanPaid: true, deliveryManPaidDate: date });
    const before = Date.now();
    const now = (await as(DEMO_USERS.restaurant, 'PATCH', url, { deliverymanPaid: true, deliveryManPaidDate: null })).json();
    expect(Date.parse(now.deliveryManPaidDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(now.deliveryManPaidDate)).toBeLessThanOrEqual(Date.now() + 1000);
    const unpaid = (await as(DEMO_USERS.restaurant, 'PATCH', url, { deliverymanPaid: false, deliveryManPaidDate: null })).json();
    expect(unpaid).toMatchObject({ deliverymanPaid: false, deliveryManPaidDate: null });
  });

  it('refuses a date with "not paid", a date in the future and a malformed body, naming the field', async () => {
    const before = await stored(demoRiderId(10));
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const cases: [object, string][] = [
      [{ deliverymanPaid: false, deliveryManPaidDate: '2024-05-10T15:30:00.000Z' }, 'paid_date_not_paid'],
      [{ deliverymanPaid: true, deliveryManPaidDate: future }, 'paid_date_future'],
      [{ deliverymanPaid: true }, 'validation'],
      [{ deliverymanPaid: true, deliveryManPaidDate: 'yesterday' }, 'validation'],
    ];
    for (const [payload, code] of cases) {
      const response = await as(DEMO_USERS.restaurant, 'PATCH', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe(code);
      expect(response.json().message).toContain('deliveryManPaidDate');
    }
    expect(await stored(demoRiderId(10))).toEqual(before);
  });
});

describe(`deleting delivery men (${testDatabaseKind})`, () => {
  it('removes a rider without history at once', async () => {
    const id = demoRiderId(7);
    const response = await as(DEMO_USERS.restaurant, 'DELETE', `/delivery-man/delete/${id}`);
    expect(response.statusCode).toBe(204);
    expect(await stored(id)).toBeUndefined();
    expect((await as(DEMO_USERS.restaurant, 'GET', `/delivery-man/list/${id}`)).statusCode).toBe(404);
  });

  it('asks for confirmation before deleting a rider with history, then keeps the history', async () => {
    const id = demoRiderId(5);
    const races = () => shared.server.db.selectFrom('delivery_man_races').select('id').where('delivery_man_id', '=', id).execute();
    const days = () => shared.server.db.selectFrom('delivery_man_online_days').select('day').where('delivery_man_id', '=', id).execute();
    const [racesBefore, daysBefore] = [await races(), await days()];
    expect(racesBefore.length).toBeGreaterThan(0);

    const unconfirmed = await as(DEMO_USERS.restaurant, 'DELETE', `/delivery-man/delete/${id}`);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({ code: 'has_history', message: expect.stringContaining(`${racesBefore.length} race(s)`) });
    expect((await as(DEMO_USERS.restaurant, 'GET', `/delivery-man/list/${id}`)).statusCode).toBe(200);

    const rider: Rider = (await as(DEMO_USERS.restaurant, 'GET', `/delivery-man/list/${id}`)).json();
    expect((await as(DEMO_USERS.restaurant, 'DELETE', `/delivery-man/delete/${id}?confirm=true`)).statusCode).toBe(204);
    expect((await as(DEMO_USERS.restaurant, 'GET', `/delivery-man/list/${id}`)).statusCode).toBe(404);
    const list: Rider[] = (await as(DEMO_USERS.restaurant, 'GET', '/delivery-man/list')).json();
    expect(list.map((r) => r._id)).not.toContain(id);
    expect((await stored(id))?.deleted_at).toBeInstanceOf(Date);
    expect(await races()).toHaveLength(racesBefore.length);
    expect(await days()).toHaveLength(daysBefore.length);
    // Its CPF is free again.
    const again = await as(DEMO_USERS.restaurant, 'POST', '/delivery-man', newRider({ cpf: rider.cpf }));
    expect(again.statusCode).toBe(201);
  });
});

describe(`who may call the delivery-man operations (${testDatabaseKind})`, () => {
  it('lets a user whose role grants accessToCompanyDelivery in, for its company only', async () => {
    const riders: Rider[] = (await as(DEMO_USERS.staff, 'GET', '/delivery-man/list')).json();
    expect(riders.length).toBeGreaterThan(0);
    expect(riders.every((r) => r.company?._id === DEMO_IDS.restaurant)).toBe(true);
  });

  it('answers 403 to a user without any of the permissions, 401 without a session, 403 for a foreign Company header', async () => {
    const before = await riderCount();
    for (const [method, url, payload] of [
      ['GET', '/delivery-man/list', undefined],
      ['GET', '/delivery-man/map', undefined],
      ['POST', '/delivery-man', newRider({ cpf: OTHER_CPF, company: DEMO_IDS.partner })],
      ['DELETE', `/delivery-man/delete/${demoRiderId(19)}?confirm=true`, undefined],
    ] as [Method, string, object | undefined][]) {
      const denied = await as(DEMO_USERS.partner, method, url, payload);
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      expect(denied.json().code).toBe('forbidden');
    }
    expect(await riderCount()).toBe(before);
    expect((await shared.server.call({ method: 'GET', url: '/delivery-man/list' })).statusCode).toBe(401);
    const foreign = await as(DEMO_USERS.restaurant, 'GET', '/delivery-man/list', undefined, DEMO_IDS.supermarket);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('company_forbidden');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { waitFor } from '../../support/waitFor';
import { createApiClients, type ApiClients } from '../../../src/api/client';
import {
  createDeliveryMan,
  deleteDeliveryMan,
  getDeliveryMan,
  getOnlineLastWeek,
  getRacesHistory,
  listCompanies,
  openCompanyDelivery,
  paginateCompanyDeliveries,
  paginateDeliveryMen,
  setDeliveryManPaid,
} from '../../../src/api/deliveryActors';
import { deleteOneWith, makeDeletes } from '../../../src/api/deferredDeletes';
import { isApiError } from '../../../src/contract/apiError';
import { toPaidBody, toRiderCreate } from '../../../src/bindings/deliveryBodies';
import { createRiderFormMachine, saveRider } from '../../../src/bindings/delivery';
import { toRecordEditorView } from '../../../src/machines/recordEditor/connect';
import { toRiderPaginatorQuery } from '../../../src/bindings/deliveryQueries';
import { DEMO_IDS } from '../../../server/seed';
import { demoRiderId } from '../../../server/seedDelivery';
import { DEMO_USERS, startTestServer, type TestServer } from '../../server/harness';
import { losingFirstAnswer } from '../../api/lostAnswer';

// The screens' calls over the real API: the reference server listening on loopback.
let server: TestServer;
let baseUrl: string;
beforeAll(async () => {
  server = await startTestServer();
  const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `${address}/api`;
});
afterAll(() => server.close());

async function clientsOf(
  email: string,
  companyId: string | null = null,
  fetchFn?: (request: Request) => Promise<Response>,
): Promise<ApiClients> {
  const token = await server.tokenFor(email);
  return createApiClients(
    { apiBaseUrl: baseUrl, callCenterBaseUrl: baseUrl },
    { accessToken: () => token, companyId: () => companyId },
    fetchFn ? { fetch: fetchFn } : {},
  );
}

const QUERY = { page: 1, size: 10 as const, sort: { field: 'name', direction: 'asc' as const }, search: '', filters: {} };

async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return { statusCode: error.statusCode, code: error.code };
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('the delivery screens’ calls', () => {
  it('page the riders with the list’s filters; a company user sees its own company’s only', async () => {
    const root = await clientsOf(DEMO_USERS.root);
    const all = await paginateDeliveryMen(root, toRiderPaginatorQuery(QUERY));
    expect(all.totalDocs).toBe(30);
    const online = await paginateDeliveryMen(root, toRiderPaginatorQuery({ ...QUERY, size: 5, filters: { isOnline: 'true' } }));
    expect(online.docs).toHaveLength(5);
    expect(online.docs.every((rider) => rider.isOnline)).toBe(true);
    expect(online.totalDocs).toBeLessThan(30);
    const restaurant = await clientsOf(DEMO_USERS.restaurant, DEMO_IDS.restaurant);
    const own = await paginateDeliveryMen(restaurant, toRiderPaginatorQuery(QUERY));
    expect(own.totalDocs).toBe(10);
    expect(new Set(own.docs.map((rider) => rider.company?._id))).toEqual(new Set([DEMO_IDS.restaurant]));
    expect((await listCompanies(restaurant)).map((company) => company._id)).toEqual([DEMO_IDS.restaurant]);
  });

  it('create a rider from the form; the server refuses a wrong CPF by its code', async () => {
    const root = await clientsOf(DEMO_USERS.root);
    const values = { name: 'Joana Entregadora', phone: '(11) 91234-5678', cpf: '529.982.247-25', typeOfVehicle: 'moto', company: DEMO_IDS.restaurant, flag: 'FREE' as const };
    expect(await failure(createDeliveryMan(root, { ...toRiderCreate(values), cpf: '52998224724' }))).toEqual({ statusCode: 400, code: 'invalid_cpf' });
    const rider = await createDeliveryMan(root, toRiderCreate(values));
    expect(rider).toMatchObject({ phone: '11912345678', cpf: '52998224725', person: { name: 'Joana Entregadora' }, deliverymanPaid: false });
    expect(await failure(createDeliveryMan(root, toRiderCreate(values)))).toEqual({ statusCode: 409, code: 'cpf_taken' });
    const paid = await setDeliveryManPaid(root, rider._id, toPaidBody({ paid: true, paidAt: '2025-05-12T15:00' }));
    expect(paid.deliveryManPaidDate).toBe(new Date('2025-05-12T15:00').toISOString());
    const week = await getOnlineLastWeek(root, rider._id);
    expect(week.docs).toHaveLength(7);
    expect((await getRacesHistory(root, rider._id, 1, 5)).totalDocs).toBe(0);
    // No history: deleted without a second question.
    expect(await makeDeletes(deleteOneWith(root), { kind: 'rider', ids: [rider._id] }, false)).toEqual({ undone: false, kept: [] });
    expect(await failure(getDeliveryMan(root, rider._id))).toMatchObject({ statusCode: 404 });
  });

  it('leave a rider with history for the second confirmation, then delete it keeping the history', async () => {
    const root = await clientsOf(DEMO_USERS.root);
    const id = demoRiderId(1);
    expect((await getRacesHistory(root, id, 1, 5)).totalDocs).toBeGreaterThan(0);
    expect(await makeDeletes(deleteOneWith(root), { kind: 'rider', ids: [id] }, false)).toEqual({ undone: false, kept: [id] });
    expect((await getDeliveryMan(root, id))._id).toBe(id);
    expect(await makeDeletes(deleteOneWith(root), { kind: 'riderKeepingHistory', ids: [id] }, false)).toEqual({ undone: false, kept: [] });
    expect(await failure(getDeliveryMan(root, id))).toMatchObject({ statusCode: 404 });
  });

  it('stop at another refusal: a company user naming another company’s rider gets 404', async () => {
    const restaurant = await clientsOf(DEMO_USERS.restaurant, DEMO_IDS.restaurant);
    const other = demoRiderId(15);
    expect(await failure(makeDeletes(deleteOneWith(restaurant), { kind: 'rider', ids: [other] }, false))).toMatchObject({ statusCode: 404 });
    expect((await getDeliveryMan(await clientsOf(DEMO_USERS.root), other))._id).toBe(other);
  });

  it('open or close a company’s delivery, by the company of the settings', async () => {
    const restaurant = await clientsOf(DEMO_USERS.restaurant, DEMO_IDS.restaurant);
    const page = await paginateCompanyDeliveries(restaurant, { pageIn: 1, pageOut: 10 });
    expect(page.docs.map((row) => row.company._id)).toEqual([DEMO_IDS.restaurant]);
    const closed = await openCompanyDelivery(restaurant, DEMO_IDS.restaurant, false);
    expect(closed.isOpen).toBe(false);
  });

  it('a rider create whose answer was lost is answered on Save again with the same key, not refused as cpf_taken', async () => {
    const { posts, fetch: losing } = losingFirstAnswer('/api/delivery-man');
    const root = await clientsOf(DEMO_USERS.root, null, losing);
    const saved: string[] = [];
    const machine = createRiderFormMachine(root).provide({ actions: { notifySaved: (_, { saved: rider }) => saved.push(rider._id) } });
    const actor = createActor(machine, { input: { subject: null } }).start();
    await waitFor(actor, (snapshot) => toRecordEditorView(snapshot).status === 'editing');
    const values = { name: 'Rui Expresso', phone: '(11) 98765-4321', cpf: '111.444.777-35', typeOfVehicle: 'moto', company: DEMO_IDS.restaurant, flag: 'FREE' as const };
    actor.send({ type: 'user.save', values });
    const failed = await waitFor(actor, (snapshot) => toRecordEditorView(snapshot).status === 'editing' && snapshot.context.failure !== null);
    expect(failed.context.failure).toMatchObject({ statusCode: 0, code: 'network' });
    actor.send({ type: 'user.save', values: { ...values } });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    // Closed saved, not cancelled.
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().output?.saved).toMatchObject({ person: { name: 'Rui Expresso' } });
    expect(posts).toHaveLength(2);
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]).toEqual({ key: posts[0]?.key, replayed: 'true' });
    const [id] = saved;
    if (id === undefined) throw new Error('the rider was saved');
    const page = await paginateDeliveryMen(root, { pageIn: 1, pageOut: 10, cpf: '11144477735' });
    expect(page.docs.map((rider) => rider._id)).toEqual([id]);
    await deleteDeliveryMan(root, id);
  });

  it('a rider create carries its Idempotency-Key; an update carries none', async () => {
    const sent: Array<{ method: string; key: string | null }> = [];
    const clients = createApiClients(
      { apiBaseUrl: 'http://api.test/api', callCenterBaseUrl: 'http://callcenter.test/v1' },
      { accessToken: () => 'access-1', companyId: () => DEMO_IDS.restaurant },
      {
        fetch: async (request) => {
          sent.push({ method: request.method, key: request.headers.get('Idempotency-Key') });
          return Response.json({}, { status: request.method === 'POST' ? 201 : 200 });
        },
      },
    );
    const values = { name: 'Rui', phone: '11987654321', cpf: '11144477735', typeOfVehicle: 'moto', company: DEMO_IDS.restaurant, flag: 'FREE' as const };
    await saveRider(clients, { subject: null, values, loaded: null, idempotencyKey: 'key-7' });
    await saveRider(clients, { subject: 'd1', values, loaded: null, idempotencyKey: 'key-7' });
    await createDeliveryMan(clients, toRiderCreate(values));
    expect(sent).toEqual([
      { method: 'POST', key: 'key-7' },
      { method: 'PUT', key: null },
      { method: 'POST', key: null },
    ]);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ApiClients } from '../../src/api/client';
import { createCompanyOptionsLookup } from '../../src/bindings/delivery';
import { DEMO_USERS, type TestServer } from '../server/harness';
import { waitFor } from '../support/waitFor';
import { listeningServer, OVER_THE_SERVER } from './listening';

// The delivery area's lookups with their real calls, over the reference server on loopback.
let server: TestServer;
let clients: ApiClients;
beforeAll(async () => {
  ({ server, clients } = await listeningServer({ email: DEMO_USERS.root }));
});
afterAll(() => server.close());

describe('delivery bindings', () => {
  it('the companies lookup answers every company root acts for, as options sorted by name', async () => {
    const names = await sql<{ name: string }>`select name from companies`.execute(server.db);
    const lookup = createActor(createCompanyOptionsLookup(clients), { input: { query: 'all' } }).start();
    const answered = await waitFor(lookup, (s) => s.context.result !== null, OVER_THE_SERVER);
    const shown = answered.context.result?.map((option) => option.name) ?? [];
    expect(shown).toEqual(names.rows.map((row) => row.name).sort((a, b) => a.localeCompare(b)));
    expect(shown.length).toBeGreaterThan(1);
    lookup.stop();
  });
});

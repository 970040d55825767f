import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, readAccess, type ContractOperation } from '../../server/contract';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, testDatabaseKind, type TestServer } from './harness';
import { expectedOutcome, matrixCallers, type Caller } from './security/callers';
import { recordFigures } from './security/figures';
import { routesOfTree, runMatrix, samplePath, signOutLast, type MatrixResult } from './security/matrix';
import { isStreamOperation } from './security/streams';

let server: TestServer;
let operations: ContractOperation[];
let document: Record<string, unknown>;
let callers: Caller[];
/** The operations that answer an open stream (`x-stream`), and the addresses of those that need a real record. */
let fixtures: { streams: Set<string>; urls: Map<string, string> };
beforeAll(async () => {
  server = await startTestServer();
  const contract = await loadContract();
  operations = signOutLast(contract.operations);
  document = contract.document;
  fixtures = {
    streams: new Set(contract.operations.filter((op) => isStreamOperation(document, op)).map((op) => op.operationId)),
    // The public print route answers only a signed link of an order that exists: one of the demo orders.
    urls: new Map([['getPrintedOrder', `/v2/public/orders/print?token=${await printToken(server)}`]]),
  };
  callers = await matrixCallers(server);
}, 120_000);
afterAll(() => server.close());

/** A print link of a demo order of Cantina da Nonna, made by root. */
async function printToken(test: TestServer): Promise<string> {
  const order = await test.db.selectFrom('orders').select('id').where('company_id', '=', DEMO_IDS.restaurant).orderBy('number').executeTakeFirstOrThrow();
  const token = await test.tokenFor(DEMO_USERS.root);
  const response = await test.call({ method: 'POST', url: `/v2/orders/${order.id}/print-link`, token });
  if (response.statusCode !== 201) throw new Error(`the print link answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { token: string }).token;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** Operations of the bundled document whose declaration is missing or ambiguous. */
function undeclaredOperations(): string[] {
  const undeclared: string[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (typeof operation !== 'object' || operation === null) continue;
      try {
        readAccess(`${method} ${path}`, operation as Record<string, unknown>);
      } catch {
        undeclared.push(`${method.toUpperCase()} ${path}`);
      }
    }
  }
  return undeclared;
}

function describeMismatches(result: MatrixResult): string[] {
  return [...result.unexpectedAllows, ...result.unexpectedDenies, ...result.wrongDenials, ...result.serverErrors].map(
    (m) => `${m.caller}: ${m.operation} answered ${m.status}, expected ${m.expected}`,
  );
}

describe(`authorization matrix (${testDatabaseKind})`, () => {
  let figures: Record<string, number> = {};

  it('serves exactly the operations of the contract, each with one declaration of who may call it', async () => {
    const routed = routesOfTree(server.app.printRoutes({ commonPrefix: false }))
      .filter((route) => route.includes(' /api/'))
      .map((route) => route.replace(' /api/', ' /'));
    const declared = new Set(operations.map((op) => `${op.method.toUpperCase()} ${op.path}`));
    // Fastify answers HEAD with the GET route (and its guard).
    const unknown = routed.filter((route) => !declared.has(route.replace(/^HEAD /, 'GET ')));
    const unrouted = [...declared].filter((route) => !routed.includes(route));
    const undeclared = undeclaredOperations();
    expect(unknown).toEqual([]);
    expect(unrouted).toEqual([]);
    expect(undeclared).toEqual([]);
    figures = { ...figures, operations: operations.length, routes: routed.length, undeclaredOperations: undeclared.length + unknown.length };
  });

  it('notices a guard removed on purpose: each operation that needs permissions, served unguarded, is let through for a caller the contract refuses', { timeout: 120_000 }, async () => {
    const guarded = operations.filter((op) => op.access.kind === 'permissions');
    const call = await server.variant({ unguardedOperations: guarded.map((op) => op.operationId) });
    const noticed = new Set<string>();
    for (const op of guarded) {
      // Callers the contract refuses, one at a time, until one is let through.
      for (const caller of callers.filter((c) => expectedOutcome(op, c) !== 'allow')) {
        const result = await runMatrix(call, [op], [caller], () => true, fixtures);
        if (result.unexpectedAllows.length > 0) {
          noticed.add(op.operationId);
          break;
        }
      }
    }
    expect(guarded.map((op) => op.operationId).filter((id) => !noticed.has(id))).toEqual([]);
    figures = { ...figures, guardsDroppedOnPurpose: guarded.length, droppedGuardsNoticed: noticed.size };
  });

  it('answers HEAD of a guarded read like its GET: refused without a valid token', async () => {
    const reads = operations.filter((op) => op.method === 'get' && op.access.kind !== 'public');
    const statuses = await Promise.all(reads.map(async (op) => (await server.call({ method: 'HEAD', url: samplePath(op.path) })).statusCode));
    expect(statuses.filter((s) => s !== 401)).toEqual([]);
  });

  it('allows and refuses every operation for every kind of caller exactly as the contract declares', { timeout: 120_000 }, async () => {
    const result = await runMatrix(server.call, operations, callers, () => true, fixtures);
    expect(describeMismatches(result)).toEqual([]);
    expect(result.calls).toBe(callers.length * operations.length);
    figures = {
      ...figures,
      callers: callers.length,
      calls: result.calls,
      unexpectedAllows: result.unexpectedAllows.length,
      unexpectedDenies: result.unexpectedDenies.length,
      denialsWithTheWrongStatus: result.wrongDenials.length,
      serverErrors: result.serverErrors.length,
    };
    recordFigures('authorization', { ...figures, callerKinds: callers.map((c) => c.name).join('; ') });
  });
});

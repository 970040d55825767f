import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectivePermissions, hasAnyPermission, type PermissionSubject } from '../../src/domain/permissions';
import { loadContract, type ContractOperation } from '../../server/contract';
import { DEMO_IDS } from '../../server/seed';
import { DEMO_USERS, startTestServer, testDatabaseKind, type TestServer } from './harness';

/** A kind of caller: who signs in, what the seed made them, and the Company header sent. */
interface Caller {
  name: string;
  email: string | null;
  subject: PermissionSubject | null;
  /** Companies the caller may act for (null: all). */
  companies: readonly string[] | null;
  companyHeader?: string;
}

const none: PermissionSubject = { rolePermissions: [], isRoot: false, isApplication: false, franchises: [], company: null };
const callers: Caller[] = [
  { name: 'anonymous', email: null, subject: null, companies: [] },
  { name: 'root', email: DEMO_USERS.root, subject: { ...none, isRoot: true }, companies: null },
  {
    name: 'company user (restaurant, own company)',
    email: DEMO_USERS.restaurant,
    subject: { ...none, company: { type: 'restaurant' } },
    companies: [DEMO_IDS.restaurant],
    companyHeader: DEMO_IDS.restaurant,
  },
  {
    name: 'company user naming another company',
    email: DEMO_USERS.restaurant,
    subject: { ...none, company: { type: 'restaurant' } },
    companies: [DEMO_IDS.restaurant],
    companyHeader: DEMO_IDS.otherRestaurant,
  },
  {
    name: 'company user (supermarket)',
    email: DEMO_USERS.market,
    subject: { ...none, company: { type: 'supermarket' } },
    companies: [DEMO_IDS.supermarket],
  },
  { name: 'company user (partner)', email: DEMO_USERS.partner, subject: { ...none, company: { type: 'partner' } }, companies: [DEMO_IDS.partner] },
];

function expectedAllowed(op: ContractOperation, caller: Caller): boolean {
  if (op.access.kind === 'public') return true;
  if (!caller.subject) return false;
  if (op.access.kind === 'permissions' && !hasAnyPermission(effectivePermissions(caller.subject), op.access.permissions)) {
    return false;
  }
  if (op.companyScoped && caller.companyHeader && caller.companies !== null) {
    return caller.companies.includes(caller.companyHeader);
  }
  return true;
}

function samplePath(path: string): string {
  return path.replace(/\{[^}]+\}/g, '1');
}

let server: TestServer;
let operations: ContractOperation[];
beforeAll(async () => {
  server = await startTestServer();
  // Signing out ends the caller's session, so it runs last.
  operations = [...(await loadContract()).operations].sort(
    (a, b) => Number(a.operationId === 'signOut') - Number(b.operationId === 'signOut'),
  );
});
afterAll(() => server.close());

describe(`authorization matrix (${testDatabaseKind})`, () => {
  it('every operation declares who may call it', () => {
    for (const op of operations) expect(['public', 'authenticated', 'permissions']).toContain(op.access.kind);
  });

  it('allows and denies every operation for every kind of caller exactly as the contract declares', async () => {
    const unexpected: string[] = [];
    let checked = 0;
    for (const caller of callers) {
      // A session per caller: the last call of each round signs it out.
      const token = caller.email ? await server.signIn(caller.email) : undefined;
      for (const op of operations) {
        const response = await server.call({
          method: op.method.toUpperCase() as 'GET',
          url: samplePath(op.path),
          ...(token ? { token } : {}),
          ...(caller.companyHeader ? { company: caller.companyHeader } : {}),
          ...(['post', 'put', 'patch'].includes(op.method) ? { payload: {} } : {}),
        });
        const allowed = response.statusCode !== 401 && response.statusCode !== 403;
        const expected = expectedAllowed(op, caller);
        checked++;
        if (allowed !== expected) {
          unexpected.push(`${caller.name}: ${op.method.toUpperCase()} ${op.path} answered ${response.statusCode}, expected ${expected ? 'allow' : 'deny'}`);
        }
        // Whatever the input, the server never answers 500.
        expect(response.statusCode, `${caller.name} ${op.operationId}: ${response.body}`).not.toBe(500);
      }
    }
    expect(unexpected).toEqual([]);
    expect(checked).toBe(callers.length * operations.length);
  });
});

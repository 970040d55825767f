import type { ContractOperation } from '../../../server/contract';
import type { Call } from '../harness';
import { expectedOutcome, type Caller, type Outcome } from './callers';
import { callOperation } from './streams';

/** One call of the matrix whose answer is not what the contract declares. */
export interface Mismatch {
  caller: string;
  operation: string;
  expected: Outcome;
  status: number;
}

/** What one pass of the matrix found. */
export interface MatrixResult {
  calls: number;
  unexpectedAllows: Mismatch[];
  unexpectedDenies: Mismatch[];
  /** Denied, but with the other status (401 for 403 or the reverse). */
  wrongDenials: Mismatch[];
  serverErrors: Mismatch[];
}

/** An id that names nothing, so that a call let through ends on 404 or 400 and changes nothing. */
const NO_SUCH_ID = 'matrix-no-such-id';

/** The path of an operation with every parameter set to an id that names nothing. */
export function samplePath(path: string): string {
  return path.replace(/\{[^}]+\}/g, NO_SUCH_ID);
}

function observed(status: number): Outcome {
  return status === 401 || status === 403 ? status : 'allow';
}

/**
 * Calls each operation as each caller (an empty body where the method takes one) and
 * compares the answer with the outcome the declarations give. A call counts as let
 * through when it answers anything but 401 and 403. `fixtures.urls` gives an operation the
 * address to call instead of its sample path (a public read that needs a real signed link, say);
 * the operations named in `fixtures.streams` answer an open stream when let through: their answer
 * is taken at its head.
 */
export async function runMatrix(
  call: Call,
  operations: readonly ContractOperation[],
  callers: readonly Caller[],
  include: (op: ContractOperation, caller: Caller) => boolean = () => true,
  fixtures: { urls?: ReadonlyMap<string, string>; streams?: ReadonlySet<string> } = {},
): Promise<MatrixResult> {
  const result: MatrixResult = { calls: 0, unexpectedAllows: [], unexpectedDenies: [], wrongDenials: [], serverErrors: [] };
  for (const caller of callers) {
    for (const op of operations) {
      if (!include(op, caller)) continue;
      const options = {
        method: op.method.toUpperCase() as 'GET',
        url: fixtures.urls?.get(op.operationId) ?? samplePath(op.path),
        ...(caller.token ? { token: caller.token } : {}),
        ...(caller.company ? { company: caller.company } : {}),
        ...(['post', 'put', 'patch'].includes(op.method) ? { payload: {} } : {}),
      };
      const response = await callOperation(call, options, fixtures.streams?.has(op.operationId) ?? false);
      result.calls++;
      const expected = expectedOutcome(op, caller);
      const got = observed(response.statusCode);
      const mismatch = { caller: caller.name, operation: `${op.operationId} (${op.method.toUpperCase()} ${op.path})`, expected, status: response.statusCode };
      if (response.statusCode >= 500) result.serverErrors.push(mismatch);
      if (expected === 'allow' && got !== 'allow') result.unexpectedDenies.push(mismatch);
      else if (expected !== 'allow' && got === 'allow') result.unexpectedAllows.push(mismatch);
      else if (expected !== got) result.wrongDenials.push(mismatch);
    }
  }
  return result;
}

/** Signing out ends the caller's session, so it goes last. */
export function signOutLast(operations: readonly ContractOperation[]): ContractOperation[] {
  return [...operations].sort((a, b) => Number(a.operationId === 'signOut') - Number(b.operationId === 'signOut'));
}

/** The API routes a Fastify tree print lists, as `METHOD /path` with `{param}`s. */
export function routesOfTree(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim()).filter(Boolean)) {
      routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

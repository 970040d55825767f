// Writes src/contract/operationAccess.gen.ts: who may call each operation of the contract (its
// x-public / x-authenticated / x-permissions), so that the app's screens read the server's
// policy from the contract instead of a copy. Run by `npm run gen:api`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadContract, type ContractOperation } from '../server/contract';

/** Where the module is written. */
export const OPERATION_ACCESS_PATH = fileURLToPath(new URL('../src/contract/operationAccess.gen.ts', import.meta.url));

function accessLiteral(operation: ContractOperation): string {
  const { access } = operation;
  if (access.kind !== 'permissions') return `{ kind: '${access.kind}' }`;
  return `{ kind: 'permissions', permissions: [${access.permissions.map((name) => `'${name}'`).join(', ')}] }`;
}

/** The text of the generated module for these operations (sorted by operationId, so the file is stable). */
export function operationAccessModule(operations: readonly ContractOperation[]): string {
  const sorted = [...operations].sort((a, b) => a.operationId.localeCompare(b.operationId));
  const lines = sorted.map((op) => `  ${op.operationId}: ${accessLiteral(op)},`);
  return [
    '// Generated from openapi/ by scripts/gen-operation-access.ts (npm run gen:api). Do not edit.',
    '',
    '/** Who may call each operation of the contract, by operationId. */',
    'export const OPERATION_ACCESS = {',
    ...lines,
    '} as const;',
    '',
    '/** The operationId of an operation of the contract. */',
    'export type OperationId = keyof typeof OPERATION_ACCESS;',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { operations } = await loadContract();
  writeFileSync(OPERATION_ACCESS_PATH, operationAccessModule(operations));
  console.info(`wrote ${OPERATION_ACCESS_PATH} (${operations.length} operations)`);
}

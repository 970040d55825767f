import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';

/** Where the hand-written contract's root document lives. */
export const SPEC_PATH = fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url));

/** The prefix under which the contract is served. */
export const API_PREFIX = '/api';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** Who may call an operation, as the contract declares it. */
export type Access =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'permissions'; permissions: readonly string[] };

/** One operation of the contract with its declarations. */
export interface ContractOperation {
  operationId: string;
  method: (typeof METHODS)[number];
  path: string;
  access: Access;
  companyScoped: boolean;
  base: string;
  /** The request body the operation takes: its media types and whether it must be sent (null: none). */
  body: { mediaTypes: string[]; required: boolean } | null;
}

/** The bundled contract (one document, local `$ref`s only) and its operations. */
export interface Contract {
  document: Record<string, unknown>;
  operations: ContractOperation[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads an operation's authorization declaration. Exactly one of `x-public`,
 * `x-authenticated` and `x-permissions` must be there: anything else is an error,
 * so an undeclared operation can never be served (deny by default).
 */
export function readAccess(where: string, operation: Record<string, unknown>): Access {
  const declared: Access[] = [];
  if (operation['x-public'] === true) declared.push({ kind: 'public' });
  if (operation['x-authenticated'] === true) declared.push({ kind: 'authenticated' });
  const permissions = operation['x-permissions'];
  if (permissions !== undefined) {
    if (!Array.isArray(permissions) || permissions.length === 0 || !permissions.every((p) => typeof p === 'string')) {
      throw new Error(`${where}: x-permissions must be a non-empty list of permission names`);
    }
    declared.push({ kind: 'permissions', permissions });
  }
  if (declared.length !== 1) {
    throw new Error(`${where}: declare exactly one of x-public, x-authenticated or x-permissions`);
  }
  return declared[0] as Access;
}

/** The media types of a request body and whether it is required, following one local `$ref`. */
function readBody(document: Record<string, unknown>, declared: unknown): ContractOperation['body'] {
  let body = declared;
  if (isRecord(body) && typeof body.$ref === 'string') {
    body = body.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, part) => (isRecord(at) ? at[part] : undefined), document);
  }
  if (!isRecord(body) || !isRecord(body.content)) return null;
  return { mediaTypes: Object.keys(body.content), required: body.required === true };
}

/** Lists the operations of a bundled document with their declarations. */
export function readOperations(document: Record<string, unknown>): ContractOperation[] {
  const paths = document.paths;
  if (!isRecord(paths)) throw new Error('The contract has no paths');
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isRecord(operation)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (typeof operation.operationId !== 'string') throw new Error(`${where}: no operationId`);
      operations.push({
        operationId: operation.operationId,
        method,
        path,
        access: readAccess(where, operation),
        companyScoped: operation['x-company-scoped'] === true,
        base: typeof operation['x-base'] === 'string' ? operation['x-base'] : 'api',
        body: readBody(document, operation.requestBody),
      });
    }
  }
  return operations;
}

let cached: Promise<Contract> | null = null;

/** Bundles `openapi/` into one document (read once per process). */
export function loadContract(): Promise<Contract> {
  cached ??= (async () => {
    const config = await createConfig({});
    const result = await bundle({ ref: SPEC_PATH, config, dereference: false });
    const document = result.bundle.parsed as unknown;
    if (!isRecord(document)) throw new Error(`${SPEC_PATH} is not an OpenAPI document`);
    return { document, operations: readOperations(document) };
  })();
  return cached;
}

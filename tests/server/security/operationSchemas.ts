import type { ContractOperation } from '../../../server/contract';

/** A JSON Schema node of the contract, as read from the bundled document. */
export type Schema = Record<string, unknown>;

/** One parameter of an operation, its `$ref` resolved. */
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

/** What the contract says an operation takes and answers. */
export interface OperationSchemas {
  parameters: Parameter[];
  /** The JSON body schema, when the operation takes a body. */
  body: Schema | null;
  bodyRequired: boolean;
  /** The JSON body schema of each declared status (and `default`); null for an answer without a body. */
  responses: Record<string, Schema | null>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a local `$ref` (`#/components/...`) of the bundled document. */
export function resolve(document: Schema, node: unknown): Schema {
  let current = node;
  for (let hops = 0; isRecord(current) && typeof current.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`Too many $ref hops at ${current.$ref}`);
    const parts = current.$ref.replace(/^#\//, '').split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = parts.reduce<unknown>((at, part) => (isRecord(at) ? at[part] : undefined), document);
  }
  if (!isRecord(current)) throw new Error('A $ref of the contract points nowhere');
  return current;
}

function jsonSchemaOf(document: Schema, holder: unknown): Schema | null {
  if (!isRecord(holder)) return null;
  const content = resolve(document, holder).content;
  if (!isRecord(content)) return null;
  const json = content['application/json'];
  return isRecord(json) && isRecord(json.schema) ? json.schema : null;
}

/** The parameters, body and answers of one operation of the bundled document. */
export function operationSchemas(document: Schema, op: ContractOperation): OperationSchemas {
  const item = (document.paths as Record<string, Schema>)[op.path] as Schema;
  const operation = item[op.method] as Schema;
  const declared = [...((item.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])];
  const parameters = declared.map((p) => {
    const parameter = resolve(document, p);
    return {
      name: String(parameter.name),
      in: parameter.in as Parameter['in'],
      required: parameter.required === true,
      schema: isRecord(parameter.schema) ? parameter.schema : {},
    };
  });
  const requestBody = operation.requestBody ? resolve(document, operation.requestBody) : null;
  const responses: Record<string, Schema | null> = {};
  for (const [status, response] of Object.entries((operation.responses as Schema) ?? {})) {
    responses[status] = jsonSchemaOf(document, response);
  }
  return {
    parameters,
    body: jsonSchemaOf(document, requestBody),
    bodyRequired: requestBody?.required === true,
    responses,
  };
}

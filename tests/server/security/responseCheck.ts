import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ContractOperation } from '../../../server/contract';
import type { Schema } from './operationSchemas';

/** Why an answer is outside the contract, or null when it is inside. */
export type ResponseCheck = (op: ContractOperation, status: number, body: string) => string | null;

function pointer(...parts: string[]): string {
  return `#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

/**
 * Checks answers against the contract: the status must be declared (or fall under
 * `default`), and the body must match the JSON schema declared for it, or be empty
 * where none is declared.
 */
export function contractValidator(document: Schema): ResponseCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(document, 'contract');
  const paths = document.paths as Record<string, Record<string, { responses?: Record<string, { $ref?: string; content?: Record<string, unknown> }> }>>;

  return (op, status, body) => {
    const responses = paths[op.path]?.[op.method]?.responses ?? {};
    const key = String(status) in responses ? String(status) : 'default' in responses ? 'default' : null;
    if (key === null) return `status ${status} is not declared`;
    const declared = responses[key];
    // A response declared by reference lives under components/responses.
    const base = declared?.$ref ? declared.$ref.replace(/^#\//, '').split('/') : ['paths', op.path, op.method, 'responses', key];
    const target = declared?.$ref
      ? (document.components as Record<string, Record<string, { content?: Record<string, unknown> }>>).responses?.[base[2] ?? '']
      : declared;
    if (!target?.content?.['application/json']) return body === '' ? null : `a body where status ${status} declares none`;
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return `a body that is not JSON where status ${status} declares JSON`;
    }
    const validate = ajv.getSchema(`contract${pointer(...base, 'content', 'application/json', 'schema')}`);
    if (!validate) return `no schema found for status ${status}`;
    return validate(value) ? null : ajv.errorsText(validate.errors);
  };
}

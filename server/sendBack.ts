// What a GET answered may be sent back as it is (seed 000's client does so for roles and users).
// An operation declaring `x-accepts-read: <schema name>` takes a record of that schema: the fields
// its own body does not declare but the read schema does (ids, dates, effective permissions, the
// core-role flag) are read-only and ignored, and a reference read whole (`{_id, name}`) is taken by
// its id where the write names it by id. Anything else the write does not declare is still refused.

type Schema = Record<string, unknown>;

function isRecord(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows local `$ref`s. */
function resolved(document: Schema, node: unknown): unknown {
  let current = node;
  for (let hops = 0; isRecord(current) && typeof current.$ref === 'string' && hops < 20; hops++) {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, part) => (isRecord(at) ? at[part] : undefined), document);
  }
  return current;
}

/** The record schema of `node`: its `$ref`s followed, the object among `anyOf`/`oneOf` options (a nullable record). */
function objectSchema(document: Schema, node: unknown): Schema | null {
  const current = resolved(document, node);
  if (!isRecord(current)) return null;
  const options = current.anyOf ?? current.oneOf;
  if (Array.isArray(options)) {
    for (const option of options) {
      const found = objectSchema(document, option);
      if (found) return found;
    }
    return null;
  }
  return isRecord(current.properties) ? current : null;
}

/** True when a write schema takes a text (an id) and not a record. */
function takesText(document: Schema, node: unknown): boolean {
  if (objectSchema(document, node)) return false;
  const schema = resolved(document, node);
  if (!isRecord(schema)) return false;
  const type = schema.type;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/** `value` with what `read` declares and `write` does not left out, at every level of the record. */
function prune(document: Schema, value: unknown, write: Schema, read: Schema): unknown {
  if (!isRecord(value)) return value;
  const writes = write.properties as Schema;
  const reads = read.properties as Schema;
  const kept: Schema = {};
  for (const [key, field] of Object.entries(value)) {
    if (!Object.hasOwn(writes, key)) {
      if (!Object.hasOwn(reads, key)) kept[key] = field;
      continue;
    }
    const writeField = writes[key];
    if (isRecord(field) && typeof field._id === 'string' && takesText(document, writeField)) {
      kept[key] = field._id;
      continue;
    }
    const nestedWrite = objectSchema(document, writeField);
    const nestedRead = Object.hasOwn(reads, key) ? objectSchema(document, reads[key]) : null;
    kept[key] = nestedWrite && nestedRead ? prune(document, field, nestedWrite, nestedRead) : field;
  }
  return kept;
}

/**
 * The body rewrite of an operation declaring `x-accepts-read`, or null: for a body schema and the
 * named read schema (`components.schemas`), a function leaving the read-only fields out.
 */
export function sendBackRewrite(document: Schema, operation: Schema): ((body: unknown) => unknown) | null {
  const readName = operation['x-accepts-read'];
  if (typeof readName !== 'string') return null;
  const components = isRecord(document.components) ? document.components : {};
  const schemas = isRecord(components.schemas) ? components.schemas : {};
  const read = objectSchema(document, schemas[readName]);
  const requestBody = resolved(document, operation.requestBody);
  const content = isRecord(requestBody) && isRecord(requestBody.content) ? requestBody.content : null;
  const json = content && isRecord(content['application/json']) ? content['application/json'] : null;
  const write = json ? objectSchema(document, json.schema) : null;
  if (!read || !write) throw new Error(`x-accepts-read: ${readName} or the body of ${String(operation.operationId)} is not a record schema`);
  return (body) => prune(document, body, write, read);
}

import fc from 'fast-check';
import { resolve, type Schema } from './operationSchemas';

/** Code points, as JSON Schema counts a string's length. */
function codePoints(value: string): number {
  return [...value].length;
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const min = numberOr(schema.minLength, 0);
  const max = Math.min(numberOr(schema.maxLength, 40), Math.max(min, 40));
  const fits = (s: string) => codePoints(s) >= min && codePoints(s) <= numberOr(schema.maxLength, Infinity);
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern), { maxLength: max }).filter(fits);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'uri':
      return fc.webUrl().filter(fits);
    default:
      return fc
        .oneof(fc.string({ minLength: min, maxLength: max }), fc.string({ minLength: min, maxLength: max, unit: 'binary' }))
        .filter(fits);
  }
}

function objectArbitrary(document: Schema, schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = arbitraryOf(document, property, depth + 1);
  const known = fc.record(model, { requiredKeys: [...required].filter((k) => k in model) });
  const extra = schema.additionalProperties;
  let result: fc.Arbitrary<Record<string, unknown>> = known;
  if (typeof extra === 'object' && extra !== null) {
    const names = (schema.propertyNames as Schema | undefined) ?? {};
    const keys = stringArbitrary({ minLength: 1, maxLength: 20, ...names }).filter((k) => !(k in properties) && k !== '__proto__');
    const maxKeys = Math.min(numberOr(schema.maxProperties, 4), 4);
    result = fc
      .tuple(known, fc.dictionary(keys, arbitraryOf(document, extra as Schema, depth + 1), { maxKeys }))
      .map(([k, d]) => ({ ...d, ...k }));
  }
  const minProperties = numberOr(schema.minProperties, 0);
  return minProperties > 0 ? result.filter((o) => Object.keys(o).length >= minProperties) : result;
}

/**
 * Values valid for a JSON Schema of the contract (OpenAPI 3.1: JSON Schema 2020-12),
 * within the keywords the contract uses: `$ref`, `const`, `enum`, `anyOf`/`oneOf`, type
 * lists, string lengths, patterns and formats, number bounds, arrays and objects.
 */
export function arbitraryOf(document: Schema, node: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(document, node);
  if (depth > 8) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(choices)) return fc.oneof(...choices.map((choice) => arbitraryOf(document, choice, depth + 1)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...(schema.type as string[]).map((type) => arbitraryOf(document, { ...schema, type }, depth)));
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: numberOr(schema.minimum, -(2 ** 31)), max: numberOr(schema.maximum, 2 ** 31 - 1) });
    case 'number': {
      const exclusive = typeof schema.exclusiveMinimum === 'number';
      const min = exclusive ? (schema.exclusiveMinimum as number) : numberOr(schema.minimum, -1e9);
      return fc.double({ min, minExcluded: exclusive, max: numberOr(schema.maximum, 1e9), noNaN: true, noDefaultInfinity: true });
    }
    case 'string':
      return stringArbitrary(schema);
    case 'array':
      // At most 4 items, unless the schema wants more (a week is 7 days).
      return fc.array(arbitraryOf(document, (schema.items as Schema | undefined) ?? {}, depth + 1), {
        minLength: numberOr(schema.minItems, 0),
        maxLength: Math.max(numberOr(schema.minItems, 0), Math.min(numberOr(schema.maxItems, 4), 4)),
      });
    case 'object':
      return objectArbitrary(document, schema, depth);
    default:
      return schema.properties ? objectArbitrary(document, schema, depth) : fc.jsonValue({ maxDepth: 2 });
  }
}

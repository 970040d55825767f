import fc from 'fast-check';
import type { ContractOperation } from '../../../server/contract';
import { DEMO_IDS } from '../../../server/seed';
import type { CallOptions } from '../harness';
import type { OperationSchemas, Parameter, Schema } from './operationSchemas';
import { arbitraryOf } from './schemaArbitrary';

/** Who makes a fuzzed call: a root user, a company user (MENU flow), or nobody. */
export type CallerKind = 'root' | 'company' | 'anonymous';

/** One fuzzed call before it is put on the wire. */
export interface FuzzRequest {
  kind: 'valid' | 'mutated' | 'hostile';
  mutation?: string;
  caller: CallerKind;
  company?: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  /** The JSON body; `undefined` sends none. */
  body?: unknown;
  /** A body sent as is (over the limit, not JSON, nested past reason), with its content type. */
  raw?: { payload: string | Buffer; contentType?: string };
  /** Raw JSON put in place of text of the serialized body (what JSON.stringify cannot write: `__proto__` keys, deep nesting). */
  splices?: Record<string, string>;
}

/** Strings that have broken servers: NUL, huge, injections, odd Unicode, traversal, templates. */
export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000',
  'abc\u0000def',
  'x'.repeat(100_000),
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  '\uD800',
  '\uDFFF\uD800',
  '𝕏😀\u202Egnp.exe',
  '../../../../etc/passwd',
  '%00%ff%',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}{{7*7}}',
  '\r\nSet-Cookie: x=1',
  '',
  ' ',
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  '__proto__',
];

/** Values of every JSON type, for a field that expects another. */
const WRONG_TYPES: readonly unknown[] = [0, -1, 1.5, 1e308, 2 ** 53 + 1, true, false, null, [], [1, 'a'], {}, { a: { b: 1 } }, 'text'];

const SENTINEL = '\u0001fuzz-splice-';

/** Percent-encodes any string byte by byte (lone surrogates included, which encodeURIComponent refuses). */
export function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

function queryValue(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(queryValue);
  if (value === undefined) return [];
  return [typeof value === 'string' ? value : JSON.stringify(value)];
}

/** The call `app.inject` makes for a fuzzed request. */
export function toWire(op: ContractOperation, request: FuzzRequest, token: string | null): CallOptions & { method: string; url: string } {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => percentEncode(request.params[name] ?? 'x'));
  const query = Object.entries(request.query)
    .flatMap(([name, value]) => queryValue(value).map((v) => `${percentEncode(name)}=${percentEncode(v)}`))
    .join('&');
  const headers: Record<string, string> = { ...request.headers };
  let payload: string | Buffer | undefined;
  if (request.raw) {
    payload = request.raw.payload;
    if (request.raw.contentType !== undefined) headers['content-type'] = request.raw.contentType;
  } else if (request.body !== undefined) {
    payload = JSON.stringify(request.body);
    for (const [find, fragment] of Object.entries(request.splices ?? {})) payload = payload.replace(find, fragment);
    headers['content-type'] = 'application/json';
  }
  return {
    method: op.method.toUpperCase(),
    url: query ? `${path}?${query}` : path,
    headers,
    ...(token ? { token } : {}),
    ...(request.company !== undefined ? { company: request.company } : {}),
    ...(payload !== undefined ? { payload } : {}),
  };
}

/** Header values go on the wire as Latin-1 text without control characters. */
function headerSafe(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, '?');
}

function callerArbitrary(op: ContractOperation): fc.Arbitrary<CallerKind> {
  if (op.access.kind === 'public') return fc.constantFrom<CallerKind>('anonymous', 'root');
  return op.companyScoped ? fc.constantFrom<CallerKind>('root', 'company') : fc.constant<CallerKind>('root');
}

function recordOf(document: Schema, list: Parameter[], stringify: boolean): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of list) {
    const value = arbitraryOf(document, p.schema);
    model[p.name] = stringify ? value.map((v) => headerSafe(typeof v === 'string' ? v : JSON.stringify(v))) : value;
  }
  return fc.record(model, { requiredKeys: list.filter((p) => p.required).map((p) => p.name) });
}

/** Requests valid for the contract: parameters, body, caller and Company header generated from the schemas. */
export function validRequest(document: Schema, op: ContractOperation, schemas: OperationSchemas): fc.Arbitrary<FuzzRequest> {
  const byPlace = (place: Parameter['in']) => schemas.parameters.filter((p) => p.in === place && !(place === 'header' && p.name.toLowerCase() === 'company'));
  const body = schemas.body ? arbitraryOf(document, schemas.body) : fc.constant(undefined);
  const company = op.companyScoped
    ? fc.option(fc.constantFrom<string>(DEMO_IDS.restaurant, DEMO_IDS.supermarket, DEMO_IDS.otherRestaurant, 'no-such-company'), { nil: undefined })
    : fc.constant(undefined);
  return fc
    .record({
      caller: callerArbitrary(op),
      company,
      params: recordOf(document, byPlace('path'), false),
      query: recordOf(document, byPlace('query'), false),
      headers: recordOf(document, byPlace('header'), true),
      body: schemas.bodyRequired || !schemas.body ? body : fc.option(body, { nil: undefined }),
    })
    .map((r) => ({
      kind: 'valid' as const,
      caller: r.caller,
      ...(r.company !== undefined ? { company: r.company } : {}),
      params: Object.fromEntries(Object.entries(r.params).map(([k, v]) => [k, String(v)])),
      query: r.query,
      headers: r.headers as Record<string, string>,
      ...(r.body !== undefined ? { body: r.body } : {}),
    }));
}

/** Every place of a JSON value, as a path of keys and indexes (the value itself first). */
function places(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const here = [at];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => places(item, [...at, i]))];
  if (typeof value === 'object' && value !== null) return [...here, ...Object.entries(value).flatMap(([k, v]) => places(v, [...at, k]))];
  return here;
}

/** A copy of `root` with the value at `path` replaced (or removed, with `remove`). */
function setAt(root: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(root)) {
    const copy = [...root];
    if (remove && rest.length === 0) copy.splice(Number(head), 1);
    else copy[Number(head)] = setAt(copy[Number(head)], rest, value, remove);
    return copy;
  }
  const copy = { ...(root as Record<string, unknown>) };
  if (remove && rest.length === 0) delete copy[String(head)];
  else copy[String(head)] = setAt(copy[String(head)], rest, value, remove);
  return copy;
}

function getAt(root: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[String(key)] : undefined), root);
}

const MUTATIONS = ['wrong type', 'missing field', 'extra field', 'hostile string', 'prototype key', 'deep nesting', 'hostile parameter', 'wrong parameter type'] as const;

/** One change of a valid request that breaks it in a way attackers and bugs do. */
function mutate(request: FuzzRequest, schemas: OperationSchemas, mutation: (typeof MUTATIONS)[number], pick: number, value: number): FuzzRequest {
  const out: FuzzRequest = { ...request, kind: 'mutated', mutation };
  const body = request.body ?? (schemas.body ? {} : undefined);
  const bodyPlaces = body === undefined ? [] : places(body);
  const choose = <T>(list: readonly T[]): T | undefined => (list.length === 0 ? undefined : list[pick % list.length]);
  const parameterNames = [
    ...schemas.parameters.filter((p) => p.in === 'path').map((p) => ['params', p.name] as const),
    ...schemas.parameters.filter((p) => p.in === 'query').map((p) => ['query', p.name] as const),
  ];
  switch (mutation) {
    case 'wrong type': {
      const place = choose(bodyPlaces);
      if (place === undefined) return mutate(request, schemas, 'wrong parameter type', pick, value);
      return { ...out, body: setAt(body, place, WRONG_TYPES[value % WRONG_TYPES.length]) };
    }
    case 'missing field': {
      const place = choose(bodyPlaces.filter((p) => p.length > 0));
      if (place !== undefined) return { ...out, body: setAt(body, place, undefined, true) };
      const required = schemas.parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
      const name = choose(required);
      if (name === undefined) return { ...out, mutation: 'body left out', body: undefined };
      const query = { ...request.query };
      delete query[name];
      return { ...out, query };
    }
    case 'extra field': {
      const objects = bodyPlaces.filter((p) => {
        const at = getAt(body, p);
        return typeof at === 'object' && at !== null && !Array.isArray(at);
      });
      const place = choose(objects);
      if (place === undefined) return { ...out, query: { ...request.query, unexpectedField: 'x' } };
      return { ...out, body: setAt(body, [...place, `unexpected${value % 100}`], WRONG_TYPES[value % WRONG_TYPES.length]) };
    }
    case 'hostile string': {
      const strings = bodyPlaces.filter((p) => typeof getAt(body, p) === 'string');
      const place = choose(strings.length > 0 ? strings : bodyPlaces);
      if (place === undefined) return mutate(request, schemas, 'hostile parameter', pick, value);
      return { ...out, body: setAt(body, place, HOSTILE_STRINGS[value % HOSTILE_STRINGS.length]) };
    }
    case 'prototype key': {
      const fragments = [
        '"__proto__": {"isRoot": true, "permissions": ["accessToRoot"]}',
        '"constructor": {"prototype": {"isRoot": true}}',
        '"__proto__": null',
      ];
      const objects = bodyPlaces.filter((p) => {
        const at = getAt(body, p);
        return typeof at === 'object' && at !== null && !Array.isArray(at);
      });
      const place = choose(objects) ?? [];
      const key = `${SENTINEL}${value}`;
      const target = objects.length === 0 ? {} : body;
      return { ...out, body: setAt(target, [...place, key], 0), splices: { [`${JSON.stringify(key)}:0`]: fragments[value % fragments.length] as string } };
    }
    case 'deep nesting': {
      const key = `${SENTINEL}${value}`;
      const depth = [64, 2_000, 50_000][value % 3] as number;
      const place = choose(bodyPlaces) ?? [];
      return { ...out, body: setAt(body ?? {}, place, key), splices: { [JSON.stringify(key)]: `${'['.repeat(depth)}${']'.repeat(depth)}` } };
    }
    case 'hostile parameter': {
      const name = choose(parameterNames) ?? (['query', 'unexpected'] as const);
      // An empty path parameter makes the address of another operation (`/delivery-man/list/` is
      // the list, not a rider with an empty id), whose answer this operation's schema cannot judge.
      const pool = name[0] === 'params' ? HOSTILE_STRINGS.filter((text) => text !== '') : HOSTILE_STRINGS;
      const hostile = pool[value % pool.length] as string;
      return name[0] === 'params' ? { ...out, params: { ...request.params, [name[1]]: hostile } } : { ...out, query: { ...request.query, [name[1]]: hostile } };
    }
    case 'wrong parameter type': {
      const name = choose(parameterNames) ?? (['query', 'unexpected'] as const);
      const wrong = ['abc', '-5', '0', '1.5', '99999999999999999999', 'true', '[]', '{}'][value % 8] as string;
      return name[0] === 'params' ? { ...out, params: { ...request.params, [name[1]]: wrong } } : { ...out, query: { ...request.query, [name[1]]: [wrong, wrong] } };
    }
  }
}

/** Valid requests, and valid requests broken by one mutation, about half each. */
export function requestArbitrary(document: Schema, op: ContractOperation, schemas: OperationSchemas): fc.Arbitrary<FuzzRequest> {
  const valid = validRequest(document, op, schemas);
  const mutated = fc
    .tuple(valid, fc.constantFrom(...MUTATIONS), fc.nat(), fc.nat())
    .map(([request, mutation, pick, value]) => mutate(request, schemas, mutation, pick, value));
  return fc.oneof(valid, mutated);
}

/** The fixed hostile corpus of an operation: bodies over the limit or of the wrong kind, hostile parameters and headers. */
export function hostileRequests(op: ContractOperation, schemas: OperationSchemas): FuzzRequest[] {
  const caller: CallerKind = op.access.kind === 'public' ? 'anonymous' : 'root';
  const base: FuzzRequest = {
    kind: 'hostile',
    caller,
    params: Object.fromEntries(schemas.parameters.filter((p) => p.in === 'path').map((p) => [p.name, 'x'])),
    query: {},
    headers: {},
  };
  const requests: FuzzRequest[] = [];
  const raw = (mutation: string, payload: string | Buffer, contentType?: string) =>
    requests.push({ ...base, mutation, raw: { payload, ...(contentType !== undefined ? { contentType } : {}) } });
  if (['post', 'put', 'patch', 'delete'].includes(op.method)) {
    raw('body over the limit', `{"a":"${'x'.repeat(1024 * 1024 + 16)}"}`, 'application/json');
    raw('JSON as text/plain', '{"email":"a@b.co"}', 'text/plain');
    raw('multipart body', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--b--\r\n', 'multipart/form-data; boundary=b');
    raw('XML body', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>', 'application/xml');
    raw('bytes that are not UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), 'application/json');
    raw('broken JSON', '{"a": ', 'application/json');
    raw('empty JSON body', '', 'application/json');
    raw('JSON array', '[{"a":1}]', 'application/json');
    raw('nesting 100000 deep', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'application/json');
    raw('prototype pollution', '{"__proto__": {"isRoot": true}, "constructor": {"prototype": {"isRoot": true}}}', 'application/json');
    raw('no content type', '{"a":1}');
  }
  for (const value of ['\u0000', 'x'.repeat(10_000), '\uD800', "1' OR '1'='1"]) {
    requests.push({
      ...base,
      mutation: `hostile parameters (${JSON.stringify(value.slice(0, 20))})`,
      params: Object.fromEntries(Object.keys(base.params).map((name) => [name, value])),
      query: Object.fromEntries(schemas.parameters.filter((p) => p.in === 'query').map((p) => [p.name, value])),
    });
  }
  if (op.companyScoped) {
    for (const company of ['x'.repeat(5_000), DEMO_IDS.restaurant.toUpperCase()]) {
      requests.push({ ...base, caller: 'company', mutation: 'hostile Company header', company });
    }
  }
  requests.push({ ...base, caller: 'root', mutation: 'a thousand repeated query parameters', query: { page: Array.from({ length: 1000 }, (_, i) => String(i)) } });
  return requests;
}

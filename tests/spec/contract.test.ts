/**
 * The contract (`openapi/`) against the specification and its own rules: every call of
 * the seeds is there with its operationId and declared policy, every operation is
 * complete (summary, tags, base, authorization, success and error answers), the
 * schemas stay within what the server's draft-07 validator and serializer accept,
 * the spec lints clean, and `src/contract/schema.gen.ts` is what `npm run gen:api` makes.
 *
 * The checks are pure functions over the bundled document, so the last block can
 * show that each of them fails on a broken copy.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { bundle, lint, loadConfig } from '@redocly/openapi-core';
import openapiTS, { COMMENT_HEADER, astToString } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const SPEC_URL = new URL('../../openapi/openapi.yaml', import.meta.url);
const SPEC_PATH = fileURLToPath(SPEC_URL);
const CONFIG_PATH = fileURLToPath(new URL('../../redocly.yaml', import.meta.url));
const GENERATED_PATH = fileURLToPath(new URL('../../src/contract/schema.gen.ts', import.meta.url));

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const ERROR_SCHEMA = '#/components/schemas/Error';
const ERROR_CODE_SCHEMA = '#/components/schemas/ErrorCode';
const COMPANY_HEADER = '#/components/parameters/CompanyHeader';

// ---------------------------------------------------------------------------
// What the contract must hold
// ---------------------------------------------------------------------------

/** Who may call an operation (the design's policy table). */
type Policy = 'PUBLIC' | 'AUTH' | 'AUTH_SCOPED' | 'ROOT' | 'DELIV' | 'HOURS' | 'WAPP' | 'CONT' | 'ORDERS' | 'ORDER_READ' | 'PLACE' | 'TICKETS' | 'TICKET_READ' | 'HELPDESK_STAFF';

const PERMISSIONS: Record<Policy, readonly string[] | null> = {
  PUBLIC: null,
  AUTH: null,
  AUTH_SCOPED: null,
  ROOT: ['accessToRoot'],
  DELIV: ['accessToGlobal', 'accessToRoot', 'accessToCompanyDelivery'],
  HOURS: ['accessToGlobal', 'accessToRoot', 'accessToHoursCompany'],
  WAPP: ['accessToGlobal', 'accessToWhatsappMessages', 'accessToWhatsAppChat', 'accessToWhatsAppContacts'],
  CONT: ['accessToGlobal', 'accessToWhatsAppChat', 'accessToWhatsAppContacts'],
  // The order desk: staff, or the seed's order permissions (issue 24).
  ORDERS: ['accessToGlobal', 'accessToRoot', 'accessToShoppingCart', 'accessToFoodOrders', 'accessToMarketOrders'],
  // Reading orders (the history, its export, the reports, one order): the desk's, and the seed's report permissions (issue 25).
  ORDER_READ: ['accessToGlobal', 'accessToRoot', 'accessToShoppingCart', 'accessToFoodOrders', 'accessToMarketOrders', 'accessToSupport', 'accessToCart'],
  // Placing an order is the platform's (root or an application user), for one company.
  PLACE: ['accessToRoot'],
  // The help desk (issue 26): staff, or the seed's ticket permission of company users, for the tickets of a company.
  TICKETS: ['accessToGlobal', 'accessToRoot', 'accessToHelpDeskTickets'],
  // What the ticket screens read of the platform (the response targets), for the same callers.
  TICKET_READ: ['accessToGlobal', 'accessToRoot', 'accessToHelpDeskTickets'],
  // The help desk's staff alone: the assignees, setting the response targets, writing the FAQ.
  HELPDESK_STAFF: ['accessToGlobal', 'accessToRoot'],
};
const COMPANY_SCOPED: ReadonlySet<Policy> = new Set<Policy>(['AUTH_SCOPED', 'DELIV', 'HOURS', 'WAPP', 'CONT', 'ORDERS', 'ORDER_READ', 'PLACE', 'TICKETS']);

/** One expected operation: method and path as the seed writes them (parameter names included). */
type Expected = readonly [call: string, operationId: string, policy: Policy];

/** The 56 calls of the seeds (`POST /acl/users` is listed twice there and counts once). */
const SEED_CALLS: readonly Expected[] = [
  // ACL
  ['POST /acl/users', 'registerUser', 'PUBLIC'],
  ['GET /acl/users', 'getCurrentUser', 'AUTH'],
  ['GET /acl/users/forgot', 'forgotPassword', 'PUBLIC'],
  ['GET /acl/users/{id}', 'getUserById', 'ROOT'],
  ['DELETE /acl/users/{id}', 'deleteUserById', 'ROOT'],
  ['PUT /acl/users', 'updateUser', 'ROOT'],
  ['POST /acl/users/findUsers', 'findUsers', 'ROOT'],
  ['GET /acl/permissions', 'getAllPermissions', 'ROOT'],
  ['GET /acl/permissions/getRolePermission', 'getRolePermission', 'ROOT'],
  ['GET /acl/roles', 'getAllRoles', 'ROOT'],
  ['GET /acl/roles/{id}', 'getRoleById', 'ROOT'],
  ['POST /acl/roles', 'createRole', 'ROOT'],
  ['PUT /acl/roles', 'updateRole', 'ROOT'],
  ['DELETE /acl/roles/{id}', 'deleteRole', 'ROOT'],
  ['GET /acl/roles/checkIsRollAssignedToUser', 'checkIsRollAssignedToUser', 'ROOT'],
  ['POST /acl/roles/findRoles', 'findRoles', 'ROOT'],
  // User service
  ['POST /users/auth-admin', 'signIn', 'PUBLIC'],
  ['GET /users', 'listUsers', 'ROOT'],
  ['GET /users/paginator/', 'paginateUsers', 'ROOT'],
  ['POST /users', 'createUser', 'ROOT'],
  ['PUT /users/{_id}', 'updateUserById', 'ROOT'],
  ['DELETE /users/{id}', 'deleteUser', 'ROOT'],
  // Call center
  ['POST /whatsapp/send', 'sendWhatsappMessage', 'WAPP'],
  ['POST /whatsapp/webhook', 'whatsappWebhook', 'PUBLIC'],
  ['GET /whatsapp', 'listWhatsappMessages', 'WAPP'],
  ['GET /contact', 'listContacts', 'CONT'],
  ['POST /contact', 'createContact', 'CONT'],
  ['DELETE /contact/{id}', 'deleteContact', 'CONT'],
  // Delivery men
  ['GET /delivery-man/list', 'listDeliveryMen', 'DELIV'],
  ['GET /delivery-man/list/{id}', 'getDeliveryMan', 'DELIV'],
  ['GET /delivery-man/DeliveryStatus/', 'getDeliveryStatus', 'DELIV'],
  ['GET /v2/company/location', 'listCompanyLocations', 'DELIV'],
  ['GET /delivery-man/list/', 'searchDeliveryMen', 'DELIV'],
  ['GET /delivery-man/paginator/', 'paginateDeliveryMen', 'DELIV'],
  ['GET /delivery-man/online-last-week/{id}', 'getDeliveryManOnlineLastWeek', 'DELIV'],
  ['POST /delivery-man', 'createDeliveryMan', 'DELIV'],
  ['PUT /delivery-man/update/{id}', 'updateDeliveryMan', 'DELIV'],
  ['DELETE /delivery-man/delete/{id}', 'deleteDeliveryMan', 'DELIV'],
  ['PATCH /delivery-man/delivery/paid/{id}', 'setDeliveryManPaid', 'DELIV'],
  ['GET /v2/report/deliveryman/races/history/{id}', 'getDeliveryManRacesHistory', 'DELIV'],
  // Company delivery
  ['GET /company/company-delivery', 'listCompanyDeliveries', 'DELIV'],
  ['GET /company/company-delivery/paginator/', 'paginateCompanyDeliveries', 'DELIV'],
  ['GET /company/company-delivery/{id}', 'getCompanyDelivery', 'DELIV'],
  ['DELETE /company/company-delivery/{id}', 'deleteCompanyDelivery', 'DELIV'],
  ['POST /company/company-delivery/{companyId}', 'createCompanyDelivery', 'DELIV'],
  ['PUT /company/company-delivery/{id}', 'updateCompanyDelivery', 'DELIV'],
  ['PUT /company/company-delivery/open-company', 'openCompanyDelivery', 'DELIV'],
  // Settings
  ['GET /v2/setting/app/admin/styles', 'getAdminStyles', 'PUBLIC'],
  // Applications
  ['GET /v2/admin/applications/paginator', 'paginateApplications', 'ROOT'],
  ['GET /v2/admin/applications/upgrade', 'listApplicationUpgrades', 'ROOT'],
  ['GET /v2/admin/applications/search', 'searchApplications', 'ROOT'],
  ['GET /v2/admin/applications/search-name/{id}', 'getApplicationName', 'ROOT'],
  ['POST /v2/admin/applications', 'createApplication', 'ROOT'],
  ['PUT /v2/admin/applications/{_id}', 'updateApplication', 'ROOT'],
  ['DELETE /v2/admin/applications/{id}', 'deleteApplication', 'ROOT'],
  // Public pages
  ['POST /v1/food/ask-delete-account/{id}', 'askDeleteAccount', 'PUBLIC'],
];

/** The operations the design adds to the seeds' calls. */
const DESIGNED_CALLS: readonly Expected[] = [
  ['POST /users/auth-admin/refresh', 'refreshSession', 'PUBLIC'],
  ['POST /users/auth-admin/logout', 'signOut', 'AUTH'],
  ['POST /acl/users/reset-password', 'resetPassword', 'PUBLIC'],
  ['POST /acl/users/change-password', 'changeOwnPassword', 'AUTH'],
  ['GET /whatsapp/webhook', 'verifyWhatsappWebhook', 'PUBLIC'],
  ['GET /v1/food/privacy-terms/{id}', 'getPrivacyTerms', 'PUBLIC'],
  ['GET /v1/food/ask-delete-account', 'listAccountDeletionRequests', 'ROOT'],
  ['GET /delivery-man/map', 'listRiderPositions', 'DELIV'],
  ['GET /v2/company/find/{id}', 'findCompany', 'AUTH_SCOPED'],
  ['PATCH /v2/company/{id}/open-state', 'updateCompanyOpenState', 'HOURS'],
  ['GET /v2/company/{id}/opening-hours', 'getCompanyOpeningHours', 'HOURS'],
  ['PUT /v2/company/{id}/opening-hours', 'updateCompanyOpeningHours', 'HOURS'],
  ['POST /v2/company/{id}/opening-hours/pauses', 'createCompanyPause', 'HOURS'],
  ['DELETE /v2/company/{id}/opening-hours/pauses/{pauseId}', 'deleteCompanyPause', 'HOURS'],
  ['GET /v2/orders', 'listOrders', 'ORDER_READ'],
  ['POST /v2/orders', 'placeOrder', 'PLACE'],
  ['GET /v2/orders/export', 'exportOrders', 'ORDER_READ'],
  ['GET /v2/orders/reports/totals', 'getOrderTotals', 'ORDER_READ'],
  ['GET /v2/orders/reports/new-orders', 'getNewOrdersReport', 'ORDER_READ'],
  ['GET /v2/orders/reports/late', 'getLateOrdersReport', 'ORDER_READ'],
  ['GET /v2/orders/board', 'getOrderBoard', 'ORDERS'],
  ['GET /v2/orders/events', 'streamOrderEvents', 'ORDERS'],
  ['GET /v2/orders/riders', 'listOrderRiders', 'ORDER_READ'],
  ['GET /v2/orders/{id}', 'getOrder', 'ORDER_READ'],
  ['POST /v2/orders/{id}/transitions', 'transitionOrder', 'ORDERS'],
  ['POST /v2/orders/{id}/print-link', 'createOrderPrintLink', 'ORDERS'],
  ['GET /v2/public/orders/print', 'getPrintedOrder', 'PUBLIC'],
  ['PUT /v2/company/{id}/order-settings', 'updateCompanyOrderSettings', 'ORDERS'],
  ['GET /v2/helpdesk/tickets', 'listTickets', 'TICKETS'],
  ['POST /v2/helpdesk/tickets', 'createTicket', 'TICKETS'],
  ['GET /v2/helpdesk/tickets/{protocol}', 'getTicket', 'TICKETS'],
  ['PATCH /v2/helpdesk/tickets/{protocol}', 'updateTicket', 'TICKETS'],
  ['POST /v2/helpdesk/tickets/{protocol}/messages', 'addTicketMessage', 'TICKETS'],
  ['GET /v2/helpdesk/assignees', 'listTicketAssignees', 'HELPDESK_STAFF'],
  ['GET /v2/helpdesk/order-options', 'listTicketOrderOptions', 'TICKETS'],
  ['GET /v2/helpdesk/response-targets', 'getResponseTargets', 'TICKET_READ'],
  ['PUT /v2/helpdesk/response-targets', 'updateResponseTargets', 'HELPDESK_STAFF'],
  ['GET /v2/helpdesk/faq', 'listFaq', 'AUTH'],
  ['POST /v2/helpdesk/faq', 'createFaqEntry', 'HELPDESK_STAFF'],
  ['PUT /v2/helpdesk/faq/{id}', 'updateFaqEntry', 'HELPDESK_STAFF'],
  ['DELETE /v2/helpdesk/faq/{id}', 'deleteFaqEntry', 'HELPDESK_STAFF'],
];

/** Keywords of JSON Schema 2020-12 that the server's draft-07 validator does not know (and 3.0's `nullable`). */
const FORBIDDEN_KEYWORDS = [
  'prefixItems',
  '$defs',
  'unevaluatedProperties',
  'unevaluatedItems',
  'dependentSchemas',
  'dependentRequired',
  '$dynamicRef',
  '$dynamicAnchor',
  '$anchor',
  'contentSchema',
  'nullable',
];

/** Request bodies that take the sender's payload as it comes (no `additionalProperties: false`). */
const OPEN_REQUEST_BODIES = new Set(['whatsappWebhook']);

// ---------------------------------------------------------------------------
// Reading the bundled document
// ---------------------------------------------------------------------------

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `PUT /users/{_id}` and `PUT /users/{id}` are the same call: parameter names are normalised. */
function normalise(call: string): string {
  return call.replace(/\{[^}]*\}/g, '{}');
}

/** Follows local `$ref`s (the bundle has only local ones) to the node they name. */
function resolve(doc: Json, value: unknown): unknown {
  let current = value;
  const seen = new Set<string>();
  while (isObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (!ref.startsWith('#/') || seen.has(ref)) return undefined;
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), doc);
  }
  return current;
}

interface Operation {
  call: string;
  path: string;
  method: string;
  item: Json;
  op: Json;
}

function operationsOf(doc: Json): Operation[] {
  const paths = isObject(doc.paths) ? doc.paths : {};
  const result: Operation[] = [];
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = resolve(doc, rawItem);
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (isObject(op)) result.push({ call: `${method.toUpperCase()} ${path}`, path, method, item, op });
    }
  }
  return result;
}

function parameterRefs(operation: Operation): unknown[] {
  const own = Array.isArray(operation.op.parameters) ? operation.op.parameters : [];
  const shared = Array.isArray(operation.item.parameters) ? operation.item.parameters : [];
  return [...shared, ...own];
}

// ---------------------------------------------------------------------------
// The checks: each answers a list of problems (empty when the contract is right)
// ---------------------------------------------------------------------------

/** Every expected call is there, with its operationId, and nothing else is. */
function coverageProblems(doc: Json, expected: readonly Expected[]): string[] {
  const problems: string[] = [];
  const byCall = new Map(operationsOf(doc).map((o) => [normalise(o.call), o]));
  const expectedCalls = new Set(expected.map(([call]) => normalise(call)));
  for (const [call, operationId] of expected) {
    const found = byCall.get(normalise(call));
    if (!found) problems.push(`${call}: missing`);
    else if (found.op.operationId !== operationId) {
      problems.push(`${call}: operationId is ${String(found.op.operationId)}, expected ${operationId}`);
    }
  }
  for (const call of byCall.keys()) {
    if (!expectedCalls.has(call)) problems.push(`${call}: not an expected operation`);
  }
  return problems;
}

/** Each operation declares exactly the policy the design gives it. */
function policyProblems(doc: Json, expected: readonly Expected[]): string[] {
  const problems: string[] = [];
  const policies = new Map(expected.map(([call, , policy]) => [normalise(call), policy]));
  for (const operation of operationsOf(doc)) {
    const policy = policies.get(normalise(operation.call));
    if (!policy) continue;
    const { op, call } = operation;
    const permissions = PERMISSIONS[policy];
    if (policy === 'PUBLIC' && op['x-public'] !== true) problems.push(`${call}: should be x-public`);
    if ((policy === 'AUTH' || policy === 'AUTH_SCOPED') && op['x-authenticated'] !== true) {
      problems.push(`${call}: should be x-authenticated`);
    }
    if (permissions && JSON.stringify(op['x-permissions']) !== JSON.stringify(permissions)) {
      problems.push(`${call}: x-permissions should be ${JSON.stringify(permissions)}`);
    }
    const scoped = op['x-company-scoped'] === true;
    if (scoped !== COMPANY_SCOPED.has(policy)) {
      problems.push(`${call}: x-company-scoped should be ${COMPANY_SCOPED.has(policy) ? 'true' : 'absent'}`);
    }
  }
  return problems;
}

/** The rules every operation follows, whatever its area. */
function operationProblems(doc: Json): string[] {
  const problems: string[] = [];
  const ids = new Map<string, string>();
  for (const operation of operationsOf(doc)) {
    const { op, call, path } = operation;
    const id = op.operationId;
    if (typeof id !== 'string' || id === '') problems.push(`${call}: no operationId`);
    else if (ids.has(id)) problems.push(`${call}: operationId ${id} is also used by ${ids.get(id)}`);
    else ids.set(id, call);
    if (typeof op.summary !== 'string' || op.summary.trim() === '') problems.push(`${call}: no summary`);
    if (!Array.isArray(op.tags) || op.tags.length === 0) problems.push(`${call}: no tags`);

    // Authorization: exactly one declaration, and the matching security requirement.
    const permissions = op['x-permissions'];
    const declarations = [
      op['x-public'] === true,
      op['x-authenticated'] === true,
      Array.isArray(permissions) && permissions.length > 0 && permissions.every((p) => typeof p === 'string'),
    ].filter(Boolean).length;
    const malformed =
      ('x-public' in op && op['x-public'] !== true) ||
      ('x-authenticated' in op && op['x-authenticated'] !== true) ||
      ('x-permissions' in op && !(Array.isArray(permissions) && permissions.length > 0));
    if (declarations !== 1 || malformed) {
      problems.push(`${call}: declare exactly one of x-permissions (non-empty), x-authenticated: true, x-public: true`);
    }
    const security = JSON.stringify(op.security);
    if (op['x-public'] === true) {
      if (security !== '[]') problems.push(`${call}: a public operation declares security: []`);
    } else if (security !== JSON.stringify([{ bearerAuth: [] }])) {
      problems.push(`${call}: a signed-in operation declares security: [{bearerAuth: []}]`);
    }

    // Base: the call center's paths are on its base, everything else on api.
    const base = /^\/(whatsapp|contact)(\/|$)/.test(path) ? 'callCenter' : 'api';
    if (op['x-base'] !== base) problems.push(`${call}: x-base should be ${base}`);

    // Tenancy: company-scoped operations and only they take the Company header.
    if ('x-company-scoped' in op && op['x-company-scoped'] !== true) {
      problems.push(`${call}: x-company-scoped is true or absent`);
    }
    const hasCompanyHeader = parameterRefs(operation).some((p) => isObject(p) && p.$ref === COMPANY_HEADER);
    if ((op['x-company-scoped'] === true) !== hasCompanyHeader) {
      problems.push(`${call}: company-scoped operations (and only they) take the CompanyHeader parameter`);
    }

    // Answers: a success with a schema (or an empty 204), errors with the one Error schema.
    const responses = isObject(op.responses) ? op.responses : {};
    const codes = Object.keys(responses);
    const successes = codes.filter((code) => /^2\d\d$/.test(code));
    if (successes.length === 0) problems.push(`${call}: no 2xx response`);
    for (const code of successes) {
      const response = resolve(doc, responses[code]);
      const content = isObject(response) && isObject(response.content) ? response.content : null;
      if (code === '204') {
        if (content) problems.push(`${call}: 204 has content`);
        continue;
      }
      const media = content ? Object.values(content) : [];
      if (media.length === 0 || !media.every((m) => isObject(m) && isObject(m.schema))) {
        problems.push(`${call}: ${code} has no schema`);
      }
    }
    const errors = codes.filter((code) => /^[45]\d\d$/.test(code) || code === 'default');
    if (!codes.some((code) => /^4\d\d$/.test(code))) problems.push(`${call}: no 4xx response`);
    for (const code of errors) {
      const response = resolve(doc, responses[code]);
      const content = isObject(response) && isObject(response.content) ? response.content : {};
      const keys = Object.keys(content);
      const json = content['application/json'];
      if (keys.length !== 1 || !isObject(json) || !isObject(json.schema) || json.schema.$ref !== ERROR_SCHEMA) {
        problems.push(`${call}: ${code} must answer only application/json with ${ERROR_SCHEMA}`);
      }
    }

    // Request bodies are closed objects unless the operation takes a foreign payload.
    const body = resolve(doc, op.requestBody);
    const bodyContent = isObject(body) && isObject(body.content) ? body.content : {};
    for (const media of Object.values(bodyContent)) {
      const schema = isObject(media) ? resolve(doc, media.schema) : undefined;
      if (!isObject(schema) || schema.type !== 'object') continue;
      const closed = schema.additionalProperties === false;
      if (closed === OPEN_REQUEST_BODIES.has(String(id))) {
        problems.push(`${call}: request body should ${closed ? 'take any properties' : 'set additionalProperties: false'}`);
      }
    }
  }
  return problems;
}

/** Schemas stay within draft-07 (the server's validator), list their properties, and never recurse. */
function schemaProblems(doc: Json): string[] {
  const problems: string[] = [];
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${where}/${i}`));
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      // Property names are data, not keywords.
      if (key === 'properties' && isObject(value)) {
        for (const [name, child] of Object.entries(value)) walk(child, `${where}/properties/${name}`);
        continue;
      }
      if (FORBIDDEN_KEYWORDS.includes(key)) problems.push(`${where}: uses ${key}`);
      walk(value, `${where}/${key}`);
    }
  };
  walk(doc.paths, '#/paths');
  walk(doc.components, '#/components');

  const components = isObject(doc.components) ? doc.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema)) continue;
    if (schema.type === 'object' && !isObject(schema.properties) && schema.additionalProperties !== true) {
      problems.push(`#/components/schemas/${name}: an object schema lists its properties`);
    }
  }

  // No schema reaches itself through $refs (the serializer cannot compile recursion).
  const refsOf = (node: unknown, into: Set<string>): Set<string> => {
    if (Array.isArray(node)) node.forEach((child) => refsOf(child, into));
    else if (isObject(node)) {
      if (typeof node.$ref === 'string' && node.$ref.startsWith('#/components/schemas/')) {
        into.add(node.$ref.slice('#/components/schemas/'.length));
      }
      Object.values(node).forEach((child) => refsOf(child, into));
    }
    return into;
  };
  const edges = new Map(Object.entries(schemas).map(([name, schema]) => [name, refsOf(schema, new Set())]));
  for (const start of edges.keys()) {
    const stack = [...(edges.get(start) ?? [])];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const next = stack.pop() as string;
      if (next === start) {
        problems.push(`#/components/schemas/${start}: recursive`);
        break;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(edges.get(next) ?? []));
    }
  }
  return problems;
}

/**
 * The one shared Error schema is the seeds' `{statusCode, error, message, code?}`, its `code` one of
 * the `ErrorCode` enum: distinct snake_case codes, each described (the app translates every one).
 */
function errorSchemaProblems(doc: Json): string[] {
  const schema = resolve(doc, { $ref: ERROR_SCHEMA });
  if (!isObject(schema) || !isObject(schema.properties)) return ['Error: missing'];
  const problems: string[] = [];
  const properties = schema.properties;
  const types: Record<string, string> = { statusCode: 'integer', error: 'string', message: 'string', code: 'string' };
  for (const [name, type] of Object.entries(types)) {
    const property = resolve(doc, properties[name]);
    if (!isObject(property) || property.type !== type) problems.push(`Error.${name}: should be ${type}`);
  }
  if (JSON.stringify(schema.required) !== JSON.stringify(['statusCode', 'error', 'message'])) {
    problems.push('Error: requires statusCode, error and message');
  }
  if (!isObject(properties.code) || properties.code.$ref !== ERROR_CODE_SCHEMA) {
    problems.push(`Error.code: should be ${ERROR_CODE_SCHEMA}`);
  }
  const code = resolve(doc, { $ref: ERROR_CODE_SCHEMA });
  const codes: unknown[] = isObject(code) && Array.isArray(code.enum) ? code.enum : [];
  if (codes.length === 0) problems.push('ErrorCode: should list the codes as an enum');
  const description = isObject(code) && typeof code.description === 'string' ? code.description : '';
  for (const value of codes) {
    if (typeof value !== 'string' || !/^[a-z]+(_[a-z]+)*$/.test(value)) problems.push(`ErrorCode: ${String(value)} is not a snake_case code`);
    else if (!description.includes(`\`${value}\``)) problems.push(`ErrorCode: ${value} is not described`);
  }
  if (new Set(codes).size !== codes.length) problems.push('ErrorCode: lists a code twice');
  return problems;
}

function allProblems(doc: Json): string[] {
  const expected = [...SEED_CALLS, ...DESIGNED_CALLS];
  return [
    ...coverageProblems(doc, expected),
    ...policyProblems(doc, expected),
    ...operationProblems(doc),
    ...schemaProblems(doc),
    ...errorSchemaProblems(doc),
  ];
}

// ---------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------

let document: Json;
let config: Awaited<ReturnType<typeof loadConfig>>;

beforeAll(async () => {
  config = await loadConfig({ configPath: CONFIG_PATH });
  const result = await bundle({ ref: SPEC_PATH, config, dereference: false });
  const errors = result.problems.filter((p) => p.severity === 'error').map((p) => p.message);
  expect(errors, 'bundling the contract').toEqual([]);
  const parsed: unknown = result.bundle.parsed;
  if (!isObject(parsed)) throw new Error(`${SPEC_PATH} is not an OpenAPI document`);
  document = parsed;
});

/** A deep copy of the bundled document, to break. */
function copy(): Json {
  return structuredClone(document);
}

function operation(doc: Json, path: string, method: string): Json {
  const op = (resolve(doc, (doc.paths as Json)[path]) as Json)[method];
  if (!isObject(op)) throw new Error(`no ${method} ${path}`);
  return op;
}

describe('the contract', () => {
  it('is OpenAPI 3.1 and lints clean with redocly.yaml', async () => {
    expect(document.openapi).toBe('3.1.0');
    const problems = await lint({ ref: SPEC_PATH, config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
    expect(errors).toEqual([]);
  });

  it('lists the 56 calls of the seeds once each', () => {
    expect(SEED_CALLS).toHaveLength(56);
    expect(new Set(SEED_CALLS.map(([call]) => normalise(call))).size).toBe(56);
    const present = new Set(operationsOf(document).map((o) => normalise(o.call)));
    const missing = SEED_CALLS.map(([call]) => call).filter((call) => !present.has(normalise(call)));
    expect(missing).toEqual([]);
  });

  it('has exactly the seed and designed operations, with their operationIds', () => {
    expect(coverageProblems(document, [...SEED_CALLS, ...DESIGNED_CALLS])).toEqual([]);
    expect(operationsOf(document)).toHaveLength(SEED_CALLS.length + DESIGNED_CALLS.length);
  });

  it('declares the design policy (permissions, authentication, tenancy) of every operation', () => {
    expect(policyProblems(document, [...SEED_CALLS, ...DESIGNED_CALLS])).toEqual([]);
  });

  it('gives every operation a unique operationId, summary, tags, x-base, one authorization declaration, a success and Error answers', () => {
    expect(operationProblems(document)).toEqual([]);
  });

  it('keeps schemas to draft-07 keywords, without recursion, listing their properties', () => {
    expect(schemaProblems(document)).toEqual([]);
  });

  it('has the one shared Error schema', () => {
    expect(errorSchemaProblems(document)).toEqual([]);
  });

  it('matches the generated types in src/contract/schema.gen.ts (run `npm run gen:api` when this fails)', async () => {
    const expected = COMMENT_HEADER + astToString(await openapiTS(SPEC_URL, { silent: true, rootTypes: true, rootTypesNoSchemaPrefix: true }));
    const actual = await readFile(GENERATED_PATH, 'utf8');
    // Compare as booleans first: a stale file makes a very long diff.
    expect(actual === expected, 'src/contract/schema.gen.ts is stale: run `npm run gen:api`').toBe(true);
  });
});

describe('the checks themselves fail on a broken contract', () => {
  it('start from a contract with no problems', () => {
    expect(allProblems(document)).toEqual([]);
  });

  it('notice a missing seed call and a renamed operation', () => {
    const doc = copy();
    delete (doc.paths as Json)['/delivery-man/list/'];
    operation(doc, '/users/auth-admin', 'post').operationId = 'login';
    const problems = coverageProblems(doc, SEED_CALLS);
    expect(problems).toContain('GET /delivery-man/list/: missing');
    expect(problems).toContain('POST /users/auth-admin: operationId is login, expected signIn');
  });

  it('notice two authorization declarations, a missing x-base and a wrong policy', () => {
    const doc = copy();
    operation(doc, '/acl/roles', 'get')['x-public'] = true;
    delete operation(doc, '/contact', 'get')['x-base'];
    operation(doc, '/delivery-man/map', 'get')['x-permissions'] = ['accessToRoot'];
    const problems = [...operationProblems(doc), ...policyProblems(doc, [...SEED_CALLS, ...DESIGNED_CALLS])];
    expect(problems).toContain(
      'GET /acl/roles: declare exactly one of x-permissions (non-empty), x-authenticated: true, x-public: true',
    );
    expect(problems).toContain('GET /contact: x-base should be callCenter');
    expect(problems.some((p) => p.startsWith('GET /delivery-man/map: x-permissions should be'))).toBe(true);
  });

  it('notice an error answer without the Error schema, a success without a schema and a lost Company header', () => {
    const doc = copy();
    const responses = operation(doc, '/acl/roles/{id}', 'get').responses as Json;
    responses['404'] = { description: 'gone', content: { 'application/json': { schema: { type: 'object' } } } };
    responses['200'] = { description: 'ok' };
    operation(doc, '/contact/{id}', 'delete').parameters = [];
    const problems = operationProblems(doc);
    expect(problems).toContain(`GET /acl/roles/{id}: 404 must answer only application/json with ${ERROR_SCHEMA}`);
    expect(problems).toContain('GET /acl/roles/{id}: 200 has no schema');
    expect(problems).toContain(
      'DELETE /contact/{id}: company-scoped operations (and only they) take the CompanyHeader parameter',
    );
  });

  it('notice 2020-12 keywords, recursion and an open request body', () => {
    const doc = copy();
    const schemas = (doc.components as Json).schemas as Json;
    (schemas.LngLat as Json).prefixItems = [{ type: 'number' }, { type: 'number' }];
    ((schemas.PermissionChild as Json).properties as Json).children = {
      type: 'array',
      items: { $ref: '#/components/schemas/Permission' },
    };
    delete (schemas.RoleCreate as Json).additionalProperties;
    const problems = [...schemaProblems(doc), ...operationProblems(doc)];
    expect(problems).toContain('#/components/schemas/LngLat: uses prefixItems');
    expect(problems).toContain('#/components/schemas/Permission: recursive');
    expect(problems).toContain('POST /acl/roles: request body should set additionalProperties: false');
  });

  it('notice an error code that is free text, undescribed or listed twice', () => {
    const doc = copy();
    const schemas = (doc.components as Json).schemas as Json;
    const errorCode = schemas.ErrorCode as Json;
    errorCode.enum = [...(errorCode.enum as string[]), 'not_described', 'Not-Snake', 'validation'];
    expect(errorSchemaProblems(doc)).toEqual([
      'ErrorCode: not_described is not described',
      'ErrorCode: Not-Snake is not a snake_case code',
      'ErrorCode: lists a code twice',
    ]);
    ((schemas.Error as Json).properties as Json).code = { type: 'string' };
    expect(errorSchemaProblems(doc)).toContain(`Error.code: should be ${ERROR_CODE_SCHEMA}`);
  });
});

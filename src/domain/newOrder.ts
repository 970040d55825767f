import type { FirebaseConfig } from '../contract/runtimeConfig';

/** The Realtime Database path watched for a company's new orders (seed 001 section 4). */
export function newOrderPath(companyId: string): string {
  return `newOrder/${companyId}`;
}

/** A new order as the alert names it; either part may be unknown. */
export interface NewOrder {
  /** The order's number or id, as the platform wrote it. */
  reference: string | null;
  /** The customer's name, when the value carries one. */
  customer: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return null;
}

const REFERENCE_KEYS = ['orderNumber', 'number', 'code', 'shortId', 'orderId', '_id', 'id'] as const;

function customerOf(order: Record<string, unknown>): string | null {
  const direct = text(order.customerName);
  if (direct) return direct;
  for (const key of ['customer', 'client', 'user'] as const) {
    const value = order[key];
    const name = isRecord(value) ? (text(value.name) ?? text(value.fullname)) : text(value);
    if (name) return name;
  }
  return null;
}

/**
 * What the value at `newOrder/{companyId}` says, or null when no value is present (null, false
 * or an empty string: nothing to announce). The seeds do not show the value's shape, so any
 * value announces an order, named as well as it allows: a number or string is the order's
 * reference; an object gives its `orderNumber` (or `number`, `code`, `shortId`, `orderId`,
 * `_id`, `id`) and its `customerName` (or `customer`/`client`/`user` name); an object of
 * orders keyed by push ids names the last one.
 * @example describeNewOrder({ orderNumber: 1042, customerName: 'Ana' }) // { reference: '1042', customer: 'Ana' }
 */
export function describeNewOrder(value: unknown): NewOrder | null {
  if (value === null || value === undefined || value === false || value === '') return null;
  const reference = text(value);
  if (reference) return { reference, customer: null };
  if (!isRecord(value)) return { reference: null, customer: null };
  const own = REFERENCE_KEYS.map((key) => text(value[key])).find((found) => found !== null) ?? null;
  const customer = customerOf(value);
  if (own || customer) return { reference: own, customer };
  const children = Object.keys(value)
    .sort()
    .map((key) => value[key])
    .filter(isRecord);
  const last = children.at(-1);
  return last ? (describeNewOrder(last) ?? { reference: null, customer: null }) : { reference: null, customer: null };
}

/**
 * The same value spelled the same whatever the order of its keys: what the alert remembers of an
 * order it announced, so that the value still present at the next sign-in does not ring again.
 * @example orderFingerprint({ b: 1, a: [2] }) === orderFingerprint({ a: [2], b: 1 }) // true
 */
export function orderFingerprint(value: unknown): string {
  const canonical = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(canonical);
    if (isRecord(node)) return Object.fromEntries(Object.keys(node).sort().map((key) => [key, canonical(node[key])]));
    return node;
  };
  return JSON.stringify(canonical(value)) ?? '';
}

/** What the subscription actor watches: the Firebase project and the company. */
export interface NewOrderWatch {
  firebase: FirebaseConfig;
  companyId: string;
}

/** Receives each value of the watched path (null when none), or the reason the watch was refused. */
export interface NewOrderListener {
  value: (value: unknown) => void;
  failed: (message: string) => void;
}

/** Starts watching and answers how to stop (possibly once loaded, as the lazily loaded SDK does). */
export type NewOrderSubscribe = (watch: NewOrderWatch, listener: NewOrderListener) => (() => void) | Promise<() => void>;

import { randomBytes } from 'node:crypto';
import type { CompanyScope } from '../auth/principal';

/** A new id in the platform's style: 24 hexadecimal characters. */
export function newDeliveryId(): string {
  return randomBytes(12).toString('hex');
}

/**
 * The company ids a request acts for, or null for every company. A request without a
 * scope acts for none (a company-scoped operation always has one once its guard ran).
 */
export function scopedCompanyIds(scope: CompanyScope | null): readonly string[] | null {
  if (!scope) return [];
  return scope.all ? null : scope.ids;
}

/** True when `error` is PostgreSQL's unique violation (SQLSTATE 23505), on a server or on PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/** A money amount read from a `numeric` column (text, to stay exact) as the contract's number. */
export function amount(value: string | number): number {
  return Number(value);
}

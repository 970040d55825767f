import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operationAccessModule, OPERATION_ACCESS_PATH } from '../../scripts/gen-operation-access';
import { loadContract } from '../../server/contract';
import { OPERATION_ACCESS } from '../../src/contract/operationAccess.gen';

describe('the generated operation access (src/contract/operationAccess.gen.ts)', () => {
  it('is what the contract declares now (run `npm run gen:api` after changing openapi/)', async () => {
    const { operations } = await loadContract();
    expect(readFileSync(OPERATION_ACCESS_PATH, 'utf8')).toBe(operationAccessModule(operations));
  });

  it.each([
    // Read from openapi/paths/*.yaml by hand.
    ['getAllPermissions', { kind: 'permissions', permissions: ['accessToRoot'] }],
    ['findRoles', { kind: 'permissions', permissions: ['accessToRoot'] }],
    ['paginateApplications', { kind: 'permissions', permissions: ['accessToRoot'] }],
    ['paginateCompanyDeliveries', { kind: 'permissions', permissions: ['accessToGlobal', 'accessToRoot', 'accessToCompanyDelivery'] }],
    ['listWhatsappMessages', { kind: 'permissions', permissions: ['accessToGlobal', 'accessToWhatsappMessages', 'accessToWhatsAppChat', 'accessToWhatsAppContacts'] }],
    ['getCurrentUser', { kind: 'authenticated' }],
    ['signIn', { kind: 'public' }],
  ] as const)('gives %s %j', (operationId, access) => {
    expect(OPERATION_ACCESS[operationId]).toEqual(access);
  });
});

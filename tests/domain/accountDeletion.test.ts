import { describe, expect, it } from 'vitest';
import { EMPTY_DELETION_REQUEST, termsParagraphs, toDeletionRequest, validateDeletionRequest } from '../../src/domain/accountDeletion';

describe('the account-deletion request form', () => {
  it('checks the e-mail as the sign-in forms do; the rest is optional within the contract', () => {
    expect(validateDeletionRequest(EMPTY_DELETION_REQUEST)).toEqual({ email: { key: 'AUTH.VALIDATION.REQUIRED', params: { name: 'AUTH.INPUT.EMAIL' } } });
    expect(validateDeletionRequest({ ...EMPTY_DELETION_REQUEST, email: 'ana@' })).toEqual({ email: { key: 'AUTH.VALIDATION.INVALID', params: { name: 'AUTH.INPUT.EMAIL' } } });
    expect(validateDeletionRequest({ ...EMPTY_DELETION_REQUEST, email: ' ana@example.com ' })).toEqual({});
    expect(validateDeletionRequest({ email: 'ana@example.com', name: 'n'.repeat(101), phone: '1'.repeat(31), reason: 'r'.repeat(1001) })).toEqual({
      name: { key: 'AUTH.VALIDATION.MAX_LENGTH', params: { max: 100 } },
      phone: { key: 'AUTH.VALIDATION.MAX_LENGTH', params: { max: 30 } },
      reason: { key: 'AUTH.VALIDATION.MAX_LENGTH', params: { max: 1000 } },
    });
  });

  it('sends the texts trimmed, without the empty optional fields', () => {
    expect(toDeletionRequest({ email: ' ana@example.com ', name: ' ', phone: '11 9999', reason: ' Não uso mais. ' })).toEqual({
      email: 'ana@example.com',
      phone: '11 9999',
      reason: 'Não uso mais.',
    });
  });
});

describe('privacy terms', () => {
  it('are paragraphs separated by blank lines', () => {
    expect(termsParagraphs('Primeiro.\n\nSegundo,\nainda o segundo.\r\n  \r\nTerceiro.\n\n\n')).toEqual(['Primeiro.', 'Segundo,\nainda o segundo.', 'Terceiro.']);
  });
});

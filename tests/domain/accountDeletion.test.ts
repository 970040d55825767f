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

  it('starts blank', () => {
    expect(EMPTY_DELETION_REQUEST).toEqual({ email: '', name: '', phone: '', reason: '' });
    expect(toDeletionRequest({ ...EMPTY_DELETION_REQUEST, email: 'ana@example.com' })).toEqual({ email: 'ana@example.com' });
  });

  it('takes the longest texts exactly, counted without the spaces around them', () => {
    expect(validateDeletionRequest({ email: 'ana@example.com', name: 'n'.repeat(100), phone: '1'.repeat(30), reason: 'r'.repeat(1000) })).toStrictEqual({});
    expect(validateDeletionRequest({ email: 'ana@example.com', name: ` ${'n'.repeat(100)} `, phone: ` ${'1'.repeat(30)} `, reason: ` ${'r'.repeat(1000)} ` })).toStrictEqual({});
  });

  it('names only the fields that have a problem, so a valid form has no messages at all', () => {
    expect(Object.keys(validateDeletionRequest({ email: 'ana@example.com', name: 'Ana', phone: '11 9999', reason: 'Não uso mais.' }))).toEqual([]);
    expect(Object.keys(validateDeletionRequest({ email: 'ana@', name: 'Ana', phone: '11 9999', reason: 'Não uso mais.' }))).toEqual(['email']);
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
  it('drop the spaces around each paragraph and a blank tail', () => {
    expect(termsParagraphs('  Primeiro.  \n\n\tSegundo.\n\n   ')).toEqual(['Primeiro.', 'Segundo.']);
  });

  it('are paragraphs separated by blank lines', () => {
    expect(termsParagraphs('Primeiro.\n\nSegundo,\nainda o segundo.\r\n  \r\nTerceiro.\n\n\n')).toEqual(['Primeiro.', 'Segundo,\nainda o segundo.', 'Terceiro.']);
  });
});

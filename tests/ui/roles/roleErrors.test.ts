import { describe, expect, it } from 'vitest';
import { translator } from '../../../src/i18n/translator';
import { roleErrorText } from '../../../src/routes/roles/roleErrors';

const KEY_REUSED = { statusCode: 422, error: 'Unprocessable Entity', message: 'Idempotency-Key k was already used', code: 'idempotency_key_reused' };

describe('roleErrorText', () => {
  it('says a key used for other values in words of its own, in each language, not as a refused field', () => {
    const en = translator('en');
    const ptBr = translator('ptBr');
    expect(roleErrorText(en, KEY_REUSED)).toBe(en.ROLES.ERRORS.KEY_REUSED());
    expect(roleErrorText(en, KEY_REUSED)).toContain('sent before with other values');
    expect(roleErrorText(ptBr, KEY_REUSED)).toContain('já foi enviado antes com outros dados');
    expect(roleErrorText(en, { ...KEY_REUSED, code: undefined })).toBe(en.ROLES.ERRORS.INVALID());
  });
});

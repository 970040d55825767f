import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../src/i18n/i18n-util';
import { loadAllLocales } from '../../src/i18n/i18n-util.sync';
import { forgotEmptyAnswer, registerEmptyAnswer, submitFailureMessage } from '../../src/routes/auth/messages';
import { userErrorText } from '../../src/ui/users/userMessages';

loadAllLocales();
const LL = { ptBr: i18nObject('pt-BR'), en: i18nObject('en') } as const;

// The server's answers to a weak new password (server/errors.ts).
const refusals = {
  password_too_short: { statusCode: 400, error: 'Bad Request', code: 'password_too_short', message: 'password: a new password must have at least 8 characters' },
  password_too_common: {
    statusCode: 400,
    error: 'Bad Request',
    code: 'password_too_common',
    message: 'password: this password is one of the most common ones; choose another',
  },
} as const;

describe("the server's password rule, in the app's words", () => {
  it('is said in Portuguese and English on the register and reset forms', () => {
    const shown = (language: keyof typeof LL, code: keyof typeof refusals) =>
      submitFailureMessage(LL[language], refusals[code], { password: 'x' }, registerEmptyAnswer);
    expect(shown('ptBr', 'password_too_short')).toBe('A nova senha deve ter pelo menos 8 caracteres.');
    expect(shown('en', 'password_too_short')).toBe('The new password must have at least 8 characters.');
    expect(shown('ptBr', 'password_too_common')).toBe('Esta senha está entre as mais usadas e é fácil de adivinhar. Escolha outra.');
    expect(shown('en', 'password_too_common')).toBe('This password is among the most used ones and easy to guess. Choose another.');
  });

  it("is said the same way on the user forms (create, edit and the password tab)", () => {
    expect(userErrorText(LL.ptBr, { statusCode: 400, code: 'password_too_short' })).toBe('A nova senha deve ter pelo menos 8 caracteres.');
    expect(userErrorText(LL.en, { statusCode: 400, code: 'password_too_common' })).toBe(
      'This password is among the most used ones and easy to guess. Choose another.',
    );
  });
});

describe("an answer with nothing done, in each form's words", () => {
  const empty = { statusCode: 200, error: 'OK', message: 'The server answered that nothing was done', code: 'empty_answer' } as const;

  it('register says the invalid-login text (seed 000 section 8)', () => {
    expect(submitFailureMessage(LL.ptBr, empty, { email: 'ana@example.com' }, registerEmptyAnswer)).toBe('Login e/ou senha incorretos');
    expect(submitFailureMessage(LL.en, empty, { email: 'ana@example.com' }, registerEmptyAnswer)).toBe('The login detail is incorrect');
  });

  it('forgot password names the e-mail that was sent', () => {
    expect(submitFailureMessage(LL.ptBr, empty, { email: 'nobody@example.com' }, forgotEmptyAnswer)).toBe('O e-mail nobody@example.com não foi encontrado');
    expect(submitFailureMessage(LL.en, empty, { email: 'nobody@example.com' }, forgotEmptyAnswer)).toBe('The requested e-mail nobody@example.com is not found');
  });
});

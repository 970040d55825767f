import { beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/i18n/translator';
import {
  ERROR_TEXTS,
  errorText,
  kindOfStatus,
  SCREEN_ERROR_TEXTS,
  screenErrorText,
  type FailureKind,
  type ScreenErrorTexts,
} from '../../src/ui/errorTexts';
import { contractErrorCodes, type ContractErrorCodes } from '../support/errorCodes';

const LANGUAGES = { en: translator('en'), ptBr: translator('ptBr') } as const;
const SCREENS = Object.entries(SCREEN_ERROR_TEXTS);

let contract: ContractErrorCodes;
beforeAll(async () => {
  contract = await contractErrorCodes();
});

/** The table's entry for a code read as data (a code missing from it is undefined here, not a type error). */
function entryOf(code: string): unknown {
  return Object.hasOwn(ERROR_TEXTS, code) ? (ERROR_TEXTS as Record<string, unknown>)[code] : undefined;
}

/** The codes a table misses and the ones it has that the contract does not. */
function tableProblems(table: Record<string, unknown>, codes: readonly string[]): string[] {
  return [
    ...codes.filter((code) => !Object.hasOwn(table, code)).map((code) => `${code}: missing`),
    ...Object.keys(table)
      .filter((code) => !codes.includes(code))
      .map((code) => `${code}: not a code of the contract`),
  ];
}

describe('the error texts table', () => {
  it('has exactly the codes of the contract, and a screen words only codes of the contract', () => {
    expect(contract.codes.length).toBeGreaterThan(50);
    expect(tableProblems(ERROR_TEXTS, contract.codes)).toEqual([]);
    const stray = SCREENS.flatMap(([name, screen]) =>
      Object.keys(screen.codes ?? {})
        .filter((code) => !contract.codes.includes(code))
        .map((code) => `${name} ${code}`),
    );
    expect(stray).toEqual([]);
  });

  it('notices a code missing from it and a stray one', () => {
    const broken: Record<string, unknown> = { ...ERROR_TEXTS, stray_code: 'refused' };
    delete broken.cpf_taken;
    expect(tableProblems(broken, contract.codes)).toEqual(['cpf_taken: missing', 'stray_code: not a code of the contract']);
  });

  it('gives every code of the contract a text on every screen, in Portuguese and English', () => {
    const empty: string[] = [];
    for (const [name, screen] of SCREENS) {
      for (const code of contract.codes) {
        for (const [language, LL] of Object.entries(LANGUAGES)) {
          const status = contract.statusOf.get(code) ?? 400;
          const text = errorText(LL, { statusCode: status, code, message: '' }, screen);
          if (text.trim() === '' || text === code) empty.push(`${name} ${code} ${language}`);
        }
      }
    }
    expect(empty).toEqual([]);
  });

  it('words a code in each language differently where it has words of its own', () => {
    const untranslated: string[] = [];
    const check = (where: string, words: (LL: (typeof LANGUAGES)['en']) => string) => {
      const en = words(LANGUAGES.en);
      const pt = words(LANGUAGES.ptBr);
      if (en.trim() === '' || pt.trim() === '' || en === pt) untranslated.push(where);
    };
    for (const code of contract.codes) {
      const entry = entryOf(code);
      if (typeof entry === 'function') check(code, entry as (LL: (typeof LANGUAGES)['en']) => string);
    }
    for (const [name, screen] of SCREENS) {
      for (const [code, words] of Object.entries(screen.codes ?? {})) if (words) check(`${name} ${code}`, words);
      for (const [kind, words] of Object.entries(screen.kinds)) check(`${name} ${kind}`, (LL) => words(LL, { statusCode: 400, message: '' }));
    }
    expect(untranslated).toEqual([]);
  });

  it("says a code of no words of its own as the kind its status is (the contract's description gives the status)", () => {
    const mismatched: string[] = [];
    for (const code of contract.codes) {
      const status = contract.statusOf.get(code);
      if (status === undefined) mismatched.push(`${code}: no status in the contract's description`);
      const entry = entryOf(code);
      if (typeof entry === 'string' && status !== undefined && kindOfStatus(status) !== entry) {
        mismatched.push(`${code}: ${entry}, but ${status} is ${kindOfStatus(status)}`);
      }
    }
    expect(mismatched).toEqual([]);
  });
});

describe('a screen', () => {
  const en = LANGUAGES.en;
  const pt = LANGUAGES.ptBr;

  it("says a code in its own words before the table's, and the table's before its general ones", () => {
    // A taken e-mail: the register form's and the user form's own words.
    expect(screenErrorText(en, { statusCode: 409, code: 'email_taken' }, 'auth')).toBe('This e-mail is already registered.');
    expect(screenErrorText(en, { statusCode: 409, code: 'email_taken' }, 'users')).toBe('This e-mail belongs to another user.');
    // The password rule: the table's words, on the register form and the user form alike.
    expect(screenErrorText(pt, { statusCode: 400, code: 'password_too_short' }, 'auth')).toBe('A nova senha deve ter pelo menos 8 caracteres.');
    expect(screenErrorText(pt, { statusCode: 400, code: 'password_too_short' }, 'users')).toBe('A nova senha deve ter pelo menos 8 caracteres.');
    // A code of no words of its own: the screen's words for its kind.
    expect(screenErrorText(en, { statusCode: 404, code: 'not_found' }, 'delivery')).toBe(en.DELIVERY.ERRORS.NOT_FOUND());
    expect(screenErrorText(en, { statusCode: 403, code: 'company_forbidden' }, 'delivery')).toBe(en.DELIVERY.ERRORS.FORBIDDEN());
    expect(screenErrorText(en, { statusCode: 403, code: 'company_forbidden' }, 'users')).toBe(en.USERS.ERRORS.COMPANY_FORBIDDEN());
  });

  it('says a failure with no code, no answer or a code this app does not know by its status', () => {
    expect(screenErrorText(en, { statusCode: 0, code: 'network' }, 'callCenter')).toBe(en.CALL_CENTER.ERRORS.NETWORK());
    expect(screenErrorText(en, { statusCode: 429 }, 'callCenter')).toBe(en.CALL_CENTER.ERRORS.TOO_MANY());
    // A newer server's code: a general text, never the code.
    expect(screenErrorText(pt, { statusCode: 409, code: 'code_of_a_newer_server' }, 'applications')).toBe(pt.APPLICATIONS.ERRORS.INVALID());
    expect(screenErrorText(en, { statusCode: 503, code: 'code_of_a_newer_server' }, 'roles')).toBe(en.ROLES.ERRORS.SERVER());
    // A code named like a property of every object is not a code.
    expect(screenErrorText(en, { statusCode: 400, code: 'constructor' }, 'users')).toBe(en.USERS.ERRORS.INVALID());
  });

  it("shows the server's own message on the sign-in forms for a refusal the app has no words for", () => {
    const refused = { statusCode: 400, code: 'validation', message: 'body/email must match format "email"' };
    expect(screenErrorText(en, refused, 'auth')).toBe('body/email must match format "email"');
    expect(screenErrorText(en, { ...refused, message: '' }, 'auth')).toBe(en.AUTH.ERRORS.SERVER());
    expect(screenErrorText(en, { ...refused, statusCode: 500, code: 'internal' }, 'auth')).toBe(en.AUTH.ERRORS.SERVER());
  });

  it('leads a failure of an act on several selected rows with how many of them failed', () => {
    const forbidden = { statusCode: 403, code: 'forbidden' };
    expect(screenErrorText(pt, { ...forbidden, selection: { total: 5, failed: 2 } }, 'delivery')).toBe(
      `Não foi possível concluir 2 de 5: ${pt.DELIVERY.ERRORS.FORBIDDEN()}`,
    );
    expect(screenErrorText(en, { statusCode: 409, code: 'role_assigned', selection: { total: 3, failed: 3 } }, 'roles')).toBe(
      `Could not finish 3 of 3: ${en.ROLES.ERRORS.ASSIGNED()}`,
    );
    // One row: the reason alone.
    expect(screenErrorText(en, { ...forbidden, selection: { total: 1, failed: 1 } }, 'users')).toBe(en.USERS.ERRORS.FORBIDDEN());
  });

  it('says every kind of failure', () => {
    const kinds: FailureKind[] = ['network', 'forbidden', 'notFound', 'tooMany', 'refused', 'server'];
    const screens: ScreenErrorTexts[] = Object.values(SCREEN_ERROR_TEXTS);
    for (const screen of screens) expect(Object.keys(screen.kinds).sort()).toEqual([...kinds].sort());
  });
});

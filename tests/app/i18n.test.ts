import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en';
import ptBr from '../../src/i18n/pt-BR';
import { translator } from '../../src/i18n/translator';

/** Every key path of a catalogue, with the {parameters} its text names. */
function shape(catalogue: object, prefix = ''): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      // Plural blocks ({{singular|plural}}) name no parameter of their own.
      const text = value.replace(/\{\{[^}]*\}\}/g, '');
      result[path] = [...text.matchAll(/\{(\w+)/g)].map((match) => match[1] ?? '').sort();
    } else if (typeof value === 'object' && value !== null) {
      Object.assign(result, shape(value, path));
    }
  }
  return result;
}

/** The namespaces' catalogues (loaded with their pages), by namespace name. */
function namespaces(found: Record<string, object>): Record<string, object> {
  return Object.fromEntries(Object.entries(found).map(([file, catalogue]) => [file.split('/').at(-2) ?? file, catalogue]));
}
const ptBrNamespaces = namespaces(import.meta.glob<object>('../../src/i18n/pt-BR/*/index.ts', { eager: true, import: 'default' }));
const enNamespaces = namespaces(import.meta.glob<object>('../../src/i18n/en/*/index.ts', { eager: true, import: 'default' }));

describe('catalogues', () => {
  it('have the same keys, with the same parameters, in ptBr and en', () => {
    expect(Object.keys(shape(en)).sort()).toEqual(Object.keys(shape(ptBr)).sort());
    expect(shape(en)).toEqual(shape(ptBr));
  });

  it('have the same namespaces, each with the same keys and parameters, in ptBr and en', () => {
    expect(Object.keys(enNamespaces).sort()).toEqual(Object.keys(ptBrNamespaces).sort());
    // The order desk's, at least: a glob that found nothing would compare nothing.
    expect(Object.keys(ptBrNamespaces)).toContain('ORDERS');
    for (const [name, catalogue] of Object.entries(ptBrNamespaces)) {
      expect(shape(enNamespaces[name] ?? {}), name).toEqual(shape(catalogue));
    }
  });

  it('have no empty text', () => {
    for (const catalogue of [ptBr, en, ...Object.values(ptBrNamespaces), ...Object.values(enNamespaces)]) {
      for (const path of Object.keys(shape(catalogue))) {
        const text = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue);
        expect(text, path).toMatch(/\S/);
      }
    }
  });

  it('say the login detail is incorrect in each language', () => {
    expect(translator('ptBr').AUTH.VALIDATION.INVALID_LOGIN()).toBe('Login e/ou senha incorretos');
    expect(translator('en').AUTH.VALIDATION.INVALID_LOGIN()).toBe('The login detail is incorrect');
  });

  it('title the sign-in page in each language', () => {
    expect(translator('ptBr').AUTH.LOGIN.TITLE()).toBe('Logar no sistema');
    expect(translator('en').AUTH.LOGIN.TITLE()).toBe('Sign in to the system');
  });

  it('fill the generic templates of the seeds', () => {
    const V = translator('en').AUTH.VALIDATION;
    expect(V.INVALID({ name: 'Email' })).toBe('Email is not valid');
    expect(V.REQUIRED({ name: 'Email' })).toBe('Email is required');
    expect(V.MIN_LENGTH({ min: 3 })).toBe('minimum length is 3');
    expect(V.AGREEMENT_REQUIRED()).toBe('Accepting terms & conditions are required');
    expect(V.NOT_FOUND({ name: 'email' })).toBe('The requested email is not found');
    expect(V.REQUIRED_FIELD()).toBe('Required field');
    expect(V.LENGTH_FIELD()).toBe('Minimum or maximum field length');
    const P = translator('ptBr').AUTH.VALIDATION;
    expect(P.REQUIRED({ name: 'E-mail' })).toBe('O campo E-mail é obrigatório');
    expect(P.MIN_LENGTH({ min: 3 })).toBe('o tamanho mínimo é 3');
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  languageOf,
  localeOf,
  readLanguage,
  writeLanguage,
} from '../../src/i18n/language';

/** A Map-backed Storage, enough for getItem/setItem. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('stored language', () => {
  it('is kept under the key "language"', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('language');
  });

  it('defaults to ptBr when nothing is stored', () => {
    expect(DEFAULT_LANGUAGE).toBe('ptBr');
    expect(readLanguage(memoryStorage())).toBe('ptBr');
  });

  it.each(['ptBr', 'en'] as const)('reads a stored %s', (language) => {
    expect(readLanguage(memoryStorage({ language }))).toBe(language);
  });

  it.each(['pt-BR', 'EN', 'fr', '', ' en', 'null', '"en"'])('reads the bad value %j as ptBr', (stored) => {
    expect(readLanguage(memoryStorage({ language: stored }))).toBe('ptBr');
  });

  it('reads ptBr when there is no storage or it throws', () => {
    expect(readLanguage(null)).toBe('ptBr');
    expect(readLanguage(undefined)).toBe('ptBr');
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readLanguage(refusing)).toBe('ptBr');
  });

  it('writes the choice and reads it back', () => {
    const storage = memoryStorage();
    writeLanguage(storage, 'en');
    expect(storage.getItem('language')).toBe('en');
    expect(readLanguage(storage)).toBe('en');
    writeLanguage(storage, 'ptBr');
    expect(storage.getItem('language')).toBe('ptBr');
  });

  it('ignores a storage that refuses to write', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => writeLanguage(full, 'en')).not.toThrow();
    expect(() => writeLanguage(null, 'en')).not.toThrow();
  });

  it('maps languages to the BCP 47 locales Intl accepts and back', () => {
    expect(localeOf('ptBr')).toBe('pt-BR');
    expect(localeOf('en')).toBe('en');
    expect(languageOf(localeOf('ptBr'))).toBe('ptBr');
    expect(languageOf(localeOf('en'))).toBe('en');
    expect(() => new Intl.PluralRules(localeOf('ptBr'))).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYOUT_CONFIG,
  LAYOUT_CONFIG_STORAGE_KEY,
  readLayoutConfig,
  withAsideMinimized,
  writeLayoutConfig,
} from '../../src/domain/layoutConfig';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

// The defaults of seed 001 section 9, written by hand.
const SEED_DEFAULTS = {
  layout: 'fluid',
  header: { fixed: true, skin: 'light', minimizeOffset: { desktop: 200, mobile: 150 } },
  brand: { skin: 'dark' },
  aside: { fixed: true, skin: 'dark', minimized: false },
  loader: { message: 'Please wait...' },
  scrollTop: { offset: 300, speed: 600 },
};

// A stored choice that differs from the defaults in every field.
const NON_DEFAULT = {
  layout: 'boxed',
  header: { fixed: false, skin: 'dark', minimizeOffset: { desktop: 0, mobile: 40 } },
  brand: { skin: 'light' },
  aside: { fixed: false, skin: 'light', minimized: true },
  loader: { message: 'Carregando...' },
  scrollTop: { offset: 120, speed: 250 },
};

describe('layout configuration', () => {
  it('holds the defaults of seed 001 section 9', () => {
    expect(DEFAULT_LAYOUT_CONFIG).toEqual(SEED_DEFAULTS);
    expect(LAYOUT_CONFIG_STORAGE_KEY).toBe('layoutConfig');
  });

  it.each([
    ['nothing stored', {}],
    ['bad JSON', { layoutConfig: '{oops' }],
    ['a string', { layoutConfig: '"fluid"' }],
  ])('answers the defaults for %s', (_, initial) => {
    expect(readLayoutConfig(memoryStorage(initial))).toEqual(DEFAULT_LAYOUT_CONFIG);
  });

  it('keeps a written choice and falls back field by field', () => {
    const storage = memoryStorage();
    writeLayoutConfig(storage, withAsideMinimized(DEFAULT_LAYOUT_CONFIG, true));
    expect(readLayoutConfig(storage).aside.minimized).toBe(true);
    storage.setItem(LAYOUT_CONFIG_STORAGE_KEY, JSON.stringify({ aside: { minimized: 'yes' }, scrollTop: { offset: 500 } }));
    const read = readLayoutConfig(storage);
    expect(read.aside.minimized).toBe(false);
    expect(read.scrollTop.offset).toBe(500);
    expect(read.header).toEqual(DEFAULT_LAYOUT_CONFIG.header);
  });
});

describe('layout configuration read back from storage', () => {
  it('keeps every field of a stored non-default configuration', () => {
    const storage = memoryStorage({
      layoutConfig: JSON.stringify(NON_DEFAULT),
    });
    expect(readLayoutConfig(storage)).toEqual(NON_DEFAULT);
  });

  it('answers the seed defaults for malformed offsets, skins and loader messages', () => {
    const storage = memoryStorage({
      layoutConfig:
        '{"layout":"wide","header":{"skin":"blue","minimizeOffset":{"desktop":-1,"mobile":"500"}},' +
        '"brand":{"skin":""},"aside":{"skin":"Dark"},"loader":{"message":"   "},"scrollTop":{"offset":1e999,"speed":null}}',
    });
    expect(readLayoutConfig(storage)).toEqual(SEED_DEFAULTS);
  });

  it('falls back only on the loader message when it is empty or not text', () => {
    for (const message of ['', 42]) {
      const storage = memoryStorage({
        layoutConfig: JSON.stringify({ layout: 'boxed', loader: { message } }),
      });
      const read = readLayoutConfig(storage);
      expect(read.layout).toBe('boxed');
      expect(read.loader.message).toBe('Please wait...');
    }
  });
});

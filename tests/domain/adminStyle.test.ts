import { describe, expect, it } from 'vitest';
import { ADMIN_STYLE_CACHE_MS, ADMIN_STYLE_STORAGE_KEY, DEFAULT_ADMIN_STYLE, DEFAULT_LOGIN_BACKGROUND, isAdminStyle, isFreshCache, readCachedStyle, serializeCachedStyle, type CachedAdminStyle } from '../../src/domain/adminStyle';
import type { AdminStyle } from '../../src/contract/schema.gen';

// Seed 001 section 3: admin style settings titleTab, footerTitle, tabIcon, backgroundLogin, logo,
// expiration (timestamp), with defaults for the tab title (a branded delivery title), favicon,
// login background and logo; section 4: "Admin style cache: valid 5 minutes".
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const STYLE: AdminStyle = {
  titleTab: 'Mercado Bom Preço',
  footerTitle: 'Mercado Bom Preço Ltda',
  tabIcon: 'https://cdn.example.com/icon.png',
  backgroundLogin: 'https://cdn.example.com/background.jpg',
  logo: 'https://cdn.example.com/logo.png',
  expiration: 1_736_942_700_000,
};
const CACHED: CachedAdminStyle = { style: STYLE, expiration: NOW + 300_000 };
const STORED =
  '{"style":{"titleTab":"Mercado Bom Preço","footerTitle":"Mercado Bom Preço Ltda","tabIcon":"https://cdn.example.com/icon.png",' +
  '"backgroundLogin":"https://cdn.example.com/background.jpg","logo":"https://cdn.example.com/logo.png","expiration":1736942700000},' +
  `"expiration":${String(NOW + 300_000)}}`;

const TEXT_FIELDS = ['titleTab', 'footerTitle', 'tabIcon', 'backgroundLogin', 'logo'] as const;

describe('the constants', () => {
  it('keeps a style 5 minutes, that is 300,000 ms', () => {
    expect(ADMIN_STYLE_CACHE_MS).toBe(300_000);
  });

  it("stores the style under 'adminStyle'", () => {
    expect(ADMIN_STYLE_STORAGE_KEY).toBe('adminStyle');
  });

  it('has a default style with the branded title, the favicon, the login background and the logo, expiring at 0', () => {
    expect(DEFAULT_ADMIN_STYLE).toEqual({
      titleTab: 'Back-office Delivery',
      footerTitle: 'Back-office Delivery',
      tabIcon: '/favicon.svg',
      backgroundLogin: '/auth-background.svg',
      logo: '/favicon.svg',
      expiration: 0,
    });
  });

  it('cannot have its default style changed', () => {
    expect(Object.isFrozen(DEFAULT_ADMIN_STYLE)).toBe(true);
  });

  it("shows the default style's background on the login page", () => {
    expect(DEFAULT_LOGIN_BACKGROUND).toBe('/auth-background.svg');
  });
});

describe('isAdminStyle', () => {
  it('accepts a style with every field', () => {
    expect(isAdminStyle(STYLE)).toBe(true);
    expect(isAdminStyle({ titleTab: '', footerTitle: '', tabIcon: '', backgroundLogin: '', logo: '', expiration: 0 })).toBe(true);
  });

  it('accepts a style with extra fields', () => {
    expect(isAdminStyle({ ...STYLE, primaryColor: '#ff0000' })).toBe(true);
  });

  it.each(TEXT_FIELDS)('refuses a style without %s', (field) => {
    const style: Record<string, unknown> = { ...STYLE };
    delete style[field];
    expect(isAdminStyle(style)).toBe(false);
  });

  it.each(TEXT_FIELDS)('refuses a style whose %s is not text', (field) => {
    expect(isAdminStyle({ ...STYLE, [field]: 7 })).toBe(false);
    expect(isAdminStyle({ ...STYLE, [field]: null })).toBe(false);
  });

  it('refuses a style without an expiration, or with one that is not a number', () => {
    const { expiration: _expiration, ...withoutExpiration } = STYLE;
    expect(isAdminStyle(withoutExpiration)).toBe(false);
    expect(isAdminStyle({ ...STYLE, expiration: '1736942700000' })).toBe(false);
    expect(isAdminStyle({ ...STYLE, expiration: null })).toBe(false);
  });

  it('refuses what is not an object', () => {
    expect(isAdminStyle(null)).toBe(false);
    expect(isAdminStyle(undefined)).toBe(false);
    expect(isAdminStyle('adminStyle')).toBe(false);
    expect(isAdminStyle(300_000)).toBe(false);
    expect(isAdminStyle({})).toBe(false);
  });

  it('refuses an array or a function even when it carries every field', () => {
    expect(isAdminStyle(Object.assign([], STYLE))).toBe(false);
    expect(isAdminStyle(Object.assign(() => undefined, STYLE))).toBe(false);
  });
});

describe('isFreshCache', () => {
  it('is fresh strictly before its expiration', () => {
    expect(isFreshCache({ style: STYLE, expiration: 1000 }, 0)).toBe(true);
    expect(isFreshCache({ style: STYLE, expiration: 1000 }, 999)).toBe(true);
    expect(isFreshCache({ style: STYLE, expiration: 1000 }, 1000)).toBe(false);
    expect(isFreshCache({ style: STYLE, expiration: 1000 }, 1001)).toBe(false);
  });

  it('looks at the entry\'s expiration, not the style\'s own', () => {
    expect(isFreshCache({ style: { ...STYLE, expiration: 0 }, expiration: NOW + 1 }, NOW)).toBe(true);
    expect(isFreshCache({ style: { ...STYLE, expiration: NOW + 300_000 }, expiration: NOW }, NOW)).toBe(false);
  });
});

describe('serializeCachedStyle', () => {
  it('writes the style and the expiration as JSON', () => {
    expect(serializeCachedStyle(CACHED)).toBe(STORED);
  });

  it('writes the default style', () => {
    expect(serializeCachedStyle({ style: DEFAULT_ADMIN_STYLE, expiration: 300_000 })).toBe(
      '{"style":{"titleTab":"Back-office Delivery","footerTitle":"Back-office Delivery","tabIcon":"/favicon.svg",' +
        '"backgroundLogin":"/auth-background.svg","logo":"/favicon.svg","expiration":0},"expiration":300000}',
    );
  });

  it('leaves out what is not part of a cache entry', () => {
    const entry = { style: STYLE, expiration: 5, note: 'extra' };
    expect(JSON.parse(serializeCachedStyle(entry))).toEqual({ style: STYLE, expiration: 5 });
  });
});

describe('readCachedStyle', () => {
  it('reads back a fresh entry', () => {
    expect(readCachedStyle(STORED, NOW)).toEqual({ style: STYLE, expiration: NOW + 300_000 });
    expect(readCachedStyle(STORED, NOW + 299_999)).toEqual({ style: STYLE, expiration: NOW + 300_000 });
  });

  it('reads back what serializeCachedStyle wrote', () => {
    expect(readCachedStyle(serializeCachedStyle(CACHED), NOW)).toEqual(CACHED);
  });

  it('is null once the entry expires, at its expiration and after', () => {
    expect(readCachedStyle(STORED, NOW + 300_000)).toBeNull();
    expect(readCachedStyle(STORED, NOW + 300_001)).toBeNull();
  });

  it('is null without a stored entry', () => {
    expect(readCachedStyle(null, NOW)).toBeNull();
  });

  it.each<[string, string]>([
    ['empty text', ''],
    ['text that is not JSON', '{style:'],
    ['JSON null', 'null'],
    ['a number', '5'],
    ['a string', '"adminStyle"'],
    ['an array', '[1,2]'],
    ['an empty object', '{}'],
  ])('is null for %s', (_case, raw) => {
    expect(readCachedStyle(raw, NOW)).toBeNull();
  });

  it('is null without a valid style', () => {
    expect(readCachedStyle(JSON.stringify({ expiration: NOW + 300_000 }), NOW)).toBeNull();
    expect(readCachedStyle(JSON.stringify({ style: null, expiration: NOW + 300_000 }), NOW)).toBeNull();
    expect(readCachedStyle(JSON.stringify({ style: { ...STYLE, logo: 3 }, expiration: NOW + 300_000 }), NOW)).toBeNull();
  });

  it('is null without an expiration that is a number', () => {
    expect(readCachedStyle(JSON.stringify({ style: STYLE }), NOW)).toBeNull();
    expect(readCachedStyle(JSON.stringify({ style: STYLE, expiration: String(NOW + 300_000) }), NOW)).toBeNull();
    expect(readCachedStyle(JSON.stringify({ style: STYLE, expiration: null }), NOW)).toBeNull();
  });

  it('keeps only the style and the expiration of the stored entry', () => {
    expect(readCachedStyle(JSON.stringify({ style: STYLE, expiration: NOW + 1, version: 2 }), NOW)).toEqual({
      style: STYLE,
      expiration: NOW + 1,
    });
  });

  it("uses the entry's expiration, not the style's own", () => {
    const entry = JSON.stringify({ style: { ...STYLE, expiration: NOW + 300_000 }, expiration: NOW - 1 });
    expect(readCachedStyle(entry, NOW)).toBeNull();
  });
});

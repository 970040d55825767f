/**
 * The layout configuration of seed 001 section 9, kept in local storage under `layoutConfig`.
 * Pure helpers over a `Storage`-like object: a missing, unreadable or malformed value reads as
 * the defaults, and each malformed field falls back to its own default.
 */

/** A colour skin of a layout part. */
export type Skin = 'light' | 'dark';

/** How the page spreads: over the whole width (`fluid`) or in a centred box. */
export type LayoutWidth = 'fluid' | 'boxed';

/** The layout configuration. */
export interface LayoutConfig {
  layout: LayoutWidth;
  header: {
    fixed: boolean;
    skin: Skin;
    /** Scroll offsets (px) after which the fixed header minimizes. */
    minimizeOffset: { desktop: number; mobile: number };
  };
  brand: { skin: Skin };
  aside: { fixed: boolean; skin: Skin; minimized: boolean };
  loader: { message: string };
  /** The sub-header's scroll-to-top control: shown past `offset` px, scrolls in `speed` ms. */
  scrollTop: { offset: number; speed: number };
}

/** The localStorage key of the layout configuration. */
export const LAYOUT_CONFIG_STORAGE_KEY = 'layoutConfig';

/** Seed 001 section 9's defaults. */
export const DEFAULT_LAYOUT_CONFIG: LayoutConfig = {
  layout: 'fluid',
  header: { fixed: true, skin: 'light', minimizeOffset: { desktop: 200, mobile: 150 } },
  brand: { skin: 'dark' },
  aside: { fixed: true, skin: 'dark', minimized: false },
  loader: { message: 'Please wait...' },
  scrollTop: { offset: 300, speed: 600 },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function offset(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

function skin(value: unknown, fallback: Skin): Skin {
  return value === 'light' || value === 'dark' ? value : fallback;
}

/** The configuration a parsed value describes, each malformed field replaced by its default. */
export function toLayoutConfig(value: unknown): LayoutConfig {
  const d = DEFAULT_LAYOUT_CONFIG;
  const header = field(value, 'header');
  const minimizeOffset = field(header, 'minimizeOffset');
  const aside = field(value, 'aside');
  const scrollTop = field(value, 'scrollTop');
  const layout = field(value, 'layout');
  const message = field(field(value, 'loader'), 'message');
  return {
    layout: layout === 'fluid' || layout === 'boxed' ? layout : d.layout,
    header: {
      fixed: bool(field(header, 'fixed'), d.header.fixed),
      skin: skin(field(header, 'skin'), d.header.skin),
      minimizeOffset: {
        desktop: offset(field(minimizeOffset, 'desktop'), d.header.minimizeOffset.desktop),
        mobile: offset(field(minimizeOffset, 'mobile'), d.header.minimizeOffset.mobile),
      },
    },
    brand: { skin: skin(field(field(value, 'brand'), 'skin'), d.brand.skin) },
    aside: {
      fixed: bool(field(aside, 'fixed'), d.aside.fixed),
      skin: skin(field(aside, 'skin'), d.aside.skin),
      minimized: bool(field(aside, 'minimized'), d.aside.minimized),
    },
    loader: { message: typeof message === 'string' && message.trim() !== '' ? message : d.loader.message },
    scrollTop: {
      offset: offset(field(scrollTop, 'offset'), d.scrollTop.offset),
      speed: offset(field(scrollTop, 'speed'), d.scrollTop.speed),
    },
  };
}

/** The stored configuration, or the defaults when none is stored, it is not JSON, or storage throws. */
export function readLayoutConfig(storage: Pick<Storage, 'getItem'> | null | undefined): LayoutConfig {
  try {
    const raw = storage?.getItem(LAYOUT_CONFIG_STORAGE_KEY);
    return raw == null ? DEFAULT_LAYOUT_CONFIG : toLayoutConfig(JSON.parse(raw));
  } catch {
    return DEFAULT_LAYOUT_CONFIG;
  }
}

/** Keeps the configuration; a storage that refuses (quota, private mode) is ignored. */
export function writeLayoutConfig(storage: Pick<Storage, 'setItem'> | null | undefined, config: LayoutConfig): void {
  try {
    storage?.setItem(LAYOUT_CONFIG_STORAGE_KEY, JSON.stringify(config));
  } catch {
    // The layout still applies to this visit; only its persistence is lost.
  }
}

/** The configuration with the aside's minimized flag changed (what `persistMinimized` stores). */
export function withAsideMinimized(config: LayoutConfig, minimized: boolean): LayoutConfig {
  return { ...config, aside: { ...config.aside, minimized } };
}

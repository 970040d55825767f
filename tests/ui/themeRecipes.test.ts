import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { pageSystem } from '../../src/ui/pageSystem';
import { GLOBAL_CSS_ID, system } from '../../src/ui/theme';

const CHAKRA = resolve('node_modules/@chakra-ui/react/dist/esm');

/** Every `.ts`/`.tsx` file under `dir`. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names the app imports from '@chakra-ui/react'. */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourcesUnder('src')) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** The file of Chakra's dist that exports `name` (a component, or a namespace of parts), if any. */
function fileOf(name: string, index: string): string | null {
  for (const match of index.matchAll(/export \{([^}]*)\} from '([^']+)'/g)) {
    if ((match[1] ?? '').split(',').some((part) => part.trim().split(/\s+as\s+/).pop() === name)) return match[2] ?? null;
  }
  const namespace = new RegExp(`export \\{ (namespace\\$?\\w*) as ${name} \\}`).exec(index)?.[1];
  if (!namespace) return null;
  return new RegExp(`import \\* as ${namespace.replace('$', '\\$')} from '([^']+)'`).exec(index)?.[1] ?? null;
}

/** The recipe keys of the component folders from `start`, following their imports of other components. */
function recipeKeysFrom(start: string[]): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const queue = [...start];
  for (let dir = queue.shift(); dir !== undefined; dir = queue.shift()) {
    if (seen.has(dir)) continue;
    seen.add(dir);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
      const code = readFileSync(join(dir, entry.name), 'utf8');
      for (const match of code.matchAll(/key: "([a-zA-Z]+)"/g)) keys.add(match[1] ?? '');
      for (const match of code.matchAll(/from '(\.\.\/[a-z-]+)\/[a-z-]+\.js'/g)) queue.push(resolve(dir, match[1] ?? ''));
    }
  }
  return keys;
}

describe('the theme', () => {
  it('has the recipe of every Chakra component the app uses, and of those they render inside', () => {
    const index = readFileSync(join(CHAKRA, 'index.js'), 'utf8');
    const folders = [...importedNames()]
      .map((name) => fileOf(name, index))
      .filter((file): file is string => file !== null && file.startsWith('./components/'))
      .map((file) => dirname(join(CHAKRA, file)));
    const known = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
    const needed = [...recipeKeysFrom(folders)].filter((key) => known.has(key)).sort();
    // The walk finds the app's components (a check that it still reads Chakra's files).
    expect(needed).toEqual(expect.arrayContaining(['button', 'dialog', 'field', 'input', 'checkmark', 'icon']));
    expect(needed.filter((key) => !system.isRecipe(key) && !system.isSlotRecipe(key))).toEqual([]);
  });

  it('keeps the brand palette and Chakra’s tokens', () => {
    expect(system.token('colors.brand.700')).toBe('#c62d08');
    expect(system.token.var('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
    expect(system.token('colors.red.500')).toBe('#ef4444');
  });
});

describe('the system of a page', () => {
  it('inserts no global styles where the page holds them, and is the same system otherwise', () => {
    const holding = { getElementById: (id: string) => (id === GLOBAL_CSS_ID ? ({} as HTMLElement) : null) };
    const withoutGlobal = pageSystem(holding);
    expect(withoutGlobal._global).toEqual([]);
    expect(withoutGlobal.token('colors.brand.700')).toBe('#c62d08');
    expect(withoutGlobal.isSlotRecipe('dialog')).toBe(true);
    const whole = pageSystem({ getElementById: () => null });
    expect(pageSystem(null)).toBe(whole);
    expect(whole._global.length).toBeGreaterThan(0);
    expect(whole.token('colors.brand.700')).toBe(system.token('colors.brand.700'));
  });
});

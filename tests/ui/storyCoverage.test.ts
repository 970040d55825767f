import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The catalogue is complete: every component that src/ui exports is shown by a story, either as
 * the `component` of a stories file or rendered inside one of its stories (or by a decorator they
 * share), imported from the component's own module (or the folder's index that re-exports it).
 */
const ROOT = resolve(import.meta.dirname, '../..');

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => join(folder, file).split('\\').join('/'));
}

/** Exported React components of a module: PascalCase functions or consts, not contexts or types. */
export function exportedComponents(source: string): string[] {
  const names = [
    ...source.matchAll(/^export function ([A-Z][A-Za-z0-9]*)\s*[<(]/gm),
    ...source.matchAll(/^export const ([A-Z][A-Za-z0-9]*)\s*(?::[^=]+)?=\s*(?:memo|forwardRef|\(|function|React\.memo)/gm),
  ].map((match) => match[1] as string);
  return names.filter((name) => /[a-z]/.test(name) && !name.endsWith('Context'));
}

/** Modules a stories file imports, as paths from the root without extension, with the names it takes. */
function importsOf(file: string, source: string): { module: string; names: string[] }[] {
  return [...source.matchAll(/^import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(\.[^']+)'/gm)].map((match) => ({
    names: (match[1] as string)
      .split(',')
      .map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] as string)
      .filter(Boolean),
    module: relative(ROOT, resolve(ROOT, dirname(file), match[2] as string)).split('\\').join('/'),
  }));
}

const componentModules = filesUnder('src/ui', /\.tsx$/).map((file) => ({
  module: file.replace(/\.tsx$/, ''),
  components: exportedComponents(readFileSync(join(ROOT, file), 'utf8')),
}));
// Stories files and the decorators and kits they render with.
const storyFiles = filesUnder('stories', /\.tsx$/).map((file) => ({ file, source: readFileSync(join(ROOT, file), 'utf8') }));

/** Whether some stories file imports `name` from `module` (or its folder's index) and shows it. */
function shownByAStory(module: string, name: string): boolean {
  return storyFiles.some(({ file, source }) =>
    importsOf(file, source).some(
      (imported) =>
        (imported.module === module || `${imported.module}/index` === dirname(module) + '/index' || imported.module === dirname(module)) &&
        imported.names.includes(name) &&
        new RegExp(`(component:\\s*${name}\\b|<${name}[\\s/><])`).test(source),
    ),
  );
}

describe('the story-per-component rule', () => {
  it('finds the components of src/ui', () => {
    const all = componentModules.flatMap((entry) => entry.components);
    expect(all).toContain('LoginForm');
    expect(all).toContain('RolesList');
    expect(all).not.toContain('RiderCountsContext');
  });

  it('reads components written either way', () => {
    expect(exportedComponents('export function Badge(props: Props) {}\nexport const Chip = memo(function Chip() {});\nexport const WIDTH = 4;')).toEqual([
      'Badge',
      'Chip',
    ]);
  });

  it.each(componentModules.flatMap(({ module, components }) => components.map((name) => [name, module] as const)))(
    '%s (%s) has a story',
    (name, module) => {
      expect(shownByAStory(module, name), `no stories file imports and shows ${name} from ${module}`).toBe(true);
    },
  );
});

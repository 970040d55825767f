import { describe, expect, it } from 'vitest';
import { menu, type MenuEntry } from '../../../src/domain/menu';
import { isIconName } from '../../../src/ui/shell/Icon';

function icons(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((e) => [e.icon, ...icons(e.submenu ?? [])]);
}

describe('Icon', () => {
  it('draws a glyph of its own for every icon the menu uses (no fallback dot)', () => {
    const used = [...new Set(menu.flatMap((section) => icons(section.entries)))];
    expect(used.filter((name) => !isIconName(name))).toEqual([]);
  });

  it('falls back for an unknown name', () => {
    expect(isIconName('no-such-icon')).toBe(false);
  });
});

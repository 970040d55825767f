// What jsdom lacks and the help desk's views use: a ResizeObserver (the growing reply box watches
// itself with one) and CSS.escape (a dialog's focus trap reads it when its content changes).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const cssEscape = (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);
for (const scope of [globalThis, globalThis.window] as Record<string, unknown>[]) {
  if (scope && !scope.CSS) scope.CSS = { escape: cssEscape };
}
export {};

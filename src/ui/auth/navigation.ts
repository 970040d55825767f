import type { MouseEvent } from 'react';

/**
 * True for a click that should stay in the app: a plain left click. Others (middle click,
 * Ctrl/⌘-click) keep the browser's own handling of the link's real href, such as a new tab.
 */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

import type { MouseEvent } from 'react';

/**
 * True for a click that should stay in the app: a plain left click. Others (middle click,
 * Ctrl/⌘-click) keep the browser's own handling of the link's real href, such as a new tab.
 */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link's click handler that keeps a plain left click in the app: it raises `navigate` instead of
 * following the href; other clicks keep the browser's handling (see {@link isPlainLeftClick}).
 */
export function inAppClick(navigate: () => void): (event: MouseEvent) => void {
  return (event) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate();
  };
}

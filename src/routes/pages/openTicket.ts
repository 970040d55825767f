import type { TranslationFunctions } from '../../i18n/i18n-types';
import { notify, type Notice } from '../notices';

/** `window.open`'s part used here: a window, or null when the browser blocked it. */
export type OpenWindow = (url: string, target: string, features?: string) => { opener: unknown } | null;

/**
 * Opens an order's ticket (`path`) in a tab of its own. A browser lets a page open one only
 * shortly after a click, and the ticket waits for the server's answers (the move, then the link):
 * when the window is blocked, a notice opens it with a click of its own.
 */
export function openTicket(
  path: string,
  T: TranslationFunctions,
  open: OpenWindow = (url, target, features) => window.open(url, target, features),
  raise: (notice: Notice) => void = notify,
): void {
  const opened = open(path, '_blank');
  if (opened) {
    opened.opener = null;
    return;
  }
  raise({
    type: 'warning',
    title: T.ORDERS.DRAWER.PRINT_BLOCKED(),
    duration: 20_000,
    action: { label: T.ORDERS.DRAWER.PRINT_OPEN(), onClick: () => void open(path, '_blank', 'noopener') },
  });
}

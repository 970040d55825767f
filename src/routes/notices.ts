import type { toaster } from '../ui/toaster';

/** What a notice says: the options of the toaster's `create` (`{ type, title, duration }`). */
export type Notice = Parameters<typeof toaster.create>[0];

let raised = false;
const listeners = new Set<() => void>();

/**
 * Raises a notice on the app's toaster. The toaster's code arrives with the first notice of the
 * visit, so a page that raises none (the dashboard) never downloads it.
 */
export function notify(notice: Notice): void {
  mountToaster();
  import('../ui/toaster').then(
    ({ toaster }) => toaster.create(notice),
    (error: unknown) => console.error(error),
  );
}

function mountToaster(): void {
  if (raised) return;
  raised = true;
  for (const listener of listeners) listener();
}

/**
 * Mounts the toaster and waits until it is on the page: a notice raised once this resolves shows
 * at once (an undo notice must show for its whole window). Rejects when its code cannot be downloaded.
 */
export async function prepareNotices(): Promise<void> {
  mountToaster();
  const { toasterMounted } = await import('../ui/toaster');
  await toasterMounted();
}

/** Takes down the notice raised with `id`, if it still shows. */
export function dismissNotice(id: string): void {
  import('../ui/toaster').then(
    ({ toaster }) => toaster.dismiss(id),
    (error: unknown) => console.error(error),
  );
}

/** Calls `listener` when the first notice is raised (for `useSyncExternalStore`). */
export function subscribeToNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a notice was raised in this visit: then the toaster is mounted. */
export function noticesRaised(): boolean {
  return raised;
}

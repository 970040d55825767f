// The new-order alert's memory of what it announced, per company, in the browser's local storage:
// the order still waiting at the next sign-in was announced already and does not ring again.

const KEY_PREFIX = 'newOrderAnnounced:';

/** The fingerprint of the order last announced to `companyId` in this browser, or null. */
export function readAnnounced(companyId: string | null, storage: Storage | undefined = globalThis.localStorage): string | null {
  if (!companyId || !storage) return null;
  try {
    return storage.getItem(KEY_PREFIX + companyId);
  } catch {
    // Storage refused (private mode, quota): the alert rings as if nothing was announced.
    return null;
  }
}

/** Remembers (or, with null, forgets) the order last announced to `companyId`. */
export function writeAnnounced(companyId: string | null, fingerprint: string | null, storage: Storage | undefined = globalThis.localStorage): void {
  if (!companyId || !storage) return;
  try {
    if (fingerprint === null) storage.removeItem(KEY_PREFIX + companyId);
    else storage.setItem(KEY_PREFIX + companyId, fingerprint);
  } catch {
    // Not kept: the order may ring again at the next sign-in, which loses nothing.
  }
}

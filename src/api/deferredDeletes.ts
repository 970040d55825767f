import { PENDING_DELETES_KEY, UNDO_MS, type DeleteOutcome } from '../domain/deletes';
import { actOnEach, selectionError } from '../domain/selection';
import { deleteApplication } from './applicationActors';
import { deleteContact } from './callCenterActors';
import type { ApiClients, CallInit } from './client';
import { deleteCompanyDelivery, deleteDeliveryMan } from './deliveryActors';
import { isApiError } from '../contract/apiError';
import { deleteRole } from './roleActors';
import { deleteUser } from './userActors';

/** A record older than this is dropped unread: its user never came back to this browser. */
const FORGOTTEN_MS = 7 * 24 * 60 * 60 * 1000;

/** Without Web Locks (a page not served securely), a record this far past its time has lost its page. */
const ORPHANED_WITHOUT_LOCKS_MS = 30_000;

type DeleteOne = (clients: ApiClients, id: string, init: CallInit) => Promise<void>;

/** The call that deletes one row of each kind. */
const DELETE_ONE = {
  user: deleteUser,
  role: deleteRole,
  contact: deleteContact,
  application: deleteApplication,
  companyDelivery: deleteCompanyDelivery,
  rider: (clients, id, init) => deleteDeliveryMan(clients, id, false, init),
  riderKeepingHistory: (clients, id, init) => deleteDeliveryMan(clients, id, true, init),
} satisfies Record<string, DeleteOne>;

/** What a deferred delete removes. */
export type DeleteKind = keyof typeof DELETE_ONE;

const isDeleteKind = (value: unknown): value is DeleteKind => typeof value === 'string' && Object.hasOwn(DELETE_ONE, value);

/** A delete a page confirmed: made when its undo window ends, or by the next page if that one ended first. */
export interface PendingDelete {
  key: string;
  kind: DeleteKind;
  ids: string[];
  /** Whose session made it: only that user's session makes the calls. */
  userId: string;
  /** When the undo window ends. */
  dueAt: number;
  /** The page ended in the undo window and sent the calls as it went (they may not have arrived). */
  sent?: boolean;
}

/** The part of the Web Locks API used: a lock per pending delete, held by the page that owns it. */
export interface DeleteLocks {
  request<T>(name: string, options: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

/** What the deferred deletes need from the page. */
export interface DeferredDeletesDeps {
  deleteOne(kind: DeleteKind, id: string, init: CallInit): Promise<void>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** The signed-in user, or null. */
  userId(): string | null;
  /** Web Locks (navigator.locks), when the page has them. */
  locks: DeleteLocks | null;
  now(): number;
  newKey(): string;
  /** Calls `flush` when the page is going away (pagehide). */
  onPageHide(flush: () => void): void;
}

/** A confirmed delete in its undo window. */
export interface ScheduledDelete {
  key: string;
  /** Takes the delete back while the window is open; nothing is sent. Later, it does nothing. */
  undo(): void;
  /** Settles when the window ends, undone or not. */
  windowClosed: Promise<void>;
  /** How the delete ended; rejects with the server's refusal or a network failure. */
  outcome: Promise<DeleteOutcome>;
}

/** The deletes of one page load: each waits {@link UNDO_MS}, then is made once, by this page or the next. */
export interface DeferredDeletes {
  schedule(kind: DeleteKind, ids: readonly string[]): ScheduledDelete;
  /** Makes the signed-in user's deletes that an earlier page left in their window. */
  resume(): Promise<void>;
}

function isPendingDelete(value: unknown): value is PendingDelete {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.key === 'string' &&
    isDeleteKind(record.kind) &&
    Array.isArray(record.ids) &&
    record.ids.every((id) => typeof id === 'string') &&
    typeof record.userId === 'string' &&
    typeof record.dueAt === 'number'
  );
}

/** The records kept in `storage`; whatever is not a record is ignored. */
export function readPendingDeletes(storage: Pick<Storage, 'getItem'> | null): PendingDelete[] {
  const raw = storage?.getItem(PENDING_DELETES_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isPendingDelete) : [];
  } catch {
    return [];
  }
}

const lockName = (key: string) => `pending-delete:${key}`;

/** The call of each kind, made with `clients`. */
export function deleteOneWith(clients: ApiClients): DeferredDeletesDeps['deleteOne'] {
  return (kind, id, init) => DELETE_ONE[kind](clients, id, init);
}

/**
 * Deletes each id in turn, all of them whatever one answers. A rider with history (409
 * `has_history`) is kept back for a second confirmation; with `goneIsDone`, an id already gone
 * (404) counts as deleted (a call made again after a page ended); when another refusal or
 * failure met some ids, the others are still deleted and the {@link selectionError} of those
 * (how many of how many, and why) is thrown.
 */
export async function makeDeletes(
  deleteOne: DeferredDeletesDeps['deleteOne'],
  record: Pick<PendingDelete, 'kind' | 'ids'>,
  goneIsDone: boolean,
): Promise<DeleteOutcome> {
  const kept: string[] = [];
  const failures = await actOnEach(record.ids, async (id) => {
    try {
      await deleteOne(record.kind, id, {});
    } catch (error) {
      if (goneIsDone && isApiError(error) && error.statusCode === 404) return;
      if (isApiError(error) && error.code === 'has_history') kept.push(id);
      else throw error;
    }
  });
  if (failures.length > 0) throw selectionError(record.ids.length, failures);
  return { undone: false, kept };
}

/**
 * The page's deferred deletes. A confirmed delete is written to storage under a Web Lock that its
 * page holds until it is made; the calls go when the undo window ends, one per id (an id already
 * gone counts as deleted; riders with history are kept back, see {@link DeleteOutcome}). A page
 * that goes away in the window sends its calls as it leaves (keepalive) and marks them sent; the
 * next page of the same user makes whatever is left whose lock is free, so a reload or a closed
 * tab neither loses a delete nor makes it where it was already made.
 */
export function createDeferredDeletes(deps: DeferredDeletesDeps): DeferredDeletes {
  const { storage } = deps;
  /** This page's deletes still in their window. */
  const waiting = new Map<string, PendingDelete>();
  /** This page's deletes whose window ended, their calls on their way. */
  const making = new Map<string, PendingDelete>();
  /** The page has gone away (pagehide): a call it made that ends without an answer was cut by it. */
  let left = false;
  let listening = false;

  const update = (change: (records: PendingDelete[]) => PendingDelete[]) => {
    if (!storage) return;
    const now = deps.now();
    const records = change(readPendingDeletes(storage).filter((record) => record.dueAt > now - FORGOTTEN_MS));
    if (records.length > 0) storage.setItem(PENDING_DELETES_KEY, JSON.stringify(records));
    else storage.removeItem(PENDING_DELETES_KEY);
  };
  const remove = (key: string) => update((records) => records.filter((record) => record.key !== key));

  const make = (record: PendingDelete, goneIsDone: boolean) => makeDeletes(deps.deleteOne, record, goneIsDone);

  // The page is going away: no one can undo any more, no timer will fire, and the calls on their
  // way will be cut. Each delete is sent as the page goes (keepalive) and left to the next page.
  const flush = () => {
    left = true;
    const going = [...waiting.values(), ...making.values()];
    if (going.length === 0) return;
    const sent = new Set(going.map((record) => record.key));
    update((records) => records.map((record) => (sent.has(record.key) ? { ...record, sent: true } : record)));
    for (const record of going) {
      // Read again if the page comes back (the back-forward cache) and its timer fires.
      record.sent = true;
      for (const id of record.ids) deps.deleteOne(record.kind, id, { keepalive: true }).catch(() => {});
    }
    waiting.clear();
  };

  const holding = <T>(key: string, run: () => Promise<T>): Promise<T> => (deps.locks ? deps.locks.request(lockName(key), {}, run) : run());

  return {
    schedule(kind, ids) {
      if (!listening) {
        listening = true;
        deps.onPageHide(flush);
      }
      const record: PendingDelete = { key: deps.newKey(), kind, ids: [...ids], userId: deps.userId() ?? '', dueAt: deps.now() + UNDO_MS };
      let endWindow: (undone: boolean) => void = () => {};
      const window = new Promise<boolean>((resolve) => {
        endWindow = resolve;
      });
      const timer = setTimeout(() => endWindow(false), UNDO_MS);
      const outcome = holding(record.key, async (): Promise<DeleteOutcome> => {
        update((records) => [...records, record]);
        waiting.set(record.key, record);
        const undone = await window;
        waiting.delete(record.key);
        if (undone) {
          remove(record.key);
          return { undone: true };
        }
        let cut = false;
        making.set(record.key, record);
        try {
          // A page that sent the calls as it went away and came back from the back-forward cache
          // makes them again here: ids already gone count as deleted.
          return await make(record, record.sent === true);
        } catch (error) {
          cut = left && isApiError(error) && error.statusCode === 0;
          throw error;
        } finally {
          making.delete(record.key);
          // Made or refused, the user is told; a page that went away in the middle leaves it to the next.
          if (!cut) remove(record.key);
        }
      });
      return {
        key: record.key,
        // Once the window has ended the promise is settled, and this changes nothing.
        undo: () => {
          clearTimeout(timer);
          endWindow(true);
        },
        windowClosed: window.then(() => {}),
        outcome,
      };
    },

    async resume() {
      const userId = deps.userId();
      if (!userId || !storage) return;
      const now = deps.now();
      const left = readPendingDeletes(storage).filter(
        (record) => record.userId === userId && !waiting.has(record.key) && (deps.locks || record.dueAt < now - ORPHANED_WITHOUT_LOCKS_MS),
      );
      for (const found of left) {
        const run = async (lock: unknown) => {
          if (lock === null) return; // Its page is still open, in its window.
          const record = readPendingDeletes(storage).find((other) => other.key === found.key);
          if (!record) return; // Made meanwhile.
          try {
            // Made in part, or sent as its page went away: ids already gone count as deleted.
            await make(record, true);
          } catch (error) {
            // No answer, or the session ended: left for the next page. A refusal will not change: dropped.
            if (isApiError(error) && (error.statusCode === 0 || error.statusCode === 401)) return;
          }
          remove(record.key);
        };
        await (deps.locks ? deps.locks.request(lockName(found.key), { ifAvailable: true }, run) : run(true));
      }
    },
  };
}

/** The deferred deletes of a page in the browser, making their calls with `clients` as `userId`. */
export function browserDeferredDeletes(clients: ApiClients, userId: () => string | null, storage: DeferredDeletesDeps['storage']): DeferredDeletes {
  const locks = typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
  return createDeferredDeletes({
    deleteOne: deleteOneWith(clients),
    storage,
    userId,
    locks: locks
      ? {
          // Held until the callback's promise settles; answers what it answers.
          request: <T,>(name: string, options: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<T>) =>
            new Promise<T>((resolve, reject) => {
              locks.request(name, options, (lock) => callback(lock).then(resolve, reject)).catch(reject);
            }),
        }
      : null,
    now: () => Date.now(),
    newKey: () => crypto.randomUUID(),
    onPageHide: (flush) => window.addEventListener('pagehide', flush),
  });
}

import { fromPromise } from 'xstate';
import type { ApiClients } from '../../api/client';
import { browserDeferredDeletes, type DeferredDeletes, type DeleteKind } from '../../api/deferredDeletes';
import { UNDO_MS, type DeleteOutcome } from '../../domain/deletes';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { dismissNotice, notify, prepareNotices } from '../notices';
import type { AppServices } from '../services';

const ofPage = new WeakMap<ApiClients, DeferredDeletes>();

/** The page's one set of deferred deletes, with the session's clients, user and storage. */
export function deferredDeletesOf({ clients, session, storage }: Pick<AppServices, 'clients' | 'session' | 'storage'>): DeferredDeletes {
  let deletes = ofPage.get(clients);
  if (!deletes) {
    deletes = browserDeferredDeletes(clients, () => session.getSnapshot().context.user?.id ?? null, storage);
    ofPage.set(clients, deletes);
  }
  return deletes;
}

/**
 * A list's `deleteRows`: the delete waits {@link UNDO_MS} behind a notice saying `title` with an
 * Undo button (seed 000 section 9), then is made; the notice goes when the window ends. The texts
 * are read when the delete is confirmed, in the language shown then.
 * @example deleteRows: undoableDelete(deletes, 'user', texts, (T, ids) => (ids.length === 1 ? T.USERS.DELETE.DONE() : T.USERS.DELETE.MANY_DONE()))
 */
export function undoableDelete(
  deletes: DeferredDeletes,
  kind: DeleteKind,
  texts: { readonly current: TranslationFunctions },
  title: (T: TranslationFunctions, ids: readonly string[]) => string,
) {
  return fromPromise<DeleteOutcome, { ids: string[] }>(async ({ input }) => {
    // The window starts when its notice can show: the first notice of a visit downloads the
    // toaster's code first. Without it (no network) the delete goes on, undoable by nobody.
    await prepareNotices().catch(() => {});
    const T = texts.current;
    const scheduled = deletes.schedule(kind, input.ids);
    const id = `undo-delete-${scheduled.key}`;
    notify({ id, type: 'info', title: title(T, input.ids), duration: UNDO_MS, action: { label: T.LISTS.UNDO(), onClick: scheduled.undo } });
    void scheduled.windowClosed.then(() => dismissNotice(id));
    return scheduled.outcome;
  });
}

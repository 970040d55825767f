/**
 * Deletes the user can take back (seed 000 section 9: "undo shown for 3000 ms"): a confirmed
 * delete hides its rows and waits {@link UNDO_MS} with an Undo button before any call is made.
 */

/** How long a confirmed delete can be undone before the server is asked (seed 000 section 9). */
export const UNDO_MS = 3000;

/** How a delete ended: undone in time (nothing was sent), or made, with the ids the server kept back. */
export type DeleteOutcome =
  | { undone: true }
  | {
      undone: false;
      /** Ids the server refused to delete because they have history (riders), to confirm again. */
      kept: string[];
    };

/** Where the deletes waiting for their undo window are kept (localStorage), so no page end loses one. */
export const PENDING_DELETES_KEY = 'pendingDeletes';

import type { ApiError } from '../../contract/apiError';

/**
 * What differs between record editors, fixed when the machine is made (the states a use does not
 * need are not there).
 */
export interface RecordEditorOptions<Values, Loaded, Saved = unknown> {
  /**
   * `dialog`: one actor for every opening (a list screen's child), `closed` in between, opened by
   * `user.open` and forgetting everything when closed; it loads only when opened on a subject.
   * `opening`: one actor per opening, started on its input's subject; it always loads (the record,
   * or only the choices when creating) and is done once closed (`close`, then its output).
   * `form`: a page's form (register, forgot and reset password): nothing to load or cancel, it
   * starts editing and is done once saved (`saved`).
   */
  lifetime: 'dialog' | 'opening' | 'form';
  /**
   * An answer that says nothing was done (register answering no user, forgot password `ok: false`):
   * the save failed with the code `empty_answer`, the values kept; the view says what it means there.
   */
  isEmptyAnswer?: (saved: Saved) => boolean;
  /** A retry of a failed load keeps the failure shown until the answer (else it clears it at once). */
  retryKeepsFailure?: boolean;
  /** A loaded record shown read-only: no save, only Cancel. */
  readOnly?: (loaded: Loaded) => boolean;
  /**
   * A refused save shows an alert that goes after `ms` or when dismissed (the failure kept); with
   * `isValid`, values that may not be sent show the invalid alert and send nothing.
   */
  alert?: { ms: number; isValid?: (values: Values) => boolean };
  /** An update stays this long after it is saved, then closes (a create closes at once). */
  closeAfterUpdateMs?: number;
  /** Whether two values make the same request (they keep one key); by default {@link sameFormValues}. */
  sameRequest?: (a: Values, b: Values) => boolean;
}

/** What an editor per opening starts on: the record it edits, or null to create one. */
export interface RecordEditorInput<Subject> {
  subject: Subject | null;
}

/** Values sent to the server with their key: sent again unchanged, they keep the key. */
export interface KeyedValues<Values> {
  key: string;
  values: Values;
}

/** The editor's data; whether it is closed, loading, editing or saving is its state. */
export interface RecordEditorContext<Subject, Values, Loaded, Saved> {
  /** What it edits; null when it creates. */
  subject: Subject | null;
  /** What the form starts from beyond the subject (the record, its choices), once loaded. */
  loaded: Loaded | null;
  /** The values last sent (or refused as invalid): the form shows them again. */
  values: Values | null;
  /** The `Idempotency-Key` of the values last sent, with those values; null before the first save. */
  idempotency: KeyedValues<Values> | null;
  /** Why the last load or save failed; the view translates its code. */
  failure: ApiError | null;
  /** What the server answered to the save, once saved. */
  saved: Saved | null;
}

/** Every event a record editor accepts. */
export type RecordEditorEvent<Subject, Values> =
  | { type: 'user.open'; subject: Subject | null }
  | { type: 'user.save'; values: Values }
  | { type: 'user.cancel' }
  | { type: 'user.retry' }
  | { type: 'user.dismiss_alert' };

/** What the actor `load` is given. */
export interface RecordLoadInput<Subject> {
  subject: Subject | null;
}

/** What the actor `save` is given: the subject (null to create), what was loaded, the values and their key. */
export interface RecordSaveInput<Subject, Values, Loaded> {
  subject: Subject | null;
  loaded: Loaded | null;
  values: Values;
  /**
   * The `Idempotency-Key` of these values: the same while the same values are sent again, so a
   * create whose answer was lost is answered, not made twice. A save whose operation takes no key
   * (an update) leaves it out.
   */
  idempotencyKey: string;
}

/** What the container's `notifySaved` is told: what the server answered, for which subject, and whether it created. */
export interface RecordSavedNotice<Subject, Saved> {
  saved: Saved;
  subject: Subject | null;
  created: boolean;
}

/** An editor per opening's result, once done: what was saved (null when cancelled) and what was loaded. */
export interface RecordEditorOutput<Loaded, Saved> {
  saved: Saved | null;
  loaded: Loaded | null;
}

/** Where an editor is, as its view shows it. */
export type RecordEditorStatus = 'closed' | 'loading' | 'loadFailed' | 'readOnly' | 'editing' | 'saving' | 'saved';

/** The alert an editor shows over its form: values refused before sending, or a refused save. */
export type RecordEditorAlert = 'invalid' | 'failed' | null;

/** An editor's snapshot as plain data for its view. */
export interface RecordEditorView<Subject, Values, Loaded> {
  status: RecordEditorStatus;
  subject: Subject | null;
  loaded: Loaded | null;
  values: Values | null;
  failure: ApiError | null;
  alert: RecordEditorAlert;
}

/** An editor's view with its events: what a dialog or panel over it is given. */
export interface RecordEditorProps<Subject, Values, Loaded> extends RecordEditorView<Subject, Values, Loaded> {
  onOpen: (subject: Subject | null) => void;
  onSave: (values: Values) => void;
  onCancel: () => void;
  onRetry: () => void;
  onDismissAlert: () => void;
}

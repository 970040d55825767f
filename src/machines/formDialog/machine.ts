import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { asApiError, type ApiError } from '../../contract/apiError';
import { notProvided } from '../notProvided';

/** The context of a create or edit dialog; whether it is closed, loading, editing or saving is its state. */
export interface FormDialogContext<Subject, Values, Loaded> {
  /** What the dialog edits; null when it creates. */
  subject: Subject | null;
  /** What the edit form starts from beyond the subject (loaded when the dialog opens on one). */
  loaded: Loaded | null;
  /** The values last submitted (a refused save shows them again). */
  values: Values | null;
  /** Why loading or the last save failed; the view translates it. */
  failure: ApiError | null;
}

/** Every event a form dialog accepts. */
export type FormDialogEvent<Subject, Values> =
  | { type: 'user.open'; subject: Subject | null }
  | { type: 'user.submit'; values: Values }
  | { type: 'user.cancel' }
  | { type: 'user.retry' };

/** What the `save` actor receives: the subject (null to create), what was loaded for it, and the values. */
export interface FormDialogSave<Subject, Values, Loaded = never> {
  subject: Subject | null;
  loaded: Loaded | null;
  values: Values;
}

/**
 * A dialog that creates or edits one record (a contact, an application): closed until opened on a
 * subject (edit; its extra data loaded first by `load`, given `{ subject }`) or on none (create), then editing; a save
 * closes it and runs `notifySaved`, a refused save keeps it open with the reason and the values.
 * It cannot be dismissed while saving. The calls are the actors `load` and `save`; the container
 * provides them and the notice.
 * @example
 * const dialog = createFormDialogMachine<Contact, ContactCreate, never, Contact>().provide({
 *   actors: { save: fromPromise(({ input }) => createContact(clients, input.values)) },
 *   actions: { notifySaved: () => list.send({ type: 'row.created' }) },
 * });
 */
export function createFormDialogMachine<Subject, Values, Loaded, Saved>() {
  return setup({
    types: {
      context: {} as FormDialogContext<Subject, Values, Loaded>,
      events: {} as FormDialogEvent<Subject, Values>,
    },
    actors: {
      load: fromPromise<Loaded, { subject: Subject }>(() => notProvided('formDialogMachine', 'load')),
      save: fromPromise<Saved, FormDialogSave<Subject, Values, Loaded>>(() => notProvided('formDialogMachine', 'save')),
    },
    actions: {
      // The container's notice and list refresh; the machine only says when.
      notifySaved: (_, _params: { saved: Saved; subject: Subject | null }) => {},
      openOn: assign((_, params: { subject: Subject | null }) => ({ subject: params.subject, loaded: null, values: null, failure: null })),
      storeLoaded: assign((_, params: { loaded: Loaded }) => ({ loaded: params.loaded })),
      storeValues: assign((_, params: { values: Values }) => ({ values: params.values, failure: null })),
      storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiError(params.error) })),
      clearFailure: assign({ failure: null }),
      forget: assign({ subject: null, loaded: null, values: null, failure: null }),
    },
    guards: {
      // Editing needs the subject's extra data first; creating has none to load.
      hasSubject: (_, params: { subject: Subject | null }) => params.subject !== null,
    },
  }).createMachine({
    id: 'formDialog',
    context: { subject: null, loaded: null, values: null, failure: null },
    initial: 'closed',
    states: {
      closed: {
        on: {
          'user.open': [
            {
              guard: { type: 'hasSubject', params: ({ event }) => ({ subject: event.subject }) },
              target: 'loading',
              actions: { type: 'openOn', params: ({ event }) => ({ subject: event.subject }) },
            },
            { target: 'editing', actions: { type: 'openOn', params: ({ event }) => ({ subject: event.subject }) } },
          ],
        },
      },
      loading: {
        invoke: {
          id: 'load',
          src: 'load',
          // Entered only with a subject (the hasSubject guard).
          input: ({ context }) => ({ subject: context.subject as Subject }),
          onDone: { target: 'editing', actions: { type: 'storeLoaded', params: ({ event }) => ({ loaded: event.output }) } },
          onError: { target: 'loadFailed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
        },
        on: { 'user.cancel': { target: 'closed', actions: 'forget' } },
      },
      loadFailed: {
        on: {
          'user.retry': { target: 'loading', actions: 'clearFailure' },
          'user.cancel': { target: 'closed', actions: 'forget' },
        },
      },
      editing: {
        on: {
          'user.submit': { target: 'saving', actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) } },
          'user.cancel': { target: 'closed', actions: 'forget' },
        },
      },
      saving: {
        invoke: {
          id: 'save',
          src: 'save',
          // Entered only from a submit, which stores the values.
          input: ({ context }) => ({ subject: context.subject, loaded: context.loaded, values: context.values as Values }),
          onDone: {
            target: 'closed',
            actions: [{ type: 'notifySaved', params: ({ event, context }) => ({ saved: event.output, subject: context.subject }) }, 'forget'],
          },
          onError: { target: 'editing', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
        },
      },
    },
  });
}

/** A form dialog machine for its record types. */
export type FormDialogMachine<Subject, Values, Loaded, Saved> = ReturnType<typeof createFormDialogMachine<Subject, Values, Loaded, Saved>>;

/** Where a form dialog is, as its view shows it. */
export type FormDialogStatus = 'closed' | 'loading' | 'loadFailed' | 'editing' | 'saving';

/** A form dialog's snapshot as plain data for its view. */
export interface FormDialogView<Subject, Values, Loaded> {
  status: FormDialogStatus;
  subject: Subject | null;
  loaded: Loaded | null;
  values: Values | null;
  failure: ApiError | null;
}

/** The view of a form dialog snapshot. */
export function toFormDialogView<Subject, Values, Loaded, Saved>(
  snapshot: SnapshotFrom<FormDialogMachine<Subject, Values, Loaded, Saved>>,
): FormDialogView<Subject, Values, Loaded> {
  const value = snapshot.value;
  const status: FormDialogStatus = typeof value === 'string' ? (value as FormDialogStatus) : 'closed';
  const { subject, loaded, values, failure } = snapshot.context;
  return { status, subject, loaded, values, failure };
}

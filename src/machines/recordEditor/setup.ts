import { assign, fromPromise, setup } from 'xstate';
import { asApiError, emptyAnswerError } from '../../contract/apiError';
import { isIdempotencyKeyReused, newIdempotencyKey } from '../../contract/idempotencyKey';
import { notProvided } from '../notProvided';
import type {
  RecordEditorContext,
  RecordEditorEvent,
  RecordEditorInput,
  RecordEditorOptions,
  RecordEditorOutput,
  RecordLoadInput,
  RecordSaveInput,
  RecordSavedNotice,
} from './types';
import { sameFormValues } from './values';

/** An editor's context before it opens, and after a dialog closes. */
export function blank<Subject, Values, Loaded, Saved>(): RecordEditorContext<Subject, Values, Loaded, Saved> {
  return { subject: null, loaded: null, values: null, idempotency: null, failure: null, saved: null };
}

/** The record editor's types, calls, actions, guards and delays, for its options (see `createRecordEditorMachine`). */
export function recordEditorSetup<Subject, Values, Loaded, Saved>(options: RecordEditorOptions<Values, Loaded, Saved>) {
  const { alert, readOnly, closeAfterUpdateMs } = options;
  const sameRequest = options.sameRequest ?? sameFormValues;
  return setup({
    types: {
      input: {} as RecordEditorInput<Subject> | void,
      context: {} as RecordEditorContext<Subject, Values, Loaded, Saved>,
      events: {} as RecordEditorEvent<Subject, Values>,
      output: {} as RecordEditorOutput<Loaded, Saved>,
    },
    actors: {
      load: fromPromise<Loaded, RecordLoadInput<Subject>>(() => notProvided('recordEditorMachine', 'load')),
      save: fromPromise<Saved, RecordSaveInput<Subject, Values, Loaded>>(() => notProvided('recordEditorMachine', 'save')),
    },
    actions: {
      // The container's: a notice, the list reloaded; `close` for an editor per opening (the address changed).
      notifySaved: (_, _params: RecordSavedNotice<Subject, Saved>) => {},
      close: () => {},
      // The parent's, when a screen invokes the editor: told what was loaded (with `sendParent`).
      notifyLoaded: (_, _params: { loaded: Loaded }) => {},
      openOn: assign((_, params: { subject: Subject | null }) => ({ ...blank<Subject, Values, Loaded, Saved>(), subject: params.subject })),
      storeLoaded: assign((_, params: { loaded: Loaded }) => ({ loaded: params.loaded, failure: null })),
      storeValues: assign((_, params: { values: Values }) => ({ values: params.values, failure: null })),
      storeRefusedValues: assign((_, params: { values: Values }) => ({ values: params.values })),
      storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiError(params.error) })),
      storeEmptyAnswer: assign({ failure: () => emptyAnswerError() }),
      storeSaved: assign((_, params: { saved: Saved }) => ({ saved: params.saved })),
      clearFailure: assign({ failure: null }),
      forget: assign(() => blank<Subject, Values, Loaded, Saved>()),
      // Random, so a test model provides its own to compare contexts.
      issueIdempotencyKey: assign((_, params: { values: Values }) => ({ idempotency: { key: newIdempotencyKey(), values: params.values } })),
      forgetIdempotencyKey: assign({ idempotency: null }),
    },
    guards: {
      hasSubject: (_, params: { subject: Subject | null }) => params.subject !== null,
      isReadOnly: (_, params: { loaded: Loaded }) => readOnly?.(params.loaded) ?? false,
      isValid: (_, params: { values: Values }) => alert?.isValid?.(params.values) ?? true,
      isKeyedValues: ({ context }, params: { values: Values }) => context.idempotency !== null && sameRequest(context.idempotency.values, params.values),
      isKeyReused: (_, params: { error: unknown }) => isIdempotencyKeyReused(params.error),
      isCreate: ({ context }) => context.subject === null,
      isEmptyAnswer: (_, params: { saved: Saved }) => options.isEmptyAnswer?.(params.saved) ?? false,
    },
    delays: {
      alert: alert?.ms ?? 0,
      updateClose: closeAfterUpdateMs ?? 0,
    },
  });
}

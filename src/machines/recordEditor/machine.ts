import { blank, recordEditorSetup } from './setup';
import type { RecordEditorContext, RecordEditorOptions } from './types';

/**
 * One record edited in a dialog, panel or page form: `load` fetches what the form needs, `save` sends the
 * values; success tells the container (`notifySaved`) and closes; a refused save keeps the editor
 * open with the failure and the values sent; Cancel closes at any moment but while the server
 * decides. What differs between uses is in `options` (see {@link RecordEditorOptions}); the calls
 * and the notice are provided by the bindings and the container.
 *
 * Values sent get an `Idempotency-Key` when first sent and keep it while sent again unchanged
 * (Save after a failure whose answer was lost, so a create is answered, not made twice); other
 * values get a new key, and so does a new opening. A key the server refuses as used for another
 * request is dropped.
 * @example
 * const dialog = createRecordEditorMachine<Contact, ContactFormValues, never, Contact>({ lifetime: 'dialog' }).provide({
 *   actors: { save: fromPromise(({ input }) => createContact(clients, input.values, input.idempotencyKey)) },
 * });
 */
export function createRecordEditorMachine<Subject, Values, Loaded, Saved>(options: RecordEditorOptions<Values, Loaded, Saved>) {
  const { lifetime, alert, readOnly, closeAfterUpdateMs, isEmptyAnswer } = options;
  const dialog = lifetime === 'dialog';
  // A page's form: nothing to load or close; done once saved.
  const form = lifetime === 'form';
  // Closing a dialog forgets the opening; an editor per opening just ends.
  const closing = dialog ? ['forget' as const] : [];
  const refused = alert ? 'editing.failed' : 'editing';
  type LoadDone = { event: { output: Loaded } };
  type Done = { context: RecordEditorContext<Subject, Values, Loaded, Saved>; event: { output: Saved } };
  const savedActions = [
    { type: 'storeSaved' as const, params: ({ event }: Done) => ({ saved: event.output }) },
    {
      type: 'notifySaved' as const,
      params: ({ context, event }: Done) => ({ saved: event.output, subject: context.subject, created: context.subject === null }),
    },
  ];
  const loadedActions = [
    { type: 'storeLoaded' as const, params: ({ event }: LoadDone) => ({ loaded: event.output }) },
    { type: 'notifyLoaded' as const, params: ({ event }: LoadDone) => ({ loaded: event.output }) },
  ];
  return recordEditorSetup<Subject, Values, Loaded, Saved>(options).createMachine({
    id: 'recordEditor',
    context: ({ input }) => ({ ...blank<Subject, Values, Loaded, Saved>(), subject: input?.subject ?? null }),
    initial: dialog ? 'closed' : form ? 'editing' : 'loading',
    states: {
      // A page's form neither loads nor closes.
      ...(form
        ? {}
        : {
            closed: dialog
              ? {
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
                }
              : { type: 'final', entry: 'close' },
            loading: {
              invoke: {
                id: 'load',
                src: 'load',
                input: ({ context }) => ({ subject: context.subject }),
                onDone: [
                  ...(readOnly
                    ? [
                        {
                          guard: { type: 'isReadOnly' as const, params: ({ event }: LoadDone) => ({ loaded: event.output }) },
                          target: 'readOnly',
                          actions: loadedActions,
                        },
                      ]
                    : []),
                  { target: 'editing', actions: loadedActions },
                ],
                onError: { target: 'loadFailed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
              },
              on: { 'user.cancel': { target: 'closed', actions: closing } },
            },
            loadFailed: {
              on: {
                'user.retry': { target: 'loading', actions: options.retryKeepsFailure ? [] : ['clearFailure'] },
                'user.cancel': { target: 'closed', actions: closing },
              },
            },
          }),
      // A record shown read-only (a core role): nothing to save.
      ...(readOnly ? { readOnly: { on: { 'user.cancel': { target: 'closed', actions: closing } } } } : {}),
      editing: {
        ...(alert
          ? {
              initial: 'clean',
              states: {
                clean: {},
                ...(alert.isValid ? { invalid: { after: { alert: { target: 'clean' } }, on: { 'user.dismiss_alert': { target: 'clean' } } } } : {}),
                failed: { after: { alert: { target: 'clean' } }, on: { 'user.dismiss_alert': { target: 'clean' } } },
              },
            }
          : {}),
        on: {
          'user.save': [
            // Values with a key passed the checks when first sent.
            {
              guard: { type: 'isKeyedValues', params: ({ event }) => ({ values: event.values }) },
              target: 'saving',
              actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) },
            },
            {
              guard: { type: 'isValid', params: ({ event }) => ({ values: event.values }) },
              target: 'saving',
              actions: [
                { type: 'storeValues', params: ({ event }) => ({ values: event.values }) },
                { type: 'issueIdempotencyKey', params: ({ event }) => ({ values: event.values }) },
              ],
            },
            ...(alert?.isValid ? [{ target: '.invalid', actions: { type: 'storeRefusedValues' as const, params: ({ event }: { event: { values: Values } }) => ({ values: event.values }) } }] : []),
          ],
          ...(form ? {} : { 'user.cancel': { target: 'closed' as const, actions: closing } }),
        },
      },
      // Nothing closes the editor while the server decides.
      saving: {
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => ({
            subject: context.subject,
            loaded: context.loaded,
            // storeValues and issueIdempotencyKey ran on the way in.
            values: context.values as Values,
            idempotencyKey: context.idempotency?.key ?? '',
          }),
          onDone: [
            ...(isEmptyAnswer
              ? [{ guard: { type: 'isEmptyAnswer' as const, params: ({ event }: Done) => ({ saved: event.output }) }, target: refused, actions: 'storeEmptyAnswer' as const }]
              : []),
            // With a pause after an update, a create still closes at once.
            ...(closeAfterUpdateMs === undefined ? [] : [{ guard: { type: 'isCreate' as const }, target: 'closed', actions: savedActions }]),
            { target: closeAfterUpdateMs === undefined && !form ? 'closed' : 'saved', actions: [...savedActions, ...closing] },
          ],
          onError: [
            {
              guard: { type: 'isKeyReused', params: ({ event }) => ({ error: event.error }) },
              target: refused,
              actions: [{ type: 'storeFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetIdempotencyKey'],
            },
            { target: refused, actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
      // An update stays a moment, then closes; a page's form is done.
      ...(form
        ? { saved: { type: 'final' as const } }
        : closeAfterUpdateMs === undefined
          ? {}
          : { saved: { after: { updateClose: { target: 'closed' } }, on: { 'user.cancel': { target: 'closed' } } } }),
    },
    output: ({ context }) => ({ saved: context.saved, loaded: context.loaded }),
  });
}

/** A record editor machine for its record types. */
export type RecordEditorMachine<Subject, Values, Loaded, Saved> = ReturnType<typeof createRecordEditorMachine<Subject, Values, Loaded, Saved>>;

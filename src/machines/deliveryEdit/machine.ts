import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { asApiError, type ApiError } from '../../contract/apiError';
import { isIdempotencyKeyReused, newIdempotencyKey } from '../../contract/idempotencyKey';
import { notProvided } from '../notProvided';

/** What an edit dialog opens on: the record's id, or null to create one. */
export interface DeliveryEditInput {
  id: string | null;
}

/** Values sent to the server with their key: sent again unchanged, they keep the key. */
export interface KeyedValues<Values> {
  key: string;
  values: Values;
}

/** An edit dialog's data; whether it loads, edits or saves is its state. */
export interface DeliveryEditContext<Data, Values> {
  id: string | null;
  /** What the form starts from (the record and its choices), once loaded. */
  data: Data | null;
  /** The values last sent: the form shows them again after a refused save. */
  values: Values | null;
  /** The `Idempotency-Key` of the values last sent, with those values; null before the first save. */
  idempotency: KeyedValues<Values> | null;
  /** Why the last load or save failed; the view translates its code. */
  failure: ApiError | null;
}

/** What the actor `save` is given: the record's id (null to create), the values, what was loaded, the values' key. */
export interface DeliverySaveInput<Data, Values> {
  id: string | null;
  values: Values;
  data: Data | null;
  /**
   * The `Idempotency-Key` of these values: the same while the same values are sent again, so a
   * create whose answer was lost is answered, not made twice. A save whose operation takes no key
   * leaves it out.
   */
  idempotencyKey: string | null;
}

/** Every event an edit dialog accepts. */
export type DeliveryEditEvent<Values> =
  | { type: 'user.save'; values: Values }
  | { type: 'user.cancel' }
  | { type: 'user.retry' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Whether two form values are the same data (plain objects, arrays and primitives, key order aside). */
export function sameFormValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameFormValues(item, b[i]));
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameFormValues(a[key], b[key]));
}

/**
 * One record edited in a dialog (a rider's form, a rider's payment, a company's delivery
 * settings): `load` fetches what the form needs (the record, or only the choices when creating),
 * `save` sends the values; a refused save keeps the dialog open with the failure and the values
 * sent; success ends in `saved` (notice, then `close`), Cancel in `cancelled` (`close`).
 * Values sent get an `Idempotency-Key` when first sent and keep it while sent again unchanged
 * (Save after a failure whose answer was lost); changed values get a new key, and so does a new
 * dialog (a new actor). A key the server refuses as used for another request is dropped.
 * @example
 * const paid = createDeliveryEditMachine<DeliveryMan, PaidValues, DeliveryMan>().provide({
 *   actors: { load: fromPromise(({ input }) => getDeliveryMan(clients, input.id!)), save },
 *   actions: { notifySaved: () => toast(...), close: () => navigate(list) },
 * });
 */
export function createDeliveryEditMachine<Data, Values, Saved>() {
  return setup({
    types: {
      input: {} as DeliveryEditInput,
      context: {} as DeliveryEditContext<Data, Values>,
      events: {} as DeliveryEditEvent<Values>,
    },
    actors: {
      load: fromPromise<Data, { id: string | null }>(() => notProvided('deliveryEditMachine', 'load')),
      save: fromPromise<Saved, DeliverySaveInput<Data, Values>>(() => notProvided('deliveryEditMachine', 'save')),
    },
    actions: {
      // The container's: a notice, the list reloaded, the dialog closed (the address changed).
      notifySaved: (_, _params: { saved: Saved; created: boolean }) => {},
      close: () => {},
      storeData: assign((_, params: { data: Data }) => ({ data: params.data, failure: null })),
      storeValues: assign((_, params: { values: Values }) => ({ values: params.values, failure: null })),
      storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiError(params.error) })),
      // Random, so a test model provides its own to compare contexts.
      issueIdempotencyKey: assign((_, params: { values: Values }) => ({ idempotency: { key: newIdempotencyKey(), values: params.values } })),
      forgetIdempotencyKey: assign({ idempotency: null }),
    },
    guards: {
      isKeyedValues: ({ context }, params: { values: Values }) =>
        context.idempotency !== null && sameFormValues(context.idempotency.values, params.values),
      isKeyReused: (_, params: { error: unknown }) => isIdempotencyKeyReused(params.error),
    },
  }).createMachine({
    id: 'deliveryEdit',
    context: ({ input }) => ({ id: input.id, data: null, values: null, idempotency: null, failure: null }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ id: context.id }),
          onDone: { target: 'editing', actions: { type: 'storeData', params: ({ event }) => ({ data: event.output }) } },
          onError: { target: 'loadFailed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
        },
        on: { 'user.cancel': { target: 'cancelled' } },
      },
      loadFailed: {
        on: {
          'user.retry': { target: 'loading' },
          'user.cancel': { target: 'cancelled' },
        },
      },
      editing: {
        on: {
          'user.save': [
            {
              guard: { type: 'isKeyedValues', params: ({ event }) => ({ values: event.values }) },
              target: 'saving',
              actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) },
            },
            {
              target: 'saving',
              actions: [
                { type: 'storeValues', params: ({ event }) => ({ values: event.values }) },
                { type: 'issueIdempotencyKey', params: ({ event }) => ({ values: event.values }) },
              ],
            },
          ],
          'user.cancel': { target: 'cancelled' },
        },
      },
      // Nothing closes the dialog while the server decides.
      saving: {
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => {
            // storeValues ran on the way in: the values are there.
            const values = context.values as Values;
            return { id: context.id, values, data: context.data, idempotencyKey: context.idempotency?.key ?? null };
          },
          onDone: {
            target: 'saved',
            actions: { type: 'notifySaved', params: ({ context, event }) => ({ saved: event.output, created: context.id === null }) },
          },
          onError: [
            {
              guard: { type: 'isKeyReused', params: ({ event }) => ({ error: event.error }) },
              target: 'editing',
              actions: [{ type: 'storeFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetIdempotencyKey'],
            },
            { target: 'editing', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
      saved: { type: 'final', entry: 'close' },
      cancelled: { type: 'final', entry: 'close' },
    },
  });
}

/** The edit dialog machine for a record of type `Data` edited as `Values`. */
export type DeliveryEditMachine<Data, Values, Saved> = ReturnType<typeof createDeliveryEditMachine<Data, Values, Saved>>;

/** Where an edit dialog stands, as its view shows it. */
export type DeliveryEditStatus = 'loading' | 'loadFailed' | 'editing' | 'saving' | 'closed';

/** An edit dialog's snapshot as plain data for its view. */
export interface DeliveryEditView<Data, Values> {
  status: DeliveryEditStatus;
  data: Data | null;
  values: Values | null;
  failure: ApiError | null;
}

/** The view of an edit dialog's snapshot (`closed` once saved or cancelled). */
export function toDeliveryEditView<Data, Values, Saved>(
  snapshot: SnapshotFrom<DeliveryEditMachine<Data, Values, Saved>>,
): DeliveryEditView<Data, Values> {
  const value = snapshot.value;
  const status: DeliveryEditStatus = value === 'saved' || value === 'cancelled' ? 'closed' : value;
  return { status, data: snapshot.context.data, values: snapshot.context.values, failure: snapshot.context.failure };
}

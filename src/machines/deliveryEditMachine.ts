import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isApiError, toApiError, type ApiError } from '../api/errors';

/** What an edit dialog opens on: the record's id, or null to create one. */
export interface DeliveryEditInput {
  id: string | null;
}

/** An edit dialog's data; whether it loads, edits or saves is its state. */
export interface DeliveryEditContext<Data, Values> {
  id: string | null;
  /** What the form starts from (the record and its choices), once loaded. */
  data: Data | null;
  /** The values last sent: the form shows them again after a refused save. */
  values: Values | null;
  /** Why the last load or save failed; the view translates its code. */
  failure: ApiError | null;
}

/** What the actor `save` is given: the record's id (null to create), the values, what was loaded. */
export interface DeliverySaveInput<Data, Values> {
  id: string | null;
  values: Values;
  data: Data | null;
}

/** Every event an edit dialog accepts. */
export type DeliveryEditEvent<Values> =
  | { type: 'user.save'; values: Values }
  | { type: 'user.cancel' }
  | { type: 'user.retry' };

function asApiError(error: unknown): ApiError {
  return isApiError(error) ? error : toApiError({ error });
}

function notProvided(name: string): never {
  throw new Error(`deliveryEditMachine: provide the actor "${name}" with machine.provide()`);
}

/**
 * One record edited in a dialog (a rider's form, a rider's payment, a company's delivery
 * settings): `load` fetches what the form needs (the record, or only the choices when creating),
 * `save` sends the values; a refused save keeps the dialog open with the failure and the values
 * sent; success ends in `saved` (notice, then `close`), Cancel in `cancelled` (`close`).
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
      load: fromPromise<Data, { id: string | null }>(() => notProvided('load')),
      save: fromPromise<Saved, DeliverySaveInput<Data, Values>>(() => notProvided('save')),
    },
    actions: {
      // The container's: a notice, the list reloaded, the dialog closed (the address changed).
      notifySaved: (_, _params: { saved: Saved; created: boolean }) => {},
      close: () => {},
      storeData: assign((_, params: { data: Data }) => ({ data: params.data, failure: null })),
      storeValues: assign((_, params: { values: Values }) => ({ values: params.values, failure: null })),
      storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiError(params.error) })),
    },
  }).createMachine({
    id: 'deliveryEdit',
    context: ({ input }) => ({ id: input.id, data: null, values: null, failure: null }),
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
          'user.save': { target: 'saving', actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) } },
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
            return { id: context.id, values, data: context.data };
          },
          onDone: {
            target: 'saved',
            actions: { type: 'notifySaved', params: ({ context, event }) => ({ saved: event.output, created: context.id === null }) },
          },
          onError: { target: 'editing', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
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

import { assign, fromPromise, setup, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { asApiError, type ApiError } from '../../contract/apiError';
import type { CompanyStatus, OpenStateChange } from '../../contract/schema.gen';
import type { CompanyLookup, OpenState, SaveOpenStateInput } from '../../domain/company';
import { notProvided } from '../notProvided';

/** Seed 001 section 9: with no main company stored, the lookup is tried again every 5 s. */
export const LOOKUP_RETRY_MS = 5000;

/** The switch's data; whether it is automatic, manual, confirming or saving is its state. */
export interface OpenSwitchContext {
  /** The company as the server last answered it. */
  company: CompanyStatus | null;
  /** The state being saved, shown while the save is under way. */
  pending: OpenState | null;
  /** Why the last save failed; cleared when another save starts. */
  failure: ApiError | null;
}

// The switch is only shown, and so only saves, once the company is known.
function companyOf(context: OpenSwitchContext): CompanyStatus {
  if (!context.company) throw new Error('openSwitchMachine: saving without a company');
  return context.company;
}

/**
 * The establishment open/closed switch of seed 001 section 2.4. The actor `lookup` finds the
 * main company; with none stored yet it is asked again every 5 s (`lookupRetry`), a lookup
 * that finds no company hides the switch for good, and the company's `isManual` decides
 * between `automatic` and `manual`. Automatic: a toggle is reverted and a confirmation opens;
 * its Yes flips `isOpen`, sets `isManual` and saves. Manual: a toggle sets `isOpen` and saves;
 * the notice's Yes sets `isManual` false and saves. The actor `saveOpenState` saves; a failed
 * save keeps the company as it was and stores the error.
 * @example
 * createActor(openSwitchMachine.provide({ actors: { lookup, saveOpenState } })).start();
 */
export const openSwitchMachine = setup({
  types: {
    context: {} as OpenSwitchContext,
    events: {} as
      | { type: 'switch.toggle'; isOpen: boolean }
      | { type: 'confirm.cancel' }
      | { type: 'confirm.accept' }
      | { type: 'notice.accept' },
  },
  actors: {
    lookup: fromPromise<CompanyLookup>(() => notProvided('openSwitchMachine', 'lookup')),
    saveOpenState: fromPromise<CompanyStatus, SaveOpenStateInput>(() => notProvided('openSwitchMachine', 'saveOpenState')),
  },
  actions: {
    storeCompany: assign((_, params: { company: CompanyStatus }) => ({ company: params.company, pending: null })),
    storePending: assign((_, params: OpenState) => ({ pending: { isOpen: params.isOpen, isManual: params.isManual }, failure: null })),
    storeFailure: assign((_, params: { error: unknown }) => ({
      pending: null,
      failure: asApiError(params.error),
    })),
  },
  guards: {
    isFound: (_, params: { lookup: CompanyLookup }) => params.lookup.kind === 'found',
    isNotFound: (_, params: { lookup: CompanyLookup }) => params.lookup.kind === 'notFound',
    isManual: ({ context }) => context.company?.isManual === true,
  },
  delays: {
    lookupRetry: LOOKUP_RETRY_MS,
  },
}).createMachine({
  id: 'openSwitch',
  context: { company: null, pending: null, failure: null },
  initial: 'lookingUp',
  states: {
    lookingUp: {
      invoke: {
        id: 'lookup',
        src: 'lookup',
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => ({ lookup: event.output }) },
            target: 'shown',
            actions: {
              type: 'storeCompany',
              params: ({ event }) => {
                if (event.output.kind !== 'found') throw new Error('openSwitchMachine: a found lookup without a company');
                return { company: event.output.company };
              },
            },
          },
          { guard: { type: 'isNotFound', params: ({ event }) => ({ lookup: event.output }) }, target: 'hidden' },
          // No main company stored yet (the session is still loading it, or the user has none).
          { target: 'waiting' },
        ],
        // A lookup that got no answer is not "no company": try again like a missing main company.
        onError: { target: 'waiting' },
      },
    },
    waiting: {
      after: { lookupRetry: { target: 'lookingUp' } },
    },
    hidden: { type: 'final' },
    shown: {
      initial: 'deciding',
      states: {
        // The company's isManual picks the mode; nothing waits here.
        deciding: {
          always: [{ guard: 'isManual', target: 'manual' }, { target: 'automatic' }],
        },
        automatic: {
          // The toggle does not change the state: it asks first (the switch stays as it was).
          on: { 'switch.toggle': { target: 'confirming' } },
        },
        confirming: {
          on: {
            'confirm.cancel': { target: 'automatic' },
            'confirm.accept': {
              target: 'saving',
              actions: {
                type: 'storePending',
                params: ({ context }) => ({ isOpen: !companyOf(context).isOpen, isManual: true }),
              },
            },
          },
        },
        manual: {
          on: {
            'switch.toggle': {
              target: 'saving',
              actions: { type: 'storePending', params: ({ event }) => ({ isOpen: event.isOpen, isManual: true }) },
            },
            'notice.accept': {
              target: 'saving',
              actions: { type: 'storePending', params: ({ context }) => ({ isOpen: companyOf(context).isOpen, isManual: false }) },
            },
          },
        },
        saving: {
          invoke: {
            id: 'saveOpenState',
            src: 'saveOpenState',
            input: ({ context }) => ({
              companyId: companyOf(context)._id,
              isOpen: context.pending?.isOpen ?? companyOf(context).isOpen,
              isManual: context.pending?.isManual ?? companyOf(context).isManual,
            }),
            onDone: {
              target: 'deciding',
              actions: { type: 'storeCompany', params: ({ event }) => ({ company: event.output }) },
            },
            onError: {
              target: 'deciding',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});

/** Every event the open switch machine accepts. */
export type OpenSwitchEvent = EventFromLogic<typeof openSwitchMachine>;

/** How the switch stands: its mode, a confirmation open, or a save under way. */
export type OpenSwitchStatus = 'automatic' | 'confirming' | 'manual' | 'saving';

/** Why a save failed, as the view words it. */
export type OpenSwitchFailure = 'forbidden' | 'notFound' | 'network' | 'other';

/** The switch as the view shows it; `visible` false while the company is unknown or not found. */
export interface OpenSwitchView {
  visible: boolean;
  status: OpenSwitchStatus;
  /** The state shown: the one being saved during a save, else the company's. */
  isOpen: boolean;
  isManual: boolean;
  lastChange: OpenStateChange | null;
  failure: OpenSwitchFailure | null;
}

function failureOf(error: ApiError | null): OpenSwitchFailure | null {
  if (!error) return null;
  if (error.statusCode === 403) return 'forbidden';
  if (error.statusCode === 404) return 'notFound';
  if (error.statusCode === 0) return 'network';
  return 'other';
}

function statusOf(snapshot: Pick<SnapshotFrom<typeof openSwitchMachine>, 'matches'>): OpenSwitchStatus {
  if (snapshot.matches({ shown: 'confirming' })) return 'confirming';
  if (snapshot.matches({ shown: 'saving' })) return 'saving';
  if (snapshot.matches({ shown: 'manual' })) return 'manual';
  return 'automatic';
}

/**
 * The view of a snapshot: what the container hands to `OpenSwitch` (with the events wired).
 * @example
 * const view = toOpenSwitchView(snapshot);
 * return view.visible ? <OpenSwitch {...view} variant="compact" onToggle={(isOpen) => send({ type: 'switch.toggle', isOpen })} ... /> : null;
 */
export function toOpenSwitchView(snapshot: Pick<SnapshotFrom<typeof openSwitchMachine>, 'matches' | 'context'>): OpenSwitchView {
  const { company, pending, failure } = snapshot.context;
  const shown = pending ?? company;
  return {
    visible: company !== null && snapshot.matches('shown'),
    status: statusOf(snapshot),
    isOpen: shown?.isOpen ?? false,
    isManual: shown?.isManual ?? false,
    lastChange: company?.lastOpenChange ?? null,
    failure: failureOf(failure),
  };
}

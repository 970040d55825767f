import { assign, fromPromise, setup } from 'xstate';
import { asApiError } from '../../contract/apiError';
import type { CompanyStatus } from '../../contract/schema.gen';
import type { CompanyLookup, OpenState, SaveOpenStateInput } from '../../domain/company';
import { notProvided } from '../notProvided';
import type { OpenSwitchContext, OpenSwitchEvent } from './types';

/** Seed 001 section 9: with no main company stored, the lookup is tried again every 5 s. */
export const LOOKUP_RETRY_MS = 5000;

/** In automatic mode the company is read again every minute (issue 23), and when its hours say the state changes. */
export const AUTOMATIC_REFRESH_MS = 60_000;

/** Read again this long after the announced change, so that the server's clock has passed it too. */
export const CHANGE_MARGIN_MS = 1000;

/** When to read the company again in automatic mode: at its next change if that comes within the minute, else in a minute. */
export function refreshDelay(company: CompanyStatus | null, now: number): number {
  const at = company?.nextChange ? Date.parse(company.nextChange.at) : Number.NaN;
  if (Number.isNaN(at)) return AUTOMATIC_REFRESH_MS;
  return Math.min(AUTOMATIC_REFRESH_MS, Math.max(0, at - now) + CHANGE_MARGIN_MS);
}

// The switch is only shown, and so only saves, once the company is known.
function companyOf(context: OpenSwitchContext): CompanyStatus {
  if (!context.company) throw new Error('openSwitchMachine: saving without a company');
  return context.company;
}

// Only a found lookup is stored (the guard `isFound` chose it).
function foundCompany(lookup: CompanyLookup): { company: CompanyStatus } {
  if (lookup.kind !== 'found') throw new Error('openSwitchMachine: a found lookup without a company');
  return { company: lookup.company };
}

/**
 * The establishment open/closed switch of seed 001 section 2.4. The actor `lookup` finds the
 * main company; with none stored yet it is asked again every 5 s (`lookupRetry`), a lookup
 * that finds no company hides the switch for good, and the company's `isManual` decides
 * between `automatic` and `manual`. Automatic: a toggle is reverted and a confirmation opens;
 * its Yes flips `isOpen`, sets `isManual` and saves. Manual: a toggle sets `isOpen` and saves;
 * the notice's Yes sets `isManual` false and saves. The actor `saveOpenState` saves; a failed
 * save keeps the company as it was and stores the error. In automatic mode the company's hours
 * decide (issue 23): it is read again every minute, and just after the change it announces.
 * @example
 * createActor(openSwitchMachine.provide({ actors: { lookup, saveOpenState } })).start();
 */
export const openSwitchMachine = setup({
  types: {
    context: {} as OpenSwitchContext,
    events: {} as OpenSwitchEvent,
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
    refresh: ({ context }) => refreshDelay(context.company, Date.now()),
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
              params: ({ event }) => foundCompany(event.output),
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
          // The hours open and close the establishment by themselves: read it again.
          after: { refresh: { target: 'refreshing' } },
        },
        // Read again silently: the switch stays usable, and a failed read waits for the next one.
        refreshing: {
          invoke: {
            id: 'lookup',
            src: 'lookup',
            onDone: [
              {
                guard: { type: 'isFound', params: ({ event }) => ({ lookup: event.output }) },
                target: 'deciding',
                actions: {
                  type: 'storeCompany',
                  params: ({ event }) => foundCompany(event.output),
                },
              },
              { target: 'automatic' },
            ],
            onError: { target: 'automatic' },
          },
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

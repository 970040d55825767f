import { assign, fromPromise, setup } from 'xstate';
import { asApiError } from '../../contract/apiError';
import type { OpeningHours } from '../../domain/openingHours';
import { validateOpeningHours } from '../../domain/openingHoursValidation';
import { notProvided } from '../notProvided';
import type { EndPauseInput, OpeningHoursContext, OpeningHoursEvent, OpeningHoursInput, PauseInput, SaveOpeningHoursInput, VersionedOpeningHours } from './types';

// The draft exists from the first load on; the states that read it come after that load.
function draftOf(context: OpeningHoursContext): OpeningHours {
  if (!context.draft) throw new Error('openingHoursMachine: no hours loaded');
  return context.draft;
}

/**
 * A company's opening hours (issue 23): `load` reads them; the week, exceptions and time zone are
 * edited as a draft (`user.edit` with the whole next hours); Save checks the draft whole first
 * (the rules of `validateOpeningHours`, each problem at its field, nothing sent while one is
 * left) and sends it with `save`; a refused save keeps the draft and the reason; Discard goes back
 * to the hours last saved. A pause is made or ended at once (`pause`, `endPause`), whatever the
 * draft: the server's answer replaces the pauses, the draft's other edits stay.
 * @example createActor(openingHoursMachine.provide({ actors: { load, save, pause, endPause } }), { input: { companyId } }).start();
 */
export const openingHoursMachine = setup({
  types: {
    input: {} as OpeningHoursInput,
    context: {} as OpeningHoursContext,
    events: {} as OpeningHoursEvent,
  },
  actors: {
    load: fromPromise<VersionedOpeningHours, { companyId: string }>(() => notProvided('openingHoursMachine', 'load')),
    save: fromPromise<VersionedOpeningHours, SaveOpeningHoursInput>(() => notProvided('openingHoursMachine', 'save')),
    pause: fromPromise<VersionedOpeningHours, PauseInput>(() => notProvided('openingHoursMachine', 'pause')),
    endPause: fromPromise<VersionedOpeningHours, EndPauseInput>(() => notProvided('openingHoursMachine', 'endPause')),
  },
  actions: {
    storeLoaded: assign((_, params: { hours: VersionedOpeningHours }) => ({
      saved: params.hours,
      draft: params.hours,
      version: params.hours.version,
      problems: [],
      failure: null,
    })),
    // Problems once shown follow the edits, so that a fixed field loses its message at once.
    storeDraft: assign(({ context }, params: { hours: OpeningHours }) => ({
      draft: params.hours,
      problems: context.problems.length > 0 ? validateOpeningHours(params.hours) : [],
    })),
    storeProblems: assign(({ context }) => ({ problems: validateOpeningHours(draftOf(context)) })),
    // The server's pauses, over the draft's other edits.
    // A pause changes the version; the draft's edits were made on the same hours.
    storePauses: assign(({ context }, params: { hours: VersionedOpeningHours }) => ({
      saved: context.saved ? { ...context.saved, pauses: params.hours.pauses } : params.hours,
      draft: { ...draftOf(context), pauses: params.hours.pauses },
      version: params.hours.version,
      failure: null,
    })),
    discard: assign(({ context }) => ({ draft: context.saved, problems: [], failure: null })),
    clearFailure: assign({ failure: null }),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiError(params.error) })),
  },
  guards: {
    isValid: ({ context }) => validateOpeningHours(draftOf(context)).length === 0,
  },
}).createMachine({
  id: 'openingHours',
  context: ({ input }) => ({ companyId: input.companyId, saved: null, draft: null, version: null, problems: [], failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: { target: 'editing', actions: { type: 'storeLoaded', params: ({ event }) => ({ hours: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { 'user.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        // Just saved: the view says so until the next edit.
        saved: {},
      },
      on: {
        'user.edit': { target: '.idle', actions: { type: 'storeDraft', params: ({ event }) => ({ hours: event.hours }) } },
        'user.save': [{ guard: 'isValid', target: 'saving', actions: 'clearFailure' }, { target: '.idle', actions: 'storeProblems' }],
        'user.discard': { target: '.idle', actions: 'discard' },
        // Read the hours again (after a save refused as stale): the draft gives way to them.
        'user.retry': { target: 'loading', actions: 'clearFailure' },
        'user.pause': { target: 'pausing', actions: 'clearFailure' },
        'user.end_pause': { target: 'endingPause', actions: 'clearFailure' },
      },
    },
    // Nothing else is sent while the server decides.
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ companyId: context.companyId, hours: draftOf(context), version: context.version }),
        onDone: { target: 'editing.saved', actions: { type: 'storeLoaded', params: ({ event }) => ({ hours: event.output }) } },
        onError: { target: 'editing', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    pausing: {
      invoke: {
        id: 'pause',
        src: 'pause',
        input: ({ context, event }) => {
          if (event.type !== 'user.pause') throw new Error('openingHoursMachine: pausing without a pause');
          return { companyId: context.companyId, until: event.until, reason: event.reason };
        },
        onDone: { target: 'editing', actions: { type: 'storePauses', params: ({ event }) => ({ hours: event.output }) } },
        onError: { target: 'editing', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    endingPause: {
      invoke: {
        id: 'endPause',
        src: 'endPause',
        input: ({ context, event }) => {
          if (event.type !== 'user.end_pause') throw new Error('openingHoursMachine: ending no pause');
          return { companyId: context.companyId, pauseId: event.pauseId };
        },
        onDone: { target: 'editing', actions: { type: 'storePauses', params: ({ event }) => ({ hours: event.output }) } },
        onError: { target: 'editing', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

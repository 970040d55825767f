/** Bindings of the opening hours page: its machine with the real calls of `src/api/openingHours.ts`. */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../api/client';
import { endCompanyPause, fetchOpeningHours, pauseCompany, saveOpeningHours } from '../api/openingHours';
import { openingHoursMachine } from '../machines/openingHours/machine';
import type { EndPauseInput, PauseInput, SaveOpeningHoursInput, VersionedOpeningHours } from '../machines/openingHours/types';

/**
 * The opening hours editor with its real actors, over clients that carry the session (the
 * server answers 404 for a company the caller may not act for).
 * @example const actor = createActor(createOpeningHoursMachine(clients), { input: { companyId } }).start();
 */
export function createOpeningHoursMachine(clients: ApiClients) {
  return openingHoursMachine.provide({
    actors: {
      load: fromPromise<VersionedOpeningHours, { companyId: string }>(({ input }) => fetchOpeningHours(clients, input.companyId)),
      save: fromPromise<VersionedOpeningHours, SaveOpeningHoursInput>(({ input }) => saveOpeningHours(clients, input.companyId, input.hours, input.version)),
      pause: fromPromise<VersionedOpeningHours, PauseInput>(({ input }) => pauseCompany(clients, input.companyId, { until: input.until, reason: input.reason })),
      endPause: fromPromise<VersionedOpeningHours, EndPauseInput>(({ input }) => endCompanyPause(clients, input.companyId, input.pauseId)),
    },
  });
}

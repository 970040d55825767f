/** Bindings of the rider map: its machines with the real calls of `src/api/riderActors.ts`. */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../api/client';
import { fetchRiderPositions } from '../api/riderActors';
import { riderMapMachine } from '../machines/riderMap/machine';
import type { RiderPositionsAnswer } from '../domain/riders';

/**
 * The rider map machine with its real fetch, over clients that carry the session (bearer and
 * `Company` headers, so a company user gets its own company's riders).
 * @example const actor = createActor(createRiderMapMachine(clients), { input: { filter: 'all' } }).start();
 */
export function createRiderMapMachine(clients: ApiClients) {
  return riderMapMachine.provide({
    actors: {
      fetchRiders: fromPromise<RiderPositionsAnswer>(({ signal }) => fetchRiderPositions(clients, signal)),
    },
  });
}

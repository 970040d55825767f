/** Bindings of the company area (the open/closed switch): its machines with the real calls of `src/api/companyActors.ts`. */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../api/client';
import { lookupMainCompany, saveOpenState } from '../api/companyActors';
import { openSwitchMachine } from '../machines/openSwitch/machine';
import type { CompanyLookup, SaveOpenStateInput } from '../domain/company';
import type { CompanyStatus } from '../contract/schema.gen';

/** Options of {@link createOpenSwitchMachine}. */
export interface OpenSwitchActorsOptions {
  /** The main company's id, or null while none is stored. */
  mainCompanyId: () => string | null;
}

/**
 * The open/closed switch machine with its real actors, over clients that carry the session
 * (bearer and `Company` headers).
 * @example
 * const machine = createOpenSwitchMachine(clients, { mainCompanyId: () => readMainCompanyId(localStorage) });
 * const actor = createActor(machine).start();
 */
export function createOpenSwitchMachine(clients: ApiClients, options: OpenSwitchActorsOptions) {
  return openSwitchMachine.provide({
    actors: {
      lookup: fromPromise<CompanyLookup>(() => lookupMainCompany(clients, options.mainCompanyId)),
      saveOpenState: fromPromise<CompanyStatus, SaveOpenStateInput>(({ input }) => saveOpenState(clients, input)),
    },
  });
}

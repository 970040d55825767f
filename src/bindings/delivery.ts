/** Bindings of the delivery area: the rider form's machine and the companies lookup with the real calls of `src/api/deliveryActors.ts`. */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../api/client';
import { createDeliveryMan, getDeliveryMan, listCompanies, updateDeliveryMan } from '../api/deliveryActors';
import { createDeliveryEditMachine, type DeliverySaveInput } from '../machines/deliveryEditMachine';
import { createLookupMachine } from '../machines/lookupMachine';
import type { RiderFormValues } from '../ui/delivery/deliveryForms';
import type { CompanyOption } from '../ui/delivery/RiderFormDialog';
import { toCompanyOptions, toRiderCreate, toRiderUpdate } from './deliveryBodies';
import type { DeliveryMan } from '../contract/schema.gen';

/** What the rider form starts from: the rider (none when creating) and the companies to pick from. */
export interface RiderFormData {
  rider: DeliveryMan | null;
  companies: CompanyOption[];
}

/** What the rider form needs: the rider (when editing) and the companies the caller acts for. */
export async function loadRiderForm(clients: ApiClients, id: string | null): Promise<RiderFormData> {
  const [rider, companies] = await Promise.all([id === null ? null : getDeliveryMan(clients, id), listCompanies(clients)]);
  return { rider, companies: toCompanyOptions(companies) };
}

/**
 * Saves the rider form: creates without an id, sending the values' `Idempotency-Key` (a create
 * whose answer was lost is answered on Save again, not refused as `cpf_taken`); updates with one.
 */
export function saveRider(clients: ApiClients, input: DeliverySaveInput<RiderFormData, RiderFormValues>): Promise<DeliveryMan> {
  return input.id === null
    ? createDeliveryMan(clients, toRiderCreate(input.values), input.idempotencyKey)
    : updateDeliveryMan(clients, input.id, toRiderUpdate(input.values));
}

/** The rider form's edit machine with its real actors; the notice and closing are left to the container. */
export function createRiderFormMachine(clients: ApiClients) {
  return createDeliveryEditMachine<RiderFormData, RiderFormValues, DeliveryMan>().provide({
    actors: {
      load: fromPromise<RiderFormData, { id: string | null }>(({ input }) => loadRiderForm(clients, input.id)),
      save: fromPromise<DeliveryMan, DeliverySaveInput<RiderFormData, RiderFormValues>>(({ input }) => saveRider(clients, input)),
    },
  });
}

/** The companies the caller acts for, as options, asked once (query `'all'`): the company filter of the delivery settings. */
export function createCompanyOptionsLookup(clients: ApiClients) {
  return createLookupMachine<'all', CompanyOption[]>().provide({
    actors: { lookup: fromPromise(async () => toCompanyOptions(await listCompanies(clients))) },
  });
}

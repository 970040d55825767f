/**
 * Bindings of the delivery area: its machines (the rider and settings lists, the rider form, payment
 * and history, the settings form, the companies lookup) with the real calls of
 * `src/api/deliveryActors.ts`. Notices, deletes with undo and closing are left to the route.
 */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../api/client';
import {
  createCompanyDelivery,
  createDeliveryMan,
  getCompanyDelivery,
  getDeliveryMan,
  getOnlineLastWeek,
  getRacesHistory,
  listCompanies,
  listCompanyDeliveries,
  openCompanyDelivery,
  paginateCompanyDeliveries,
  paginateDeliveryMen,
  setDeliveryManPaid,
  updateCompanyDelivery,
  updateDeliveryMan,
} from '../api/deliveryActors';
import type { CompanyDelivery, DeliveryMan } from '../contract/schema.gen';
import { normalizeSearch, type ListPage, type ListQuery } from '../domain/listQuery';
import { actOnEachOrThrow } from '../domain/selection';
import { createRecordEditorMachine } from '../machines/recordEditor/machine';
import type { RecordEditorOptions, RecordLoadInput, RecordSaveInput } from '../machines/recordEditor/types';
import { deliveryHistoryMachine, RACES_PAGE_SIZE } from '../machines/deliveryHistory/machine';
import type { RacesPage, RiderHistory } from '../domain/riderHistory';
import { type ListStatusUpdate } from '../machines/listPaging/machine';
import { pagedListMachine } from './pagedList';
import { createLookupMachine } from '../machines/lookup/machine';
import { RIDER_FLAGS, type CompanyDeliveryFormValues, type PaidFormValues, type RiderFormValues } from '../ui/delivery/deliveryForms';
import type { CompanyOption } from '../ui/delivery/RiderFormDialog';
import { parseCompanyFilter, searchSettingsPage, toRiderPaginatorQuery } from './deliveryQueries';
import { toCompanyDeliveryCreate, toCompanyDeliveryUpdate, toCompanyOptions, toPaidBody, toRiderCreate, toRiderUpdate } from './deliveryBodies';

/**
 * The rider list (`delivery-deliveryrecord`): pages of the paginator with the list's filters, and the
 * update-status dialog setting the chosen flag on each ticked rider (every one is tried; a failure
 * says how many of them failed, and why).
 */
export function createRidersListMachine(clients: ApiClients) {
  return pagedListMachine<DeliveryMan>().provide({
    actors: {
      fetchPage: fromPromise<ListPage<DeliveryMan>, ListQuery>(async ({ input }) => {
        const page = await paginateDeliveryMen(clients, toRiderPaginatorQuery(input));
        return { items: page.docs, totalCount: page.totalDocs };
      }),
      updateStatus: fromPromise<unknown, ListStatusUpdate<DeliveryMan>>(async ({ input }) => {
        const flag = RIDER_FLAGS.find((value) => value === input.status);
        if (!flag) return;
        await actOnEachOrThrow(input.ids, async (id) => {
          await updateDeliveryMan(clients, id, { flag });
        });
      }),
    },
  });
}

/**
 * The company delivery settings list (`company/delivery`): the paginator by company, or a search
 * by company name over all the settings; the update-status dialog opens or closes each ticked
 * company's delivery (`open-company`).
 */
export function createCompanyDeliveriesListMachine(clients: ApiClients) {
  return pagedListMachine<CompanyDelivery>().provide({
    actors: {
      fetchPage: fromPromise<ListPage<CompanyDelivery>, ListQuery>(async ({ input }) => {
        const companyId = parseCompanyFilter(input.filters);
        if (normalizeSearch(input.search) !== '') return searchSettingsPage(await listCompanyDeliveries(clients), input, companyId);
        const page = await paginateCompanyDeliveries(clients, { pageIn: input.page, pageOut: input.size, ...(companyId ? { companyId } : {}) });
        return { items: page.docs, totalCount: page.totalDocs };
      }),
      updateStatus: fromPromise<unknown, ListStatusUpdate<CompanyDelivery>>(async ({ input }) => {
        const isOpen = input.status === 'open';
        await actOnEachOrThrow(input.ids, async (id) => {
          const row = input.shown.find((other) => other._id === id) ?? (await getCompanyDelivery(clients, id));
          await openCompanyDelivery(clients, row.company._id, isOpen);
        });
      }),
    },
  });
}

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
export function saveRider(clients: ApiClients, input: RecordSaveInput<string, RiderFormValues, RiderFormData>): Promise<DeliveryMan> {
  return input.subject === null
    ? createDeliveryMan(clients, toRiderCreate(input.values), input.idempotencyKey)
    : updateDeliveryMan(clients, input.subject, toRiderUpdate(input.values));
}

/**
 * A delivery panel's record editor: one per opening (the address names the record's id, none to
 * create), loading what the form needs first, even to create (its choices); a failed load keeps
 * saying why while it is asked again.
 */
const PANEL: RecordEditorOptions<unknown, unknown> = { lifetime: 'opening', retryKeepsFailure: true };

/** The rider form's edit machine with its real actors; the notice and closing are left to the container. */
export function createRiderFormMachine(clients: ApiClients) {
  return createRecordEditorMachine<string, RiderFormValues, RiderFormData, DeliveryMan>(PANEL).provide({
    actors: {
      load: fromPromise<RiderFormData, RecordLoadInput<string>>(({ input }) => loadRiderForm(clients, input.subject)),
      save: fromPromise<DeliveryMan, RecordSaveInput<string, RiderFormValues, RiderFormData>>(({ input }) => saveRider(clients, input)),
    },
  });
}

/** The companies the caller acts for, as options, asked once (query `'all'`): the company filter of the delivery settings. */
export function createCompanyOptionsLookup(clients: ApiClients) {
  return createLookupMachine<'all', CompanyOption[]>().provide({
    actors: { lookup: fromPromise(async () => toCompanyOptions(await listCompanies(clients))) },
  });
}

/** A rider's payment flag and date: loads the rider, saves `set-paid`. */
export function createRiderPaidMachine(clients: ApiClients) {
  return createRecordEditorMachine<string, PaidFormValues, DeliveryMan, DeliveryMan>(PANEL).provide({
    actors: {
      load: fromPromise<DeliveryMan, RecordLoadInput<string>>(({ input }) => getDeliveryMan(clients, input.subject ?? '')),
      save: fromPromise<DeliveryMan, RecordSaveInput<string, PaidFormValues, DeliveryMan>>(({ input }) => setDeliveryManPaid(clients, input.subject ?? '', toPaidBody(input.values))),
    },
  });
}

/** A rider's history: the rider, the online days of the last week and the first page of races; then pages of races. */
export function createRiderHistoryMachine(clients: ApiClients) {
  const racesPage = async (riderId: string, page: number): Promise<RacesPage> => {
    const answer = await getRacesHistory(clients, riderId, page, RACES_PAGE_SIZE);
    return { items: answer.docs, totalCount: answer.totalDocs, page: answer.page };
  };
  return deliveryHistoryMachine.provide({
    actors: {
      loadHistory: fromPromise<RiderHistory, { id: string }>(async ({ input }) => {
        const [rider, week, races] = await Promise.all([getDeliveryMan(clients, input.id), getOnlineLastWeek(clients, input.id), racesPage(input.id, 1)]);
        return { rider, days: week.docs, races };
      }),
      loadRaces: fromPromise<RacesPage, { id: string; page: number }>(({ input }) => racesPage(input.id, input.page)),
    },
  });
}

/** What the settings form starts from: the settings (none when creating) and, when creating, the companies without any. */
export interface CompanyDeliveryFormData {
  settings: CompanyDelivery | null;
  companies: CompanyOption[];
}

/** What the settings form needs: the settings when editing; when creating, the companies that have none (a company has one). */
export async function loadCompanyDeliveryForm(clients: ApiClients, id: string | null): Promise<CompanyDeliveryFormData> {
  if (id !== null) return { settings: await getCompanyDelivery(clients, id), companies: [] };
  const [companies, settings] = await Promise.all([listCompanies(clients), listCompanyDeliveries(clients)]);
  const taken = new Set(settings.map((row) => row.company._id));
  return { settings: null, companies: toCompanyOptions(companies.filter((company) => !taken.has(company._id))) };
}

/** A company's delivery settings form: creates for the company chosen, or updates the settings `id`. */
export function createCompanyDeliveryFormMachine(clients: ApiClients) {
  return createRecordEditorMachine<string, CompanyDeliveryFormValues, CompanyDeliveryFormData, CompanyDelivery>(PANEL).provide({
    actors: {
      load: fromPromise<CompanyDeliveryFormData, RecordLoadInput<string>>(({ input }) => loadCompanyDeliveryForm(clients, input.subject)),
      // A create sends the values' Idempotency-Key: one whose answer was lost is answered on Save again, not refused as company_delivery_exists.
      save: fromPromise<CompanyDelivery, RecordSaveInput<string, CompanyDeliveryFormValues, CompanyDeliveryFormData>>(({ input }) =>
        input.subject === null
          ? createCompanyDelivery(clients, input.values.company, toCompanyDeliveryCreate(input.values), input.idempotencyKey)
          : updateCompanyDelivery(clients, input.subject, toCompanyDeliveryUpdate(input.values)),
      ),
    },
  });
}

/** Bindings of the order history (`/report/order`): its screen, list and export machines with the real calls of `src/api`. */
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { ApiClients } from '../api/client';
import { listCompanies } from '../api/deliveryActors';
import { exportOrders, getOrder, listOrders, listRiders } from '../api/orders';
import { asApiError } from '../contract/apiError';
import type { Order, OrderRiderOption, OrderSummary } from '../contract/schema.gen';
import type { ListPage, ListQuery } from '../domain/listQuery';
import { parseOrderHistoryFilters, toListOrdersQuery, toOrderFilterQuery } from '../domain/orderHistory';
import { pagedListMachine } from './pagedList';
import { orderExportMachine } from '../machines/orderHistory/exportMachine';
import { orderHistoryMachine } from '../machines/orderHistory/machine';
import type { CompanyChoice, HistoryOrderRef, OrderExportEvent, OrderExportRequest } from '../machines/orderHistory/types';

/** What the history's calls need beyond the list query. */
export interface OrderHistoryBindingOptions {
  /** The calendar the filter's days are read on. */
  timeZone: string;
  /** Staff name the company filtered to in the `Company` header; a company user's calls carry its own. */
  staff: boolean;
  /** Saves a finished export (a download link by default). */
  saveFile?: (blob: Blob, fileName: string) => void;
}

/** The company a history call acts for: staff's company filter, or (null) every company the caller reads. */
function companyOf(query: ListQuery, staff: boolean): string | null {
  return staff ? parseOrderHistoryFilters(query.filters).companyId : null;
}

/** Saves `blob` as the file `fileName` through a download link, the object address freed a minute later. */
export function saveWithLink(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The export's download: streams exportOrders for the request's query in its format (the bytes,
 * and a CSV's rows, counted as they arrive), saves the file, and tells the export machine; stopping the actor aborts the download.
 */
export function exportDownload(clients: ApiClients, options: OrderHistoryBindingOptions) {
  const save = options.saveFile ?? saveWithLink;
  return fromCallback<EventObject, OrderExportRequest>(({ input, sendBack }) => {
    const stop = new AbortController();
    const tell = (event: OrderExportEvent) => {
      if (!stop.signal.aborted) sendBack(event);
    };
    const query = { ...toOrderFilterQuery(input.query, options.timeZone), timeZone: options.timeZone, language: input.language, format: input.format };
    exportOrders(clients, query, companyOf(input.query, options.staff), { signal: stop.signal, onRows: (rows, bytes) => tell({ type: 'export.rows', rows, bytes }) }).then(
      (file) => {
        if (stop.signal.aborted) return;
        save(file.blob, file.fileName);
        tell({ type: 'export.saved', fileName: file.fileName, rows: file.rows, bytes: file.bytes });
      },
      (error: unknown) => tell({ type: 'export.failed', error: asApiError(error) }),
    );
    return () => stop.abort();
  });
}

/** The history's list: pages of listOrders for the list query, its days on the calendar of `timeZone`. */
export function createOrderHistoryListMachine(clients: ApiClients, options: OrderHistoryBindingOptions) {
  return pagedListMachine<OrderSummary>().provide({
    actors: {
      fetchPage: fromPromise<ListPage<OrderSummary>, ListQuery>(async ({ input }) => {
        const page = await listOrders(clients, toListOrdersQuery(input, options.timeZone), companyOf(input, options.staff));
        return { items: page.docs, totalCount: page.totalDocs };
      }),
    },
  });
}

/**
 * The order history screen with its real calls: the list, the export, the companies (staff), the
 * riders of the company followed, and the order a row opens.
 * @example const actor = createActor(createOrderHistoryMachine(clients, { timeZone: DEFAULT_TIME_ZONE, staff: false }), { input: { query, staff: false, mainCompanyId } }).start();
 */
export function createOrderHistoryMachine(clients: ApiClients, options: OrderHistoryBindingOptions) {
  return orderHistoryMachine.provide({
    actors: {
      list: createOrderHistoryListMachine(clients, options),
      export: orderExportMachine.provide({ actors: { download: exportDownload(clients, options) } }),
      listCompanies: fromPromise<CompanyChoice[]>(async () =>
        (await listCompanies(clients)).map((company) => ({ id: company._id, name: company.name })).sort((a, b) => a.name.localeCompare(b.name)),
      ),
      listRiders: fromPromise<OrderRiderOption[], { companyId: string }>(async ({ input }) => (await listRiders(clients, input.companyId)).items),
      getOrder: fromPromise<Order, HistoryOrderRef>(({ input }) => getOrder(clients, input.orderId, input.companyId)),
    },
  });
}

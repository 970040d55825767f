import { useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { getCompanyDelivery, listCompanyDeliveries, openCompanyDelivery, paginateCompanyDeliveries } from '../../api/deliveryActors';
import { normalizeSearch, type ListPage, type ListQuery } from '../../domain/listQuery';
import { useI18n } from '../../i18n/context';
import { createListPagingMachine } from '../../machines/listPagingMachine';
import { CompanyDeliveriesList } from '../../ui/delivery/CompanyDeliveriesList';
import { deliveryErrorText } from '../../ui/delivery/deliveryTexts';
import type { CompanyOption } from '../../ui/delivery/RiderFormDialog';
import { notify } from '../notices';
import {
  COMPANY_DELIVERY_FILTER_PARAMS,
  COMPANY_DELIVERY_LIST,
  companyDeliveryPanelChanges,
  companyFilterChanges,
  parseCompanyDeliveryPanel,
  parseCompanyFilter,
  searchSettingsPage,
} from '../delivery/companyDeliveryAddress';
import { CompanyDeliveryFormPanel } from '../delivery/CompanyDeliveryPanel';
import { createCompanyOptionsLookup } from '../../bindings/delivery';
import { useFilteredPagedList } from '../delivery/useFilteredPagedList';
import { deferredDeletesOf, undoableDelete } from '../lists/undoableDelete';
import { useServices } from '../services';
import { useLatest } from '../useLatest';
import type { CompanyDelivery } from '../../contract/schema.gen';

/** No company known yet (or none could be read): one array, so the filter is not drawn again for nothing. */
const NO_COMPANIES: CompanyOption[] = [];

/**
 * `company/delivery`: the company delivery settings through the list machine and the paginator
 * (by company), the company filter and the form open in the address; delete through the delete
 * dialog; open or close a company's delivery (its cell, or the ticked ones) through the
 * update-status dialog and `open-company`.
 */
export default function CompanyDeliveryPage() {
  const services = useServices();
  const { clients } = services;
  const deletes = deferredDeletesOf(services);
  const { LL } = useI18n();
  const texts = useLatest(LL);
  // Companies only fill the filter; a refusal leaves it out.
  const companiesLookup = useActorRef(useMemo(() => createCompanyOptionsLookup(clients), [clients]), { input: { query: 'all' } });
  const companies = useSelector(companiesLookup, (snapshot) => snapshot.context.result ?? NO_COMPANIES);
  // The company filter of the address and the rows shown, read by the machine's calls.
  const companyRef = useRef('');
  const rowsRef = useRef<CompanyDelivery[]>([]);

  const machine = useMemo(
    () =>
      createListPagingMachine<CompanyDelivery>().provide({
        actors: {
          fetchPage: fromPromise<ListPage<CompanyDelivery>, ListQuery>(async ({ input }) => {
            const companyId = companyRef.current;
            if (normalizeSearch(input.search) !== '') return searchSettingsPage(await listCompanyDeliveries(clients), input, companyId);
            const page = await paginateCompanyDeliveries(clients, { pageIn: input.page, pageOut: input.size, ...(companyId ? { companyId } : {}) });
            return { items: page.docs, totalCount: page.totalDocs };
          }),
          deleteRows: undoableDelete(deletes, 'companyDelivery', texts, (T, ids) =>
            ids.length === 1 ? T.DELIVERY.COMPANY.DELETE.DONE() : T.DELIVERY.COMPANY.DELETE.MANY_DONE(),
          ),
          updateStatus: fromPromise<unknown, { ids: string[]; status: string }>(async ({ input }) => {
            const isOpen = input.status === 'open';
            for (const id of input.ids) {
              const row = rowsRef.current.find((other) => other._id === id) ?? (await getCompanyDelivery(clients, id));
              await openCompanyDelivery(clients, row.company._id, isOpen);
            }
          }),
        },
        actions: {
          notifyStatusUpdated: (_, { status }) => {
            const S = texts.current.DELIVERY.COMPANY.STATUS;
            notify({ type: 'success', title: status === 'open' ? S.OPENED() : S.CLOSED() });
          },
          notifyActionFailed: (_, { error }) => notify({ type: 'error', title: deliveryErrorText(texts.current, error) }),
        },
      }),
    [clients, texts, deletes],
  );
  const { view, events, actor, params, setParams } = useFilteredPagedList(machine, COMPANY_DELIVERY_LIST, COMPANY_DELIVERY_FILTER_PARAMS);
  const companyId = parseCompanyFilter(params);
  companyRef.current = companyId;
  rowsRef.current = view.rows;
  const panel = parseCompanyDeliveryPanel(params);
  const closePanel = () => setParams(companyDeliveryPanelChanges(null), { replace: true });
  const saved = (created: boolean) => actor.send({ type: created ? 'row.created' : 'row.updated' });

  return (
    <>
      <CompanyDeliveriesList
        {...events}
        list={view}
        companies={companies}
        companyId={companyId}
        onCompanyChange={(id) => setParams(companyFilterChanges(id))}
        onNew={() => setParams(companyDeliveryPanelChanges({ kind: 'create' }))}
        onEdit={(id) => setParams(companyDeliveryPanelChanges({ kind: 'edit', id }))}
        onOpenOrClose={(id) => {
          // The row alone, in the update-status dialog.
          actor.send({ type: 'user.select', ids: [id] });
          actor.send({ type: 'user.update_status' });
        }}
        onDelete={(ids) => actor.send({ type: 'user.delete', ids })}
        onFetchSelected={() => actor.send({ type: 'user.fetch_selected' })}
        onUpdateStatus={() => actor.send({ type: 'user.update_status' })}
        onConfirmDelete={() => actor.send({ type: 'user.confirm' })}
        onConfirmStatus={(status) => actor.send({ type: 'user.confirm_status', status })}
        onCancelDialog={() => actor.send({ type: 'user.cancel' })}
      />
      {panel?.kind === 'create' ? <CompanyDeliveryFormPanel key="new" id={null} onClose={closePanel} onSaved={saved} /> : null}
      {panel?.kind === 'edit' ? <CompanyDeliveryFormPanel key={`edit-${panel.id}`} id={panel.id} onClose={closePanel} onSaved={saved} /> : null}
    </>
  );
}

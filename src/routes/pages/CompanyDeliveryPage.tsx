import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { createCompanyDeliveriesListMachine, createCompanyOptionsLookup } from '../../bindings/delivery';
import { useI18n } from '../../i18n/context';
import { createListScreenMachine } from '../../machines/listScreen/machine';
import { CompanyDeliveriesList } from '../../ui/delivery/CompanyDeliveriesList';
import { deliveryErrorText } from '../../ui/delivery/deliveryTexts';
import type { CompanyOption } from '../../ui/delivery/RiderFormDialog';
import { notify } from '../notices';
import { COMPANY_DELIVERY_LIST, parseCompanyFilter, toCompanyListFilters } from '../../bindings/deliveryQueries';
import { companyDeliveryPanelChanges, parseCompanyDeliveryPanel } from '../delivery/companyDeliveryAddress';
import { CompanyDeliveryFormPanel } from '../delivery/CompanyDeliveryPanel';
import { deferredDeletesOf, undoableDelete } from '../lists/undoableDelete';
import { useAddressListQuery, useListAddress } from '../lists/usePagedList';
import { useScreenList } from '../lists/useScreenChild';
import { useServices } from '../services';
import { useLatest } from '../useLatest';

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

  const screenMachine = useMemo(
    () =>
      createListScreenMachine({
        list: createCompanyDeliveriesListMachine(clients).provide({
          actors: {
            deleteRows: undoableDelete(deletes, 'companyDelivery', texts, (T, ids) =>
              ids.length === 1 ? T.DELIVERY.COMPANY.DELETE.DONE() : T.DELIVERY.COMPANY.DELETE.MANY_DONE(),
            ),
          },
          actions: {
            notifyStatusUpdated: (_, { status }) => {
              const S = texts.current.DELIVERY.COMPANY.STATUS;
              notify({ type: 'success', title: status === 'open' ? S.OPENED() : S.CLOSED() });
            },
            notifyActionFailed: (_, { error }) => notify({ type: 'error', title: deliveryErrorText(texts.current, error) }),
          },
        }),
      }),
    [clients, texts, deletes],
  );
  const screen = useActorRef(screenMachine, { input: { query: useAddressListQuery(COMPANY_DELIVERY_LIST) } });
  const actor = useScreenList(screen);
  const { props, params, setParams } = useListAddress(actor, COMPANY_DELIVERY_LIST);
  const companyId = parseCompanyFilter(props.list.query.filters);
  const panel = parseCompanyDeliveryPanel(params);
  const closePanel = () => setParams(companyDeliveryPanelChanges(null), { replace: true });
  const saved = (created: boolean) => screen.send({ type: 'record.saved', created });

  return (
    <>
      <CompanyDeliveriesList
        {...props}
        companies={companies}
        companyId={companyId}
        onCompanyChange={(id) => props.setFilters(toCompanyListFilters(id))}
        onNew={() => setParams(companyDeliveryPanelChanges({ kind: 'create' }))}
        onEdit={(id) => setParams(companyDeliveryPanelChanges({ kind: 'edit', id }))}
        onOpenOrClose={(id) => {
          // The row alone, in the update-status dialog.
          props.onSelectionChange([id]);
          props.onUpdateStatus();
        }}
      />
      {panel?.kind === 'create' ? <CompanyDeliveryFormPanel key="new" id={null} onClose={closePanel} onSaved={saved} /> : null}
      {panel?.kind === 'edit' ? <CompanyDeliveryFormPanel key={`edit-${panel.id}`} id={panel.id} onClose={closePanel} onSaved={saved} /> : null}
    </>
  );
}

import { useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { paginateDeliveryMen, updateDeliveryMan } from '../../api/deliveryActors';
import type { ListPage, ListQuery } from '../../domain/listQuery';
import { useI18n } from '../../i18n/context';
import { deliveryHistoryDeleteMachine, toHistoryDeleteView } from '../../machines/deliveryHistoryDeleteMachine';
import { createListPagingMachine } from '../../machines/listPagingMachine';
import { RIDER_FLAGS } from '../../ui/delivery/deliveryForms';
import { deliveryErrorText, flagText } from '../../ui/delivery/deliveryTexts';
import { NO_RIDER_FILTERS, type RiderFilters } from '../../ui/delivery/RiderFilterBar';
import { RidersList } from '../../ui/delivery/RidersList';
import { notify } from '../notices';
import {
  parseRiderFilters,
  parseRiderPanel,
  RIDER_FILTER_PARAMS,
  RIDER_LIST,
  riderFilterChanges,
  riderPanelChanges,
  toRiderPaginatorQuery,
  type RiderPanel,
} from '../delivery/riderAddress';
import { RiderFormPanel, RiderHistoryPanel, RiderPaidPanel } from '../delivery/RiderPanels';
import { useFilteredPagedList } from '../delivery/useFilteredPagedList';
import { deferredDeletesOf, undoableDelete } from '../lists/undoableDelete';
import { useServices } from '../services';
import { useLatest } from '../useLatest';
import type { DeliveryMan } from '../../contract/schema.gen';

/**
 * `delivery-deliveryrecord`: the delivery people through the list machine and the paginator, its
 * filters and the panel open (form, payment, history) in the address; a delete of a rider with
 * history asks a second time (the server keeps the history); the update-status dialog sets the
 * status of the ticked riders.
 */
export default function DeliveryMenPage() {
  const services = useServices();
  const { clients } = services;
  const deletes = deferredDeletesOf(services);
  const { LL } = useI18n();
  const texts = useLatest(LL);
  // The filters of the address, read by each fetch; set below on every render.
  const filtersRef = useRef<RiderFilters>(NO_RIDER_FILTERS);
  // The running list, told to reload once riders with history are deleted.
  const listRef = useRef<{ send: (event: { type: 'row.updated' }) => void } | null>(null);

  const historyDeleteMachine = useMemo(
    () =>
      deliveryHistoryDeleteMachine.provide({
        actors: {
          deleteKeepingHistory: undoableDelete(deletes, 'riderKeepingHistory', texts, (T) => T.DELIVERY.DELETE.HISTORY_DONE()),
        },
        actions: {
          // The undo notice said it: the list shows the riders left.
          notifyDeleted: () => listRef.current?.send({ type: 'row.updated' }),
          notifyFailed: (_, { error }) => notify({ type: 'error', title: deliveryErrorText(texts.current, error) }),
        },
      }),
    [deletes, texts],
  );
  const historyDelete = useActorRef(historyDeleteMachine);

  const machine = useMemo(
    () =>
      createListPagingMachine<DeliveryMan>().provide({
        actors: {
          fetchPage: fromPromise<ListPage<DeliveryMan>, ListQuery>(async ({ input }) => {
            const page = await paginateDeliveryMen(clients, toRiderPaginatorQuery(input, filtersRef.current));
            return { items: page.docs, totalCount: page.totalDocs };
          }),
          // Riders with history are kept back by the server and asked about again (notifyDeleted).
          deleteRows: undoableDelete(deletes, 'rider', texts, (T, ids) => (ids.length === 1 ? T.DELIVERY.DELETE.DONE() : T.DELIVERY.DELETE.MANY_DONE())),
          updateStatus: fromPromise<unknown, { ids: string[]; status: string }>(async ({ input }) => {
            const flag = RIDER_FLAGS.find((value) => value === input.status);
            if (!flag) return;
            for (const id of input.ids) await updateDeliveryMan(clients, id, { flag });
          }),
        },
        actions: {
          notifyDeleted: (_, { kept }) => {
            if (kept.length > 0) historyDelete.send({ type: 'history.found', ids: kept });
          },
          notifyStatusUpdated: (_, { status }) => {
            const flag = RIDER_FLAGS.find((value) => value === status);
            if (flag) notify({ type: 'success', title: texts.current.DELIVERY.STATUS.DONE({ status: flagText(texts.current, flag) }) });
          },
          notifyActionFailed: (_, { error }) => notify({ type: 'error', title: deliveryErrorText(texts.current, error) }),
        },
      }),
    [clients, texts, historyDelete, deletes],
  );
  const { view, events, actor, params, setParams } = useFilteredPagedList(machine, RIDER_LIST, RIDER_FILTER_PARAMS);
  listRef.current = actor;
  const filters = useMemo(() => parseRiderFilters(params), [params]);
  filtersRef.current = filters;
  const panel = parseRiderPanel(params);
  const historyDeleteView = useSelector(historyDelete, toHistoryDeleteView);

  const open = (next: RiderPanel | null) => setParams(riderPanelChanges(next));
  const closePanel = () => setParams(riderPanelChanges(null), { replace: true });
  const saved = (created: boolean) => actor.send({ type: created ? 'row.created' : 'row.updated' });

  return (
    <>
      <RidersList
        {...events}
        list={view}
        filters={filters}
        historyDelete={historyDeleteView}
        onFiltersChange={(next) => setParams(riderFilterChanges(next))}
        onNew={() => open({ kind: 'create' })}
        onEdit={(id) => open({ kind: 'edit', id })}
        onHistory={(id) => open({ kind: 'history', id })}
        onPaid={(id) => open({ kind: 'paid', id })}
        onDelete={(ids) => actor.send({ type: 'user.delete', ids })}
        onFetchSelected={() => actor.send({ type: 'user.fetch_selected' })}
        onUpdateStatus={() => actor.send({ type: 'user.update_status' })}
        onConfirmDelete={() => actor.send({ type: 'user.confirm' })}
        onConfirmStatus={(status) => actor.send({ type: 'user.confirm_status', status })}
        onCancelDialog={() => actor.send({ type: 'user.cancel' })}
        onConfirmHistoryDelete={() => historyDelete.send({ type: 'user.confirm' })}
        onCancelHistoryDelete={() => historyDelete.send({ type: 'user.cancel' })}
      />
      {panel?.kind === 'create' ? <RiderFormPanel key="new" id={null} onClose={closePanel} onSaved={saved} /> : null}
      {panel?.kind === 'edit' ? <RiderFormPanel key={`edit-${panel.id}`} id={panel.id} onClose={closePanel} onSaved={saved} /> : null}
      {panel?.kind === 'paid' ? <RiderPaidPanel key={`paid-${panel.id}`} id={panel.id} onClose={closePanel} onSaved={saved} /> : null}
      {panel?.kind === 'history' ? <RiderHistoryPanel key={`history-${panel.id}`} id={panel.id} onClose={closePanel} /> : null}
    </>
  );
}

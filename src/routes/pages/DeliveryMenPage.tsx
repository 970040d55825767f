import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { sendParent } from 'xstate';
import { createRidersListMachine } from '../../bindings/delivery';
import { useI18n } from '../../i18n/context';
import { connectHistoryDelete } from '../../machines/deliveryHistoryDelete/connect';
import { deliveryHistoryDeleteMachine } from '../../machines/deliveryHistoryDelete/machine';
import { createListScreenMachine } from '../../machines/listScreen/machine';
import { RIDER_FLAGS } from '../../ui/delivery/deliveryForms';
import { deliveryErrorText, flagText } from '../../ui/delivery/deliveryTexts';
import { RidersList } from '../../ui/delivery/RidersList';
import { notify } from '../notices';
import { parseRiderFilters, RIDER_LIST, toRiderListFilters } from '../../bindings/deliveryQueries';
import { parseRiderPanel, riderPanelChanges, type RiderPanel } from '../delivery/riderAddress';
import { RiderFormPanel, RiderHistoryPanel, RiderPaidPanel } from '../delivery/RiderPanels';
import { deferredDeletesOf, undoableDelete } from '../lists/undoableDelete';
import { useAddressListQuery, useListAddress } from '../lists/usePagedList';
import { useScreenChild, useScreenList } from '../lists/useScreenChild';
import { useServices } from '../services';
import { useLatest } from '../useLatest';

/**
 * `delivery-deliveryrecord`: the delivery people through the list machine and the paginator, its
 * filters and the panel open (form, payment, history) in the address; a delete of a rider with
 * history asks a second time (the server keeps the history); the update-status dialog sets the
 * status of the ticked riders. The screen machine links the list and the second confirmation.
 */
export default function DeliveryMenPage() {
  const services = useServices();
  const { clients } = services;
  const deletes = deferredDeletesOf(services);
  const { LL } = useI18n();
  const texts = useLatest(LL);

  const { screenMachine, followUp } = useMemo(() => {
    const followUp = deliveryHistoryDeleteMachine.provide({
      actors: {
        deleteKeepingHistory: undoableDelete(deletes, 'riderKeepingHistory', texts, (T) => T.DELIVERY.DELETE.HISTORY_DONE()),
      },
      actions: {
        // The undo notice said it: the list shows the riders left.
        notifyDeleted: sendParent({ type: 'rows.followed_up' }),
        notifyFailed: (_, { error }) => notify({ type: 'error', title: deliveryErrorText(texts.current, error) }),
      },
    });
    return {
      followUp,
      screenMachine: createListScreenMachine({
        list: createRidersListMachine(clients).provide({
          actors: {
            // Riders with history are kept back by the server and asked about again (the follow-up).
            deleteRows: undoableDelete(deletes, 'rider', texts, (T, ids) => (ids.length === 1 ? T.DELIVERY.DELETE.DONE() : T.DELIVERY.DELETE.MANY_DONE())),
          },
          actions: {
            notifyDeleted: sendParent((_, { kept }: { ids: string[]; kept: string[] }) => ({ type: 'rows.kept', ids: kept })),
            notifyStatusUpdated: (_, { status }) => {
              const flag = RIDER_FLAGS.find((value) => value === status);
              if (flag) notify({ type: 'success', title: texts.current.DELIVERY.STATUS.DONE({ status: flagText(texts.current, flag) }) });
            },
            notifyActionFailed: (_, { error }) => notify({ type: 'error', title: deliveryErrorText(texts.current, error) }),
          },
        }),
        followUp,
      }),
    };
  }, [clients, texts, deletes]);
  const screen = useActorRef(screenMachine, { input: { query: useAddressListQuery(RIDER_LIST) } });
  const list = useScreenList(screen);
  const historyDelete = useScreenChild(screen, 'followUp', followUp);
  const { props, params, setParams } = useListAddress(list, RIDER_LIST);
  const filters = useMemo(() => parseRiderFilters(props.list.query.filters), [props.list.query.filters]);
  const panel = parseRiderPanel(params);
  const historyDeleteSnapshot = useSelector(historyDelete, (s) => s);

  const open = (next: RiderPanel | null) => setParams(riderPanelChanges(next));
  const closePanel = () => setParams(riderPanelChanges(null), { replace: true });
  const saved = (created: boolean) => screen.send({ type: 'record.saved', created });

  return (
    <>
      <RidersList
        {...props}
        filters={filters}
        onFiltersChange={(next) => props.setFilters(toRiderListFilters(next))}
        onNew={() => open({ kind: 'create' })}
        onEdit={(id) => open({ kind: 'edit', id })}
        onHistory={(id) => open({ kind: 'history', id })}
        onPaid={(id) => open({ kind: 'paid', id })}
        {...connectHistoryDelete(historyDeleteSnapshot, historyDelete.send)}
      />
      {panel?.kind === 'create' ? <RiderFormPanel key="new" id={null} onClose={closePanel} onSaved={saved} /> : null}
      {panel?.kind === 'edit' ? <RiderFormPanel key={`edit-${panel.id}`} id={panel.id} onClose={closePanel} onSaved={saved} /> : null}
      {panel?.kind === 'paid' ? <RiderPaidPanel key={`paid-${panel.id}`} id={panel.id} onClose={closePanel} onSaved={saved} /> : null}
      {panel?.kind === 'history' ? <RiderHistoryPanel key={`history-${panel.id}`} id={panel.id} onClose={closePanel} /> : null}
    </>
  );
}

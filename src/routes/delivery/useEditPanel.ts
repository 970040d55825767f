import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ApiClients } from '../../api/client';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { useI18n } from '../../i18n/context';
import { toDeliveryEditView, type DeliveryEditMachine, type DeliveryEditView } from '../../machines/deliveryEdit/machine';
import { notify } from '../notices';
import { useServices } from '../services';
import { useLatest } from '../useLatest';

/** What a record panel tells the list it opens over. */
export interface EditPanelProps {
  /** The panel closed itself (saved or cancelled): the address drops it. */
  onClose: () => void;
  /** A record was created or changed: the list loads its page again. */
  onSaved: (created: boolean) => void;
}

/** A running record panel: its view and the dialog's events. */
export interface EditPanel<Data, Values> {
  view: DeliveryEditView<Data, Values>;
  onSave: (values: Values) => void;
  onCancel: () => void;
  onRetry: () => void;
}

/**
 * Runs a record panel's edit machine (bound to its calls by `create`, from src/bindings) for the
 * record `id` (null creates): a save shows `savedNotice` in the language shown then, tells the list
 * and closes; cancelling closes.
 * @example const panel = useEditPanel(createRiderPaidMachine, id, props, (T, saved) => T.DELIVERY.NOTICES.PAID({ name }));
 */
export function useEditPanel<Data, Values, Saved>(
  create: (clients: ApiClients) => DeliveryEditMachine<Data, Values, Saved>,
  id: string | null,
  { onClose, onSaved }: EditPanelProps,
  savedNotice: (T: TranslationFunctions, saved: Saved, created: boolean) => string,
): EditPanel<Data, Values> {
  const { clients } = useServices();
  const { LL } = useI18n();
  const texts = useLatest(LL);
  const events = useLatest({ onClose, onSaved, savedNotice });
  const machine = useMemo(
    () =>
      create(clients).provide({
        actions: {
          notifySaved: (_, { saved, created }) => {
            notify({ type: 'success', title: events.current.savedNotice(texts.current, saved, created) });
            events.current.onSaved(created);
          },
          close: () => events.current.onClose(),
        },
      }),
    [create, clients, texts, events],
  );
  const actor = useActorRef(machine, { input: { id } });
  const view = useSelector(actor, toDeliveryEditView);
  return {
    view,
    onSave: (values) => actor.send({ type: 'user.save', values }),
    onCancel: () => actor.send({ type: 'user.cancel' }),
    onRetry: () => actor.send({ type: 'user.retry' }),
  };
}

import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ApiClients } from '../../api/client';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { useI18n } from '../../i18n/context';
import type { ApiError } from '../../contract/apiError';
import { connectRecordEditor } from '../../machines/recordEditor/connect';
import type { RecordEditorMachine } from '../../machines/recordEditor/machine';
import type { RecordEditorStatus } from '../../machines/recordEditor/types';
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

/** Where a record panel stands, as its dialog shows it (`closed` once saved or cancelled). */
export type EditPanelStatus = 'loading' | 'loadFailed' | 'editing' | 'saving' | 'closed';

/** A record panel's editor as plain data for its dialog: what was loaded for the form (`data`), the values last sent, why it failed. */
export interface EditPanelView<Data, Values> {
  status: EditPanelStatus;
  data: Data | null;
  values: Values | null;
  failure: ApiError | null;
}

/** A panel's status from its editor's (a panel never shows a record read-only nor pauses after a save). */
function panelStatus(status: RecordEditorStatus): EditPanelStatus {
  return status === 'readOnly' ? 'editing' : status === 'saved' ? 'closed' : status;
}

/** A running record panel: its view and the dialog's events. */
export interface EditPanel<Data, Values> {
  view: EditPanelView<Data, Values>;
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
  create: (clients: ApiClients) => RecordEditorMachine<string, Values, Data, Saved>,
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
  const actor = useActorRef(machine, { input: { subject: id } });
  const { status, loaded, values, failure, onSave, onCancel, onRetry } = connectRecordEditor(useSelector(actor, (snapshot) => snapshot), actor.send);
  return { view: { status: panelStatus(status), data: loaded, values, failure }, onSave, onCancel, onRetry };
}

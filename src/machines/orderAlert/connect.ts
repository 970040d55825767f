import type { SnapshotFrom } from 'xstate';
import type { NewOrderToastProps, NewOrderToastStatus } from '../../ui/operations/NewOrderToast';
import type { AudioAreaProps } from '../../ui/shell/AudioArea';
import type { OrderAlertEvent, orderAlertMachine } from './machine';

/**
 * What the new-order alert drives: the toast (all its props), whether the audio area plays (its
 * sound and element are the container's), and whether the alert is off (no Firebase
 * configuration: the root's dashboard says so).
 */
export interface OrderAlertProps {
  toast: NewOrderToastProps;
  audio: Pick<AudioAreaProps, 'playing'>;
  /** True once it is known that no Firebase configuration exists. */
  off: boolean;
}

/**
 * The alert's props of a snapshot (Zag's `connect`): the toast's state and order, Silence and
 * Close sending the machine's events, the sound, and whether the alert is off.
 * @example const alert = connectOrderAlert(snapshot, actor.send); <NewOrderToast {...alert.toast} />
 */
export function connectOrderAlert(snapshot: Pick<SnapshotFrom<typeof orderAlertMachine>, 'matches' | 'context'>, send: (event: OrderAlertEvent) => void): OrderAlertProps {
  const alerting = (state: 'waiting' | 'ringing' | 'checking' | 'silenced') => snapshot.matches({ watching: { alerting: state } });
  // While it asks whether to ring again the sound has stopped: the toast shows it silenced.
  const status: NewOrderToastStatus = alerting('waiting')
    ? 'waiting'
    : alerting('ringing')
      ? 'ringing'
      : alerting('silenced') || alerting('checking')
        ? 'silenced'
        : 'hidden';
  return {
    toast: {
      status,
      order: status === 'hidden' ? null : snapshot.context.order,
      onSilence: () => send({ type: 'user.silence' }),
      onDismiss: () => send({ type: 'user.dismiss' }),
    },
    audio: { playing: status === 'ringing' },
    off: snapshot.matches('off'),
  };
}

import { fromCallback, type EventObject } from 'xstate';
import type { NewOrderListener, NewOrderSubscribe, NewOrderWatch } from '../../domain/newOrder';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The subscription actor over a `subscribe` function: each value becomes `newOrder.value`, a
 * refusal `newOrder.failed`; stopping the actor stops the watch, even one still loading.
 * @example orderAlertMachine.provide({ actors: { subscription: newOrderSubscriptionLogic(subscribeToNewOrders) } })
 */
export function newOrderSubscriptionLogic(subscribe: NewOrderSubscribe) {
  return fromCallback<EventObject, NewOrderWatch>(({ input, sendBack }) => {
    let stopped = false;
    let stop: (() => void) | null = null;
    const listener: NewOrderListener = {
      value: (value) => {
        if (!stopped) sendBack({ type: 'newOrder.value', value });
      },
      failed: (message) => {
        if (!stopped) sendBack({ type: 'newOrder.failed', message });
      },
    };
    Promise.resolve()
      .then(() => subscribe(input, listener))
      .then(
        (unsubscribe) => {
          if (stopped) unsubscribe();
          else stop = unsubscribe;
        },
        (error: unknown) => listener.failed(messageOf(error)),
      );
    return () => {
      stopped = true;
      stop?.();
    };
  });
}

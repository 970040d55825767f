import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '../../contract/apiError';
import type { RiderPosition } from '../../contract/schema.gen';
import type { RiderMapFailure, RiderMapProps } from '../../ui/operations/RiderMap';
import { mayPass, RIDER_REFRESH_MS, type RiderMapEvent, type riderMapMachine } from './machine';

/** What the rider map machine drives of the map: everything but the base style and the map's own options. */
export type RiderMapMachineProps = Pick<
  RiderMapProps,
  'status' | 'riders' | 'filter' | 'failure' | 'refreshing' | 'receivedAt' | 'retryEverySeconds' | 'onFilterChange' | 'onRetry'
>;

type RiderMapSend = (event: RiderMapEvent) => void;
type RiderMapCallbacks = Pick<RiderMapMachineProps, 'onFilterChange' | 'onRetry'>;

// One set of callbacks per actor's send: the map's memoised parts skip the renders of a refresh.
const callbacksBySend = new WeakMap<RiderMapSend, RiderMapCallbacks>();

function callbacksOf(send: RiderMapSend): RiderMapCallbacks {
  let callbacks = callbacksBySend.get(send);
  if (!callbacks) {
    callbacks = {
      onFilterChange: (filter) => send({ type: 'user.filter', filter }),
      onRetry: () => send({ type: 'user.retry' }),
    };
    callbacksBySend.set(send, callbacks);
  }
  return callbacks;
}

function failureOf(error: ApiError | null): RiderMapFailure | null {
  if (!error) return null;
  if (error.statusCode === 401 || error.statusCode === 403) return 'forbidden';
  if (error.statusCode === 0) return 'network';
  return 'other';
}

const EMPTY: RiderPosition[] = [];

/**
 * The map's props of a snapshot (Zag's `connect`): `loading` until the first answer (or failure),
 * `failed` while the last load's error stands (the last riders still shown), else `ready`; a
 * failure that may pass says it is tried again every 5 s. The filter and the retry send the
 * machine's events (the same callbacks for the same `send`).
 * @example <RiderMap {...connectRiderMap(snapshot, actor.send)} mapStyle={mapStyle} />
 */
export function connectRiderMap(snapshot: Pick<SnapshotFrom<typeof riderMapMachine>, 'context' | 'hasTag'>, send: RiderMapSend): RiderMapMachineProps {
  const { context } = snapshot;
  const failure = failureOf(context.loadError);
  let status: RiderMapProps['status'] = 'ready';
  if (failure) status = 'failed';
  else if (context.riders === null) status = 'loading';
  return {
    status,
    riders: context.riders ?? EMPTY,
    filter: context.filter,
    failure,
    refreshing: snapshot.hasTag('loading') && (context.riders !== null || failure !== null),
    receivedAt: context.receivedAt,
    retryEverySeconds: mayPass(context.loadError) ? RIDER_REFRESH_MS / 1000 : null,
    ...callbacksOf(send),
  };
}

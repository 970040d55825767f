import type { SnapshotFrom } from 'xstate';
import type { OpeningHours } from '../../domain/openingHours';
import type { OpeningHoursEditorProps, OpeningHoursStatus } from '../../ui/company/OpeningHoursEditor';
import { sameFormValues } from '../recordEditor/values';
import type { openingHoursMachine } from './machine';
import type { OpeningHoursEvent } from './types';

type OpeningHoursSnapshot = Pick<SnapshotFrom<typeof openingHoursMachine>, 'matches' | 'context'>;

// What Save sends: the pauses are the server's on both sides, and the version is not edited.
function edited({ timeZone, general, delivery, pickup, exceptions }: OpeningHours) {
  return { timeZone, general, delivery, pickup, exceptions };
}

function statusOf(snapshot: OpeningHoursSnapshot): OpeningHoursStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('saving')) return 'saving';
  if (snapshot.matches({ editing: 'saved' })) return 'saved';
  return 'editing';
}

/**
 * The opening hours editor's props for a snapshot, its callbacks sending the machine's events;
 * the clock (`now`) and the company's name are the page's.
 * @example <OpeningHoursEditor {...connectOpeningHours(snapshot, actor.send)} now={now} companyName={name} />
 */
export function connectOpeningHours(
  snapshot: OpeningHoursSnapshot,
  send: (event: OpeningHoursEvent) => void,
): Omit<OpeningHoursEditorProps, 'now' | 'companyName'> {
  const { saved, draft, problems, failure } = snapshot.context;
  return {
    status: statusOf(snapshot),
    hours: draft,
    dirty: draft !== null && saved !== null && !sameFormValues(edited(draft), edited(saved)),
    problems,
    failure,
    pausing: snapshot.matches('pausing') || snapshot.matches('endingPause'),
    onChange: (hours) => send({ type: 'user.edit', hours }),
    onSave: () => send({ type: 'user.save' }),
    onDiscard: () => send({ type: 'user.discard' }),
    onRetry: () => send({ type: 'user.retry' }),
    onPause: ({ until, reason }) => send({ type: 'user.pause', until, reason }),
    onEndPause: (pauseId) => send({ type: 'user.end_pause', pauseId }),
  };
}

import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '../../contract/apiError';
import type { CompanyStatus } from '../../contract/schema.gen';
import { DEFAULT_TIME_ZONE } from '../../domain/company';
import type { OpenSwitchFailure, OpenSwitchProps, OpenSwitchReason, OpenSwitchStatus } from '../../ui/operations/OpenSwitch';
import type { openSwitchMachine } from './machine';
import type { OpenSwitchEvent } from './types';

type OpenSwitchSnapshot = Pick<SnapshotFrom<typeof openSwitchMachine>, 'matches' | 'context'>;

/**
 * The props of `OpenSwitch` for a snapshot, and whether the switch is shown at all: `visible` is
 * false while the company is unknown or not found. Where it stands (`variant`, `confirmDialog`) is
 * the container's.
 */
export type OpenSwitchConnect = OpenSwitchProps & { visible: boolean };

function failureOf(error: ApiError | null): OpenSwitchFailure | null {
  if (!error) return null;
  if (error.statusCode === 403) return 'forbidden';
  if (error.statusCode === 404) return 'notFound';
  if (error.statusCode === 0) return 'network';
  return 'other';
}

// Why the company stands as it does (issue 23); a server that does not say gives no reason.
function reasonOf(company: CompanyStatus | null): OpenSwitchReason | null {
  if (!company?.openReason) return null;
  return {
    reason: company.openReason,
    label: company.openReasonLabel ?? null,
    until: company.pausedUntil ?? null,
    nextChange: company.nextChange ?? null,
    timeZone: company.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

function statusOf(snapshot: OpenSwitchSnapshot): OpenSwitchStatus {
  if (snapshot.matches({ shown: 'confirming' })) return 'confirming';
  if (snapshot.matches({ shown: 'saving' })) return 'saving';
  if (snapshot.matches({ shown: 'manual' })) return 'manual';
  return 'automatic';
}

/**
 * The switch's props for a snapshot, its callbacks sending the machine's events (Zag's `connect`).
 * @example
 * const { visible, ...props } = connectOpenSwitch(snapshot, actor.send);
 * return visible ? <OpenSwitch {...props} variant="compact" /> : null;
 */
export function connectOpenSwitch(snapshot: OpenSwitchSnapshot, send: (event: OpenSwitchEvent) => void): OpenSwitchConnect {
  const { company, pending, failure } = snapshot.context;
  // During a save, the state being saved; else the company's.
  const shown = pending ?? company;
  return {
    visible: company !== null && snapshot.matches('shown'),
    status: statusOf(snapshot),
    isOpen: shown?.isOpen ?? false,
    isManual: shown?.isManual ?? false,
    lastChange: company?.lastOpenChange ?? null,
    // While a save is under way the reason of the state left would be wrong.
    state: pending ? null : reasonOf(company),
    failure: failureOf(failure),
    onToggle: (isOpen) => send({ type: 'switch.toggle', isOpen }),
    onConfirm: () => send({ type: 'confirm.accept' }),
    onCancel: () => send({ type: 'confirm.cancel' }),
    onReleaseManual: () => send({ type: 'notice.accept' }),
  };
}

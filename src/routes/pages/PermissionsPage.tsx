import { useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { asApiError, type ApiError } from '../../contract/apiError';
import { loadPermissionOverview, type PermissionOverview } from '../../api/roleActors';
import type { ApiClients } from '../../api/client';
import { useI18n } from '../../i18n/context';
import { PermissionTree } from '../../ui/roles/PermissionTree';
import { PageFailure } from '../../ui/shell/PageFailure';
import { DASHBOARD_PATH } from '../paths';
import { permissionTreeView } from '../roles/roleViews';
import { useServices } from '../services';

const NO_NODES = Object.freeze([]);

/** How one load ended. A failure is an answer, not an error of the actor: a selector reading an errored actor throws. */
type LoadResult = { ok: true; overview: PermissionOverview } | { ok: false; failure: ApiError };

async function load(clients: ApiClients): Promise<LoadResult> {
  try {
    return { ok: true, overview: await loadPermissionOverview(clients) };
  } catch (error) {
    return { ok: false, failure: asApiError(error) };
  }
}

/** One load of the catalogue and the roles: a promise actor, its status the tree's. */
function PermissionsLoad({ clients, onRetry }: { clients: ApiClients; onRetry: () => void }) {
  const { language } = useI18n();
  const [, navigate] = useLocation();
  const logic = useMemo(() => fromPromise<LoadResult>(() => load(clients)), [clients]);
  const actor = useActorRef(logic);
  const result = useSelector(actor, (s) => (s.status === 'done' ? s.output : null));
  const overview = result?.ok ? result.overview : null;
  const failure = result && !result.ok ? result.failure : null;
  const parents = useMemo(() => (overview ? permissionTreeView(overview.catalogue, overview.roles, language) : [...NO_NODES]), [overview, language]);
  // A refusal is not a fault of the page: it says so in words, inside the shell.
  if (failure?.statusCode === 403) return <PageFailure kind="refused" failure={failure} onRetry={onRetry} onHome={() => navigate(DASHBOARD_PATH)} />;
  const status = overview ? 'ready' : failure ? 'failed' : 'loading';
  return <PermissionTree status={status} failure={failure} parents={parents} roleCount={overview?.roles.length ?? 0} onRetry={onRetry} />;
}

/**
 * `/adm/permissions`: the permission catalogue as a read-only tree with the roles that hold each
 * permission. The catalogue is the page load's (asked once); the roles are asked on each visit.
 */
export default function PermissionsPage() {
  const { clients } = useServices();
  // Each retry is a new load.
  const [attempt, setAttempt] = useState(0);
  return <PermissionsLoad key={attempt} clients={clients} onRetry={() => setAttempt((n) => n + 1)} />;
}

import { useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { isApiError, toApiError } from '../../api/errors';
import { loadPermissionOverview, type PermissionOverview } from '../../api/roleActors';
import type { ApiClients } from '../../api/client';
import { useI18n } from '../../i18n/context';
import { PermissionTree } from '../../ui/roles/PermissionTree';
import { permissionTreeView } from '../roles/roleViews';
import { useServices } from '../services';

const NO_NODES = Object.freeze([]);

/** One load of the catalogue and the roles: a promise actor, its status the tree's. */
function PermissionsLoad({ clients, onRetry }: { clients: ApiClients; onRetry: () => void }) {
  const { language } = useI18n();
  const logic = useMemo(() => fromPromise<PermissionOverview>(() => loadPermissionOverview(clients)), [clients]);
  const load = useActorRef(logic);
  const snapshot = useSelector(load, (s) => s);
  const overview = snapshot.status === 'done' ? snapshot.output : null;
  const parents = useMemo(() => (overview ? permissionTreeView(overview.catalogue, overview.roles, language) : [...NO_NODES]), [overview, language]);
  const status = snapshot.status === 'done' ? 'ready' : snapshot.status === 'error' ? 'failed' : 'loading';
  const failure = snapshot.status === 'error' ? (isApiError(snapshot.error) ? snapshot.error : toApiError({ error: snapshot.error })) : null;
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

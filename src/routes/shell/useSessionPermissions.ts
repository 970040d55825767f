import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useServices } from '../services';

const NONE: readonly string[] = Object.freeze([]);

/** The names of the signed-in user's effective permissions (none while signed out). */
export function useSessionPermissions(): readonly string[] {
  const { session } = useServices();
  const held = useSelector(session, (s) => s.context.user?.permissions);
  return useMemo(() => (held ? held.map((p) => p.name) : NONE), [held]);
}

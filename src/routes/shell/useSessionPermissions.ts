import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { CompanyType } from '../../domain/company';
import { useServices } from '../services';

const NONE: readonly string[] = Object.freeze([]);

/** The names of the signed-in user's effective permissions (none while signed out). */
export function useSessionPermissions(): readonly string[] {
  const { session } = useServices();
  const held = useSelector(session, (s) => s.context.user?.permissions);
  return useMemo(() => (held ? held.map((p) => p.name) : NONE), [held]);
}

/** The type of the signed-in user's company, or null for staff (no company) and while signed out. */
export function useSessionCompanyType(): CompanyType | null {
  const { session } = useServices();
  return useSelector(session, (s) => s.context.mainCompany?.type ?? null);
}

import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { navigate } from 'wouter/use-browser-location';
import { createOrderReportMachine } from '../../bindings/orderReports';
import { reportSearch } from '../../domain/orderReports';
import { ORDER_STAFF_PERMISSIONS } from '../../domain/orders';
import { hasAnyPermission } from '../../domain/permissions';
import type { OrderReportQuery } from '../../machines/orderReports/types';
import { useServices } from '../services';
import { useSessionPermissions } from '../shell/useSessionPermissions';

/** Keeps a report's filters in the address, so a reload or a shared link shows the same report. */
function writeQuery(query: OrderReportQuery) {
  navigate(`${window.location.pathname}${reportSearch(query)}`, { replace: true });
}

/**
 * Runs an order report's machine over the session's clients from `query` (read once, from the
 * address), writing each new query to the address. Answers the actor, its snapshot, and whether the
 * user is staff (who filter by company) with its permissions.
 */
export function useOrderReport(query: OrderReportQuery, refreshMs: number | null) {
  const { clients } = useServices();
  const permissions = useSessionPermissions();
  const staff = hasAnyPermission(permissions, ORDER_STAFF_PERMISSIONS);
  const machine = useMemo(() => createOrderReportMachine(clients).provide({ actions: { queryChanged: (_, { query: next }) => writeQuery(next) } }), [clients]);
  const actor = useActorRef(machine, { input: { query, refreshMs } });
  const snapshot = useSelector(actor, (state) => state);
  return { actor, snapshot, staff, permissions };
}

import type { SnapshotFrom } from 'xstate';
import type { OrderSummary } from '../../contract/schema.gen';
import { presetOf, presetRange } from '../../domain/orderReports';
import type { LocalDate } from '../../domain/openingHoursTime';
import type { LateOrdersReportProps, NewOrdersReportProps, OrderTotalsReportProps, ReportFrameProps } from '../../ui/orderReports/orderReportTypes';
import type { orderReportMachine } from './machine';
import type { OrderReportEvent } from './types';

type ReportSnapshot = Pick<SnapshotFrom<typeof orderReportMachine>, 'context' | 'hasTag'>;
type ReportSend = (event: OrderReportEvent) => void;

/** What a report's page knows beyond the machine: whether the user is staff (who filters by company). */
export interface ReportOwner {
  staff: boolean;
}

/**
 * The frame every report shows: `loading` until the first answer (or failure), `failed` while the
 * last read's failure stands (the last report still shown), else `ready`; `refreshing` while a read
 * is out over something shown. Staff get the company filter, whose choice is a new query.
 */
function frameOf(snapshot: ReportSnapshot, send: ReportSend, owner: ReportOwner): ReportFrameProps {
  const { context } = snapshot;
  const { answer, failure, query } = context;
  let status: ReportFrameProps['status'] = 'ready';
  if (failure) status = 'failed';
  else if (answer === null) status = 'loading';
  return {
    status,
    refreshing: snapshot.hasTag('loading') && (answer !== null || failure !== null),
    failure,
    onRefresh: () => send({ type: 'user.refresh' }),
    companyFilter: owner.staff
      ? { companies: context.companies, companyId: query.companyId, onCompany: (companyId) => send({ type: 'user.query', query: { ...query, companyId } }) }
      : null,
  };
}

const refreshSeconds = (snapshot: ReportSnapshot) => (snapshot.context.refreshMs === null ? null : snapshot.context.refreshMs / 1000);

/** `NewOrdersReportView`'s props of a report snapshot. */
export function connectNewOrdersReport(snapshot: ReportSnapshot, send: ReportSend, owner: ReportOwner): NewOrdersReportProps {
  const { answer } = snapshot.context;
  return { ...frameOf(snapshot, send, owner), report: answer?.kind === 'newOrders' ? answer.report : null, refreshEverySeconds: refreshSeconds(snapshot) };
}

/** What the late orders' page adds: how an order opens on its board, when the user may open it there. */
export interface LateReportOwner extends ReportOwner {
  openerOf: (order: OrderSummary) => (() => void) | null;
}

/** `LateOrdersReportView`'s props of a report snapshot. */
export function connectLateOrdersReport(snapshot: ReportSnapshot, send: ReportSend, owner: LateReportOwner): LateOrdersReportProps {
  const { answer } = snapshot.context;
  return {
    ...frameOf(snapshot, send, owner),
    report: answer?.kind === 'late' ? answer.report : null,
    refreshEverySeconds: refreshSeconds(snapshot),
    openerOf: owner.openerOf,
  };
}

/** What the totals' page adds: today, on the report's clock (the presets count from it). */
export interface TotalsReportOwner extends ReportOwner {
  today: LocalDate;
}

/**
 * `OrderTotalsReportView`'s props of a report snapshot: the days asked and the preset they match;
 * a new range or preset is a new query of the same company.
 */
export function connectOrderTotalsReport(snapshot: ReportSnapshot, send: ReportSend, owner: TotalsReportOwner): OrderTotalsReportProps {
  const { answer, query } = snapshot.context;
  const companyId = query.companyId;
  const range = query.kind === 'totals' ? { from: query.from, to: query.to } : presetRange('thisMonth', owner.today);
  return {
    ...frameOf(snapshot, send, owner),
    report: answer?.kind === 'totals' ? answer.report : null,
    range,
    preset: presetOf(range, owner.today),
    onRange: (next) => send({ type: 'user.query', query: { kind: 'totals', companyId, ...next } }),
    onPreset: (preset) => send({ type: 'user.query', query: { kind: 'totals', companyId, ...presetRange(preset, owner.today) } }),
  };
}

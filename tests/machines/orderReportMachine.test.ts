import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import type { LateOrdersReport, OrderTotalsReport } from '../../src/contract/schema.gen';
import { connectLateOrdersReport, connectNewOrdersReport, connectOrderTotalsReport } from '../../src/machines/orderReports/connect';
import { orderReportMachine } from '../../src/machines/orderReports/machine';
import type { OrderReportAnswer, OrderReportEvent, OrderReportInput, OrderReportQuery } from '../../src/machines/orderReports/types';
import { CANTINA_TOTALS, LATE_REPORT, NEW_ORDERS_REPORT, TOTALS_REPORT } from '../../stories/orderReports/orderReportFixtures';
import { flush, ignoredEventPaths, ModelRunner, pathName, PromiseFakes, statePairs, transitionPaths, type ModelCall, type ModelEvent, type Oracle } from './modelHarness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** "read again every 30 s" (the live reports' documented refresh). */
const REFRESH_MS = 30_000;

const ALL: OrderReportQuery = { kind: 'late', companyId: null };
const CANTINA: OrderReportQuery = { kind: 'late', companyId: 'c-cantina' };
/** A query of another report: a late report's screen never asks it. */
const OTHER_KIND: OrderReportQuery = { kind: 'newOrders', companyId: 'c-cantina' };
const EVERY_LATE: OrderReportAnswer = { kind: 'late', report: LATE_REPORT };
const CANTINA_LATE: LateOrdersReport = { ...LATE_REPORT, companies: [{ companyId: 'c-cantina', companyName: 'Cantina da Nonna', companyType: 'restaurant', open: 6, late: 2 }], orders: [] };
const ONE_LATE: OrderReportAnswer = { kind: 'late', report: CANTINA_LATE };
const NETWORK: ApiError = { statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' };
const FORBIDDEN: ApiError = { statusCode: 403, error: 'Forbidden', message: 'No', code: 'forbidden' };

const EVENTS: ReadonlyArray<ModelEvent<OrderReportEvent>> = [
  { type: 'done.loadReport', output: EVERY_LATE },
  { type: 'done.loadReport', output: ONE_LATE },
  { type: 'error.loadReport', error: NETWORK },
  { type: 'error.loadReport', error: FORBIDDEN },
  { type: 'after.autoRefresh' },
  { type: 'user.refresh' },
  { type: 'user.query', query: CANTINA },
  { type: 'user.query', query: ALL },
  { type: 'user.query', query: OTHER_KIND },
];

/**
 * A report screen as its documentation words it (the machine's and the pages' comments, issue 25),
 * written without the machine: it reads its query's report at once. An answer shows; a failure says
 * why over the last report and offers Refresh. Refresh reads again when not already reading. With a
 * refresh interval it reads again that long after an answer, and after a failure that may pass (no
 * answer, 429, 5xx), never after a refusal. Another query of the same kind forgets the report,
 * tells the page, and reads at once, even over a read on its way. The company filter offers the
 * companies of the last answer for every company, plus those a filtered answer adds.
 */
type Phase = 'loading' | 'ready' | 'failed';
interface Spec {
  phase: Phase;
  query: OrderReportQuery;
  answer: OrderReportAnswer | null;
  failure: ApiError | null;
  companies: Array<{ id: string; name: string }>;
  calls: ModelCall[];
}
const passes = (error: ApiError | null) => error !== null && (error.statusCode === 0 ? error.code !== 'aborted' : error.statusCode === 429 || error.statusCode >= 500);
const namesOf = (answer: OrderReportAnswer) =>
  answer.kind === 'late' ? answer.report.companies.map((company) => ({ id: company.companyId, name: company.companyName })) : [];

function spec(input: OrderReportInput): Oracle<Spec, unknown> {
  const load = (state: Spec, query = state.query): Spec => ({ ...state, phase: 'loading', calls: [...state.calls, { src: 'loadReport', input: query }] });
  return {
    initial: { phase: 'loading', query: input.query, answer: null, failure: null, companies: [], calls: [{ src: 'loadReport', input: input.query }] },
    next(state, event) {
      switch (event.type) {
        case 'user.query': {
          const query = Reflect.get(event, 'query') as OrderReportQuery;
          if (query.kind !== state.query.kind || query.companyId === state.query.companyId) return state;
          return load({ ...state, query, answer: null, failure: null, calls: [...state.calls, { src: 'queryChanged', input: query }] }, query);
        }
        case 'user.refresh':
          return state.phase === 'loading' ? state : load(state);
        case 'after.autoRefresh':
          if (input.refreshMs === null) return state;
          return state.phase === 'ready' || (state.phase === 'failed' && passes(state.failure)) ? load(state) : state;
        case 'done.loadReport': {
          if (state.phase !== 'loading') return state;
          const answer = Reflect.get(event, 'output') as OrderReportAnswer;
          const named = namesOf(answer);
          const companies = state.query.companyId === null ? named : [...state.companies, ...named.filter((company) => !state.companies.some((known) => known.id === company.id))];
          return { ...state, phase: 'ready', answer, failure: null, companies };
        }
        case 'error.loadReport':
          return state.phase === 'loading' ? { ...state, phase: 'failed', failure: Reflect.get(event, 'error') as ApiError } : state;
        default:
          return state;
      }
    },
    // What staff see of the late orders' report.
    view: (state) => ({
      status: state.failure ? 'failed' : state.answer ? 'ready' : 'loading',
      refreshing: state.phase === 'loading' && (state.answer !== null || state.failure !== null),
      failure: state.failure,
      companyFilter: { companies: state.companies, companyId: state.query.companyId },
      report: state.answer?.report ?? null,
      refreshEverySeconds: input.refreshMs === null ? null : input.refreshMs / 1000,
    }),
    calls: (state) => state.calls,
  };
}

function shown(snapshot: Parameters<typeof connectLateOrdersReport>[0]) {
  const { onRefresh: _refresh, openerOf: _opener, companyFilter, ...data } = connectLateOrdersReport(snapshot, () => {}, { staff: true, openerOf: () => null });
  return { ...data, companyFilter: companyFilter ? { companies: companyFilter.companies, companyId: companyFilter.companyId } : null };
}

describe('orderReportMachine, model-based', () => {
  const inputs: Array<[string, OrderReportInput]> = [
    ['a live report (every 30 s), every company', { query: ALL, refreshMs: REFRESH_MS }],
    ['a report read when asked, one company from the address', { query: CANTINA, refreshMs: null }],
  ];
  const runners = inputs.map(([, input]) => {
    const fakes = new PromiseFakes();
    return new ModelRunner(
      orderReportMachine.provide({
        actors: { loadReport: fakes.logic<OrderReportAnswer, OrderReportQuery>('loadReport') },
        actions: { queryChanged: (_, { query }) => void fakes.calls.push({ src: 'queryChanged', input: query }) },
      }),
      fakes,
      { oracle: spec(input), connect: (snapshot) => shown(snapshot as Parameters<typeof connectLateOrdersReport>[0]) },
    );
  });

  for (const [n, [label, input]] of inputs.entries()) {
    const runner = runners[n];
    describe(label, () => {
      const paths = [...transitionPaths(orderReportMachine, EVENTS, input), ...ignoredEventPaths(orderReportMachine, EVENTS, input)];
      it('has paths', () => expect(paths.length).toBeGreaterThan(0));
      for (const [index, path] of paths.entries()) {
        it(pathName(path, index), async () => {
          await runner?.run(path, input);
        });
      }

      it('plays every (state, event) pair', () => {
        const all = statePairs(orderReportMachine, EVENTS, input);
        expect(all.length).toBeGreaterThan(20);
        expect(all.filter((pair) => !runner?.playedPairs.has(pair))).toEqual([]);
      });
    });
  }

  it('reaches every state and takes every transition', () => {
    const [first, second] = runners;
    const visited = new Set([...(first?.coverage.visitedStates() ?? []), ...(second?.coverage.visitedStates() ?? [])]);
    expect([...visited].sort()).toEqual(['orderReport.failed', 'orderReport.loading', 'orderReport.ready']);
    const missing = (first?.coverage.missingTransitions() ?? []).filter((t) => second?.coverage.missingTransitions().includes(t));
    expect(missing).toEqual([]);
  });
});

describe('orderReportMachine', () => {
  it('reads a live report again 30 s after each answer, not sooner', async () => {
    const load = vi.fn<() => Promise<OrderReportAnswer>>().mockResolvedValue(EVERY_LATE);
    const actor = createActor(orderReportMachine.provide({ actors: { loadReport: fromPromise(() => load()) } }), { input: { query: ALL, refreshMs: REFRESH_MS } });
    actor.start();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REFRESH_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('never reads a report without an interval on its own', async () => {
    const load = vi.fn<() => Promise<OrderReportAnswer>>().mockResolvedValue(EVERY_LATE);
    const actor = createActor(orderReportMachine.provide({ actors: { loadReport: fromPromise(() => load()) } }), { input: { query: ALL, refreshMs: null } });
    actor.start();
    await vi.advanceTimersByTimeAsync(REFRESH_MS * 10);
    expect(load).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});

describe('connect', () => {
  const TOTALS: OrderReportQuery = { kind: 'totals', companyId: null, from: '2025-03-01', to: '2025-03-12' };

  function totalsActor() {
    const sent: OrderReportEvent[] = [];
    const actor = createActor(orderReportMachine.provide({ actors: { loadReport: fromPromise<OrderReportAnswer, OrderReportQuery>(async () => ({ kind: 'totals' as const, report: TOTALS_REPORT })) } }), {
      input: { query: TOTALS, refreshMs: null },
    });
    return { actor, sent, send: (event: OrderReportEvent) => void sent.push(event) };
  }

  it('offers the presets from today, and sends a range, a preset and a company as queries of the same report', async () => {
    const { actor, sent, send } = totalsActor();
    actor.start();
    await flush();
    const props = connectOrderTotalsReport(actor.getSnapshot(), send, { staff: true, today: '2025-03-12' });
    expect(props).toMatchObject({ status: 'ready', range: { from: '2025-03-01', to: '2025-03-12' }, preset: 'thisMonth', report: TOTALS_REPORT });
    expect(props.companyFilter?.companies).toEqual([
      { id: 'c-cantina', name: 'Cantina da Nonna' },
      { id: 'c-mercado', name: 'Mercado Bom Preço' },
    ]);
    props.onPreset('lastMonth');
    props.onRange({ from: '2025-01-05', to: '2025-01-09' });
    props.companyFilter?.onCompany('c-mercado');
    props.onRefresh();
    expect(sent).toEqual([
      { type: 'user.query', query: { kind: 'totals', companyId: null, from: '2025-02-01', to: '2025-02-28' } },
      { type: 'user.query', query: { kind: 'totals', companyId: null, from: '2025-01-05', to: '2025-01-09' } },
      { type: 'user.query', query: { kind: 'totals', companyId: 'c-mercado', from: '2025-03-01', to: '2025-03-12' } },
      { type: 'user.refresh' },
    ]);
    // A day that is no preset's.
    expect(connectOrderTotalsReport(actor.getSnapshot(), send, { staff: true, today: '2025-03-13' }).preset).toBeNull();
    actor.stop();
  });

  it('gives a company user no company filter, and keeps the other companies offered once filtered to one', async () => {
    const { actor } = totalsActor();
    let answer: OrderTotalsReport = TOTALS_REPORT;
    const filtered = createActor(orderReportMachine.provide({ actors: { loadReport: fromPromise<OrderReportAnswer, OrderReportQuery>(async () => ({ kind: 'totals' as const, report: answer })) } }), {
      input: { query: TOTALS, refreshMs: null },
    });
    filtered.start();
    await flush();
    answer = CANTINA_TOTALS;
    filtered.send({ type: 'user.query', query: { ...TOTALS, companyId: 'c-cantina' } });
    expect(connectOrderTotalsReport(filtered.getSnapshot(), () => {}, { staff: true, today: '2025-03-12' })).toMatchObject({ status: 'loading', report: null });
    await flush();
    const props = connectOrderTotalsReport(filtered.getSnapshot(), () => {}, { staff: true, today: '2025-03-12' });
    expect(props.report?.overall.count).toBe(120);
    expect(props.companyFilter).toMatchObject({ companyId: 'c-cantina', companies: [{ id: 'c-cantina' }, { id: 'c-mercado' }] });
    expect(connectOrderTotalsReport(filtered.getSnapshot(), () => {}, { staff: false, today: '2025-03-12' }).companyFilter).toBeNull();
    filtered.stop();
    actor.stop();
  });

  it('shows a new orders report only to its own view, with its refresh in seconds', async () => {
    const actor = createActor(orderReportMachine.provide({ actors: { loadReport: fromPromise<OrderReportAnswer, OrderReportQuery>(async () => ({ kind: 'newOrders' as const, report: NEW_ORDERS_REPORT })) } }), {
      input: { query: { kind: 'newOrders', companyId: null }, refreshMs: REFRESH_MS },
    });
    actor.start();
    await flush();
    expect(connectNewOrdersReport(actor.getSnapshot(), () => {}, { staff: false })).toMatchObject({ status: 'ready', report: NEW_ORDERS_REPORT, refreshEverySeconds: 30, companyFilter: null });
    expect(connectLateOrdersReport(actor.getSnapshot(), () => {}, { staff: false, openerOf: () => null }).report).toBeNull();
    actor.stop();
  });
});

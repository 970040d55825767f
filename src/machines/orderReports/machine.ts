import { assign, fromPromise, setup } from 'xstate';
import { asApiError } from '../../contract/apiError';
import { notProvided } from '../notProvided';
import { mayPass } from '../riderMap/machine';
import type { OrderReportAnswer, OrderReportContext, OrderReportEvent, OrderReportInput, OrderReportQuery, ReportCompany } from './types';

/** The live reports (today's new orders, the late orders) read themselves again every 30 s. */
export const REPORT_REFRESH_MS = 30_000;

/** The companies an answer reads, by name as it gives them. */
export function companiesOf(answer: OrderReportAnswer): ReportCompany[] {
  switch (answer.kind) {
    case 'totals':
      return answer.report.byCompany.map((group) => ({ id: group.key, name: group.label }));
    case 'newOrders':
    case 'late':
      return answer.report.companies.map((company) => ({ id: company.companyId, name: company.companyName }));
  }
}

/** The companies known after an answer: all of an unfiltered answer's; a filtered one only adds those not known yet. */
function companiesAfter(known: readonly ReportCompany[], answered: readonly ReportCompany[], filtered: boolean): ReportCompany[] {
  if (!filtered) return [...answered];
  return [...known, ...answered.filter((company) => !known.some((other) => other.id === company.id))];
}

const reload = {
  guard: { type: 'isNewQuery', params: ({ event }: { event: { query: OrderReportQuery } }) => ({ query: event.query }) },
  target: 'loading',
  reenter: true,
  actions: [
    { type: 'setQuery', params: ({ event }: { event: { query: OrderReportQuery } }) => ({ query: event.query }) },
    { type: 'queryChanged', params: ({ event }: { event: { query: OrderReportQuery } }) => ({ query: event.query }) },
  ],
} as const;

/**
 * One order report screen (issue 25): the actor `loadReport` reads the report of the query (its
 * kind, its company filter and, for the totals, its days) at once. A failed read keeps the last
 * report, says why and offers `user.refresh`, which reads it again. With `refreshMs` it also reads
 * itself again that long after each answer, and after a failure that may pass (no answer, 429,
 * 5xx). `user.query` with another query of the same kind forgets the report shown (it answered
 * another question), reads the new one at once (dropping a read on its way) and tells the page
 * (`queryChanged`, to keep it in the address). The companies an unfiltered answer reads are kept
 * as the company filter's options, so a report filtered to one company still offers the others.
 * @example
 * createActor(orderReportMachine.provide({ actors: { loadReport } }), { input: { query: { kind: 'late', companyId: null }, refreshMs: REPORT_REFRESH_MS } }).start();
 */
export const orderReportMachine = setup({
  types: {
    input: {} as OrderReportInput,
    context: {} as OrderReportContext,
    events: {} as OrderReportEvent,
    tags: {} as 'loading',
  },
  actors: {
    loadReport: fromPromise<OrderReportAnswer, OrderReportQuery>(() => notProvided('orderReportMachine', 'loadReport')),
  },
  delays: {
    autoRefresh: ({ context }) => context.refreshMs ?? 0,
  },
  actions: {
    // The page keeps the query in the address (machine.provide).
    queryChanged: (_, _params: { query: OrderReportQuery }) => {},
    setQuery: assign((_, params: { query: OrderReportQuery }) => ({ query: params.query, answer: null, failure: null })),
    storeAnswer: assign(({ context }, params: { answer: OrderReportAnswer }) => ({
      answer: params.answer,
      failure: null,
      companies: companiesAfter(context.companies, companiesOf(params.answer), context.query.companyId !== null),
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiError(params.error) })),
  },
  guards: {
    isNewQuery: ({ context }, params: { query: OrderReportQuery }) =>
      params.query.kind === context.query.kind && JSON.stringify(params.query) !== JSON.stringify(context.query),
    refreshesAlone: ({ context }) => context.refreshMs !== null,
    retriesAlone: ({ context }) => context.refreshMs !== null && mayPass(context.failure),
  },
}).createMachine({
  id: 'orderReport',
  context: ({ input }) => ({ query: input.query, answer: null, failure: null, companies: [], refreshMs: input.refreshMs }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      on: { 'user.query': reload },
    },
    ready: {
      on: { 'user.refresh': { target: 'loading' }, 'user.query': reload },
      after: { autoRefresh: { guard: 'refreshesAlone', target: 'loading' } },
    },
    // The last report stays, with the failure and a way to read it again.
    failed: {
      on: { 'user.refresh': { target: 'loading' }, 'user.query': reload },
      after: { autoRefresh: { guard: 'retriesAlone', target: 'loading' } },
    },
  },
});

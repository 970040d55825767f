import { assign, fromCallback, setup, type EventFromLogic, type EventObject } from 'xstate';
import { notProvided } from '../notProvided';
import type { OrderExportContext, OrderExportEvent, OrderExportRequest } from './types';

/**
 * The history's export (issue 25): `user.export` starts the download actor `download` with the
 * list's query, row count and the file's format (a callback actor: it streams the file, sends
 * `export.rows` with the rows and bytes received as they arrive, then `export.saved` once the file
 * is saved, or `export.failed`). `user.cancel_export`
 * stops it, which aborts the download; nothing is saved. An empty list exports nothing. The
 * outcome (saved, failed) stays until dismissed or another export starts.
 * @example createActor(orderExportMachine.provide({ actors: { download } })).start().send({ type: 'user.export', request });
 */
export const orderExportMachine = setup({
  types: {
    context: {} as OrderExportContext,
    events: {} as OrderExportEvent,
  },
  actors: {
    download: fromCallback<EventObject, OrderExportRequest>(() => notProvided('orderExportMachine', 'download')),
  },
  actions: {
    start: assign((_, params: { request: OrderExportRequest }) => ({ request: params.request, rows: 0, bytes: 0, fileName: null, failure: null })),
  },
  guards: {
    hasRows: (_, params: { request: OrderExportRequest }) => params.request.total > 0,
  },
}).createMachine({
  id: 'orderExport',
  context: { request: null, rows: 0, bytes: 0, fileName: null, failure: null },
  initial: 'idle',
  on: {
    'user.export': {
      guard: { type: 'hasRows', params: ({ event }) => ({ request: event.request }) },
      target: '.exporting',
      actions: { type: 'start', params: ({ event }) => ({ request: event.request }) },
    },
  },
  states: {
    idle: {},
    exporting: {
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context }) => {
          if (!context.request) throw new Error('orderExportMachine: exporting without a request');
          return context.request;
        },
      },
      on: {
        // A second click while one runs is the same export: it goes on.
        'user.export': {},
        'export.rows': { actions: assign(({ event }) => ({ rows: event.rows, bytes: event.bytes })) },
        'export.saved': { target: 'saved', actions: assign(({ event }) => ({ rows: event.rows, bytes: event.bytes, fileName: event.fileName })) },
        'export.failed': { target: 'failed', actions: assign(({ event }) => ({ failure: event.error })) },
        'user.cancel_export': { target: 'idle' },
      },
    },
    saved: {
      on: { 'user.dismiss_export': { target: 'idle' } },
    },
    failed: {
      on: { 'user.dismiss_export': { target: 'idle' } },
    },
  },
});

/** Every event the export accepts. */
export type OrderExportMachineEvent = EventFromLogic<typeof orderExportMachine>;

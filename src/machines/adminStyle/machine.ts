import { assign, fromPromise, setup, type EventFromLogic } from 'xstate';
import { ADMIN_STYLE_CACHE_MS, DEFAULT_ADMIN_STYLE, isFreshCache, type CachedAdminStyle } from '../../domain/adminStyle';
import type { AdminStyle, AdminStyleResult } from '../../contract/schema.gen';

export { ADMIN_STYLE_CACHE_MS } from '../../domain/adminStyle';

/** What the admin style machine starts with. */
export interface AdminStyleInput {
  /** The current host, as the style call's `domain` query wants it. */
  domain: string;
  /** The style cached by an earlier page load, if any. */
  cached: CachedAdminStyle | null;
  /** The time (ms since the epoch) the page started: judges the cache and dates the new copy. */
  now: number;
}

/** The style in use, once known (`ready`). */
export interface AdminStyleContext {
  domain: string;
  cached: CachedAdminStyle | null;
  now: number;
  style: AdminStyle | null;
}

/**
 * The admin style cache of seed 001 sections 4 and 7: a fresh cached style is used as is;
 * otherwise it is fetched and cached for 5 minutes, and a failed fetch uses (and caches) the
 * default. `ready` applies the style through the container's `applyStyle` (tab title, favicon).
 * @example
 * createActor(adminStyleMachine.provide({ actors, actions }), { input: { domain: location.host, cached, now: Date.now() } });
 */
export const adminStyleMachine = setup({
  types: {
    input: {} as AdminStyleInput,
    context: {} as AdminStyleContext,
  },
  actors: {
    fetchAdminStyle: fromPromise<AdminStyleResult, { domain: string }>(() => {
      throw new Error('adminStyleMachine: provide the actor "fetchAdminStyle" with machine.provide()');
    }),
  },
  actions: {
    // Storage and the document's title and favicon are the container's (machine.provide).
    cacheStyle: (_, _params: CachedAdminStyle) => {},
    applyStyle: (_, _params: { style: AdminStyle }) => {},
    storeStyle: assign((_, params: { style: AdminStyle }) => ({ style: params.style })),
  },
  guards: {
    isCacheFresh: ({ context }) => context.cached !== null && isFreshCache(context.cached, context.now),
  },
}).createMachine({
  id: 'adminStyle',
  context: ({ input }) => ({ domain: input.domain, cached: input.cached, now: input.now, style: null }),
  initial: 'checkingCache',
  states: {
    checkingCache: {
      always: [
        {
          guard: 'isCacheFresh',
          target: 'ready',
          actions: { type: 'storeStyle', params: ({ context }) => ({ style: context.cached?.style ?? DEFAULT_ADMIN_STYLE }) },
        },
        { target: 'fetching' },
      ],
    },
    fetching: {
      invoke: {
        id: 'fetchAdminStyle',
        src: 'fetchAdminStyle',
        input: ({ context }) => ({ domain: context.domain }),
        onDone: {
          target: 'ready',
          actions: [
            // A domain without a style of its own gets the default one.
            { type: 'storeStyle', params: ({ event }) => ({ style: event.output.adminStyle ?? DEFAULT_ADMIN_STYLE }) },
            {
              type: 'cacheStyle',
              params: ({ context, event }) => ({
                style: event.output.adminStyle ?? DEFAULT_ADMIN_STYLE,
                expiration: context.now + ADMIN_STYLE_CACHE_MS,
              }),
            },
          ],
        },
        // Seed 001 section 4: the default is used and cached too, so a broken call is not retried on every page.
        onError: {
          target: 'ready',
          actions: [
            { type: 'storeStyle', params: { style: DEFAULT_ADMIN_STYLE } },
            {
              type: 'cacheStyle',
              params: ({ context }) => ({ style: DEFAULT_ADMIN_STYLE, expiration: context.now + ADMIN_STYLE_CACHE_MS }),
            },
          ],
        },
      },
    },
    ready: {
      type: 'final',
      entry: {
        type: 'applyStyle',
        params: ({ context }) => ({ style: context.style ?? DEFAULT_ADMIN_STYLE }),
      },
    },
  },
});

/** Every event the admin style machine accepts (none from outside: it runs on its own). */
export type AdminStyleEvent = EventFromLogic<typeof adminStyleMachine>;

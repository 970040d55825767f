import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { ApiError } from '../../src/contract/apiError';
import { DEFAULT_ADMIN_STYLE, readCachedStyle, serializeCachedStyle, type CachedAdminStyle } from '../../src/domain/adminStyle';
import { adminStyleMachine, type AdminStyleContext, type AdminStyleEvent, type AdminStyleInput } from '../../src/machines/adminStyle/machine';
import { flush, ModelRunner, pathName, PromiseFakes, statePairs, transitionPaths, type ModelEvent, type Oracle } from './modelHarness';
import { ADMIN_STYLE_CACHE_MS } from '../support/seed';
import type { AdminStyle, AdminStyleResult } from '../../src/contract/schema.gen';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const STYLE: AdminStyle = {
  titleTab: 'Mercado Bom Preço',
  footerTitle: 'Mercado Bom Preço',
  tabIcon: 'https://cdn.example.com/icon.png',
  backgroundLogin: 'https://cdn.example.com/background.jpg',
  logo: 'https://cdn.example.com/logo.png',
  expiration: NOW + ADMIN_STYLE_CACHE_MS,
};
const OLD_STYLE: AdminStyle = { ...STYLE, titleTab: 'Old title' };
const SERVER_ERROR: ApiError = { statusCode: 503, error: 'Service Unavailable', message: 'Service Unavailable' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const EVENTS: ReadonlyArray<ModelEvent<AdminStyleEvent>> = [
  { type: 'done.fetchAdminStyle', output: { adminStyle: STYLE } },
  { type: 'done.fetchAdminStyle', output: { adminStyle: null } },
  { type: 'error.fetchAdminStyle', error: SERVER_ERROR },
];

/** The default style (seed 001 section 3: a branded delivery tab title, favicon, login background and logo). */
const DEFAULT_STYLE: AdminStyle = {
  titleTab: 'Back-office Delivery',
  footerTitle: 'Back-office Delivery',
  tabIcon: '/favicon.svg',
  backgroundLogin: '/auth-background.svg',
  logo: '/favicon.svg',
  expiration: 0,
};

/**
 * The admin style cache as seed 001 sections 4, 7 and 8 word it, written without the machine: a
 * cached copy is used while its expiration is still ahead (no call); otherwise the domain's style
 * is fetched and stored for 5 minutes (300,000 ms) from the page's start, a domain without one and
 * a failed call both using and storing the default. The style in use is applied once known.
 */
interface StyleSpec {
  style: AdminStyle | null;
  calls: Array<{ src: string; input: unknown }>;
}
function styleSpec(input: AdminStyleInput): Oracle<StyleSpec, unknown> {
  const settle = (state: StyleSpec, style: AdminStyle): StyleSpec => ({
    style,
    calls: [...state.calls, { src: 'cacheStyle', input: { style, expiration: input.now + 300_000 } }, { src: 'applyStyle', input: { style } }],
  });
  const { cached } = input;
  return {
    initial:
      cached && cached.expiration > input.now
        ? { style: cached.style, calls: [{ src: 'applyStyle', input: { style: cached.style } }] }
        : { style: null, calls: [{ src: 'fetchAdminStyle', input: { domain: input.domain } }] },
    next(state, event) {
      if (state.style !== null) return state;
      if (event.type === 'error.fetchAdminStyle') return settle(state, DEFAULT_STYLE);
      if (event.type !== 'done.fetchAdminStyle') return state;
      const result = Reflect.get(event, 'output') as AdminStyleResult;
      return settle(state, result.adminStyle ?? DEFAULT_STYLE);
    },
    view: (state) => ({ style: state.style }),
    calls: (state) => state.calls,
  };
}

/** What the pages read of the machine: the style in use (null until known). */
function styleView(snapshot: AnyMachineSnapshot): unknown {
  return { style: (snapshot.context as AdminStyleContext).style };
}

describe('adminStyleMachine, model-based', () => {
  const inputs: Array<[string, AdminStyleInput]> = [
    ['nothing cached', { domain: 'backoffice.example.com', cached: null, now: NOW }],
    ['fresh cache', { domain: 'backoffice.example.com', cached: { style: OLD_STYLE, expiration: NOW + 1 }, now: NOW }],
    ['expired cache', { domain: 'backoffice.example.com', cached: { style: OLD_STYLE, expiration: NOW }, now: NOW }],
    ['long expired cache', { domain: 'mercado.example.com', cached: { style: OLD_STYLE, expiration: NOW - 300_000 }, now: NOW }],
  ];
  const runners = inputs.map(([, input]) => {
    const fakes = new PromiseFakes();
    const machine = adminStyleMachine.provide({
      actors: { fetchAdminStyle: fakes.logic<AdminStyleResult, { domain: string }>('fetchAdminStyle') },
      actions: {
        cacheStyle: (_, cached) => fakes.calls.push({ src: 'cacheStyle', input: cached }),
        applyStyle: (_, { style }) => fakes.calls.push({ src: 'applyStyle', input: { style } }),
      },
    });
    return new ModelRunner(machine, fakes, { oracle: styleSpec(input), connect: styleView });
  });

  for (const [n, [label, input]] of inputs.entries()) {
    const runner = runners[n];
    describe(label, () => {
      const paths = transitionPaths(adminStyleMachine, EVENTS, input);
      it('has paths', () => expect(paths.length).toBeGreaterThan(0));
      for (const [index, path] of paths.entries()) {
        it(pathName(path, index), async () => {
          await runner?.run(path, input);
        });
      }

      it('plays every (state, event) pair', () => {
        const all = statePairs(adminStyleMachine, EVENTS, input);
        // A fresh cache is used at once: no call, no pair.
        expect(all.length).toBe(label === 'fresh cache' ? 0 : EVENTS.length);
        expect(all.filter((pair) => !runner?.playedPairs.has(pair))).toEqual([]);
      });
    });
  }

  it('reaches every state and takes every transition', () => {
    const coverage = runners[0]?.coverage;
    const visited = new Set(runners.flatMap((runner) => runner.coverage.visitedStates()));
    expect([...visited].sort()).toEqual(coverage?.allStates());
    expect(coverage?.allStates()).toEqual(['adminStyle.checkingCache', 'adminStyle.fetching', 'adminStyle.ready']);
    const missing = runners.map((runner) => new Set(runner.coverage.missingTransitions()));
    expect([...(missing[0] ?? [])].filter((transition) => missing.every((each) => each.has(transition)))).toEqual([]);
  });
});

/** The machine with recording actions; `answer` plays the style call. */
function startStyle(
  input: AdminStyleInput,
  answer: (input: { domain: string }) => Promise<AdminStyleResult> = async () => ({ adminStyle: STYLE }),
) {
  const fetchAdminStyle = vi.fn(answer);
  const cacheStyle = vi.fn<(cached: CachedAdminStyle) => void>();
  const applyStyle = vi.fn<(style: AdminStyle) => void>();
  const machine = adminStyleMachine.provide({
    actors: { fetchAdminStyle: fromPromise<AdminStyleResult, { domain: string }>(({ input }) => fetchAdminStyle(input)) },
    actions: { cacheStyle: (_, cached) => cacheStyle(cached), applyStyle: (_, { style }) => applyStyle(style) },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, fetchAdminStyle, cacheStyle, applyStyle };
}

describe('adminStyleMachine rules', () => {
  it('uses a fresh cached style as is: no call, nothing cached again', () => {
    const run = startStyle({ domain: 'a.example.com', cached: { style: OLD_STYLE, expiration: NOW + 1 }, now: NOW });
    expect(run.actor.getSnapshot().value).toBe('ready');
    expect(run.fetchAdminStyle).not.toHaveBeenCalled();
    expect(run.cacheStyle).not.toHaveBeenCalled();
    expect(run.applyStyle).toHaveBeenCalledWith(OLD_STYLE);
  });

  it('fetches the domain style when nothing is cached, caches it for 5 minutes and applies it', async () => {
    const run = startStyle({ domain: 'a.example.com', cached: null, now: NOW });
    expect(run.actor.getSnapshot().value).toBe('fetching');
    expect(run.fetchAdminStyle).toHaveBeenCalledWith({ domain: 'a.example.com' });
    await flush();
    expect(run.actor.getSnapshot().value).toBe('ready');
    expect(run.cacheStyle).toHaveBeenCalledWith({ style: STYLE, expiration: NOW + 5 * 60 * 1000 });
    expect(run.applyStyle).toHaveBeenCalledWith(STYLE);
    expect(run.actor.getSnapshot().context.style).toEqual(STYLE);
  });

  it('uses and caches the default style for a domain without one', async () => {
    const run = startStyle({ domain: 'a.example.com', cached: null, now: NOW }, async () => ({ adminStyle: null }));
    await flush();
    expect(run.cacheStyle).toHaveBeenCalledWith({ style: DEFAULT_ADMIN_STYLE, expiration: NOW + ADMIN_STYLE_CACHE_MS });
    expect(run.applyStyle).toHaveBeenCalledWith(DEFAULT_ADMIN_STYLE);
  });

  it('on failure uses the default style AND caches it for 5 minutes', async () => {
    const run = startStyle({ domain: 'a.example.com', cached: null, now: NOW }, () => Promise.reject(SERVER_ERROR));
    await flush();
    expect(run.actor.getSnapshot().value).toBe('ready');
    expect(run.applyStyle).toHaveBeenCalledWith(DEFAULT_ADMIN_STYLE);
    expect(run.cacheStyle).toHaveBeenCalledWith({ style: DEFAULT_ADMIN_STYLE, expiration: NOW + ADMIN_STYLE_CACHE_MS });
    expect(DEFAULT_ADMIN_STYLE).toMatchObject({
      titleTab: 'Back-office Delivery',
      tabIcon: '/favicon.svg',
      backgroundLogin: '/auth-background.svg',
      logo: '/favicon.svg',
    });
  });

  it('keeps a cached copy fresh until the 5 minute boundary, and fetches again at it', async () => {
    // First page load: nothing cached; the style is fetched and the cache entry written.
    const first = startStyle({ domain: 'a.example.com', cached: null, now: NOW });
    await flush();
    const written = first.cacheStyle.mock.calls[0]?.[0];
    expect(written).toBeDefined();
    const stored = serializeCachedStyle(written ?? { style: STYLE, expiration: 0 });

    // One millisecond before the boundary the stored copy is used as is.
    const before = NOW + ADMIN_STYLE_CACHE_MS - 1;
    const cachedBefore = readCachedStyle(stored, before);
    expect(cachedBefore).toEqual({ style: STYLE, expiration: NOW + ADMIN_STYLE_CACHE_MS });
    const second = startStyle({ domain: 'a.example.com', cached: cachedBefore, now: before });
    expect(second.actor.getSnapshot().value).toBe('ready');
    expect(second.fetchAdminStyle).not.toHaveBeenCalled();

    // At the boundary the copy has expired: reading it answers null, and even a caller that
    // hands the machine the stale entry gets a new fetch.
    const at = NOW + ADMIN_STYLE_CACHE_MS;
    expect(readCachedStyle(stored, at)).toBeNull();
    const third = startStyle({ domain: 'a.example.com', cached: written ?? null, now: at });
    expect(third.actor.getSnapshot().value).toBe('fetching');
    expect(third.fetchAdminStyle).toHaveBeenCalledTimes(1);
  });
});

describe('admin style cache text', () => {
  it('reads back what it wrote, and nothing from malformed text', () => {
    const cached = { style: STYLE, expiration: NOW + 10 };
    expect(readCachedStyle(serializeCachedStyle(cached), NOW)).toEqual(cached);
    expect(readCachedStyle(null, NOW)).toBeNull();
    expect(readCachedStyle('not json', NOW)).toBeNull();
    expect(readCachedStyle(JSON.stringify({ style: { titleTab: 'x' }, expiration: NOW + 10 }), NOW)).toBeNull();
    expect(readCachedStyle(JSON.stringify({ style: STYLE }), NOW)).toBeNull();
    expect(readCachedStyle(JSON.stringify([cached]), NOW)).toBeNull();
  });
});

// The constant alone: this module is part of the page's start, the list machine is not.
import { LIST_FIRST_LOAD_MS } from '../machines/listPaging/timing';

/** Where a page follows its screens: the window's history events, its clock and its path. */
export interface ScreenOpeningsSource {
  target: Pick<EventTarget, 'addEventListener'>;
  /** Milliseconds since the page load started (`performance.now()`). */
  now(): number;
  /** The path at the address. */
  path(): string;
}

/** When the screen at the address was opened, as {@link screenOpenings} follows it. */
export interface ScreenOpenings {
  /** Milliseconds since the user opened the screen at the address. */
  sinceOpened(): number;
  /**
   * How long a list waits before its first page: the seed's 1 s, counted from when the user opened
   * its screen. For the page's first screen that is the start of the page load, so the code and the
   * session's call, made meanwhile, take part of that second instead of coming before it; for a
   * screen opened in the app, the navigation.
   */
  firstListLoadDelay(): number;
}

/**
 * Follows the screens of a page: the first opened when the page load started, another whenever
 * the app moves to a new path (wouter's `pushState` event) or the browser goes back or forward.
 * A `replaceState` (a list writing its query into the address) opens nothing.
 */
export function screenOpenings(source: ScreenOpeningsSource): ScreenOpenings {
  let opened = { path: source.path(), at: 0 };
  const moved = () => {
    const path = source.path();
    if (path !== opened.path) opened = { path, at: source.now() };
  };
  source.target.addEventListener('pushState', moved);
  source.target.addEventListener('popstate', moved);
  const sinceOpened = () => Math.max(0, source.now() - opened.at);
  return {
    sinceOpened,
    firstListLoadDelay: () => Math.max(0, LIST_FIRST_LOAD_MS - sinceOpened()),
  };
}

let page: ScreenOpenings | null = null;

/** The screens of this page load; main.tsx starts following them before the first route renders. */
export function pageScreenOpenings(): ScreenOpenings {
  page ??= screenOpenings({ target: window, now: () => performance.now(), path: () => window.location.pathname });
  return page;
}

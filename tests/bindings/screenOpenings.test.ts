import { describe, expect, it } from 'vitest';
import { screenOpenings } from '../../src/bindings/screenOpenings';

/** A page at `path` whose clock the test moves. */
function fakePage(path: string) {
  const page = { now: 0, path, target: new EventTarget() };
  const openings = screenOpenings({ target: page.target, now: () => page.now, path: () => page.path });
  const go = (to: string, event = 'pushState') => {
    page.path = to;
    page.target.dispatchEvent(new Event(event));
  };
  return { page, openings, go };
}

describe('the first load of a list', () => {
  it('waits the seed’s 1 s from the start of the page load on the page’s first screen', () => {
    const { page, openings } = fakePage('/user-management/users');
    // The code and the session took 600 ms: 400 ms of the second are left.
    page.now = 600;
    expect(openings.firstListLoadDelay()).toBe(400);
    // Slower than a second: the list asks at once.
    page.now = 1_300;
    expect(openings.firstListLoadDelay()).toBe(0);
  });

  it('waits 1 s from the navigation for a screen opened in the app, or by back and forward', () => {
    const { page, openings, go } = fakePage('/dashboard');
    page.now = 20_000;
    go('/user-management/users');
    page.now = 20_150;
    expect(openings.firstListLoadDelay()).toBe(850);
    page.now = 30_000;
    go('/user-management/roles', 'popstate');
    expect(openings.firstListLoadDelay()).toBe(1_000);
  });

  it('opens no screen when only the query changes or the address is replaced', () => {
    const { page, openings, go } = fakePage('/user-management/users');
    page.now = 5_000;
    go('/user-management/users');
    go('/user-management/users?page=2', 'replaceState');
    expect(openings.sinceOpened()).toBe(5_000);
    expect(openings.firstListLoadDelay()).toBe(0);
  });
});

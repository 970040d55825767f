import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;
let now = new Date();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | null = null;

// One timer for every reader, at the start of each minute (a preview says "closes at 23:00").
function schedule() {
  timer = setTimeout(() => {
    now = new Date();
    for (const listener of listeners) listener();
    schedule();
  }, MINUTE_MS - (Date.now() % MINUTE_MS));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === null) {
    now = new Date();
    schedule();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
  };
}

/** The time, read again at the start of every minute while a component shows it. */
export function useMinuteClock(): Date {
  return useSyncExternalStore(subscribe, () => now);
}

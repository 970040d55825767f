/**
 * Runs `round` every `everyMs` until the stop it answers is called: a round still running is not
 * overtaken by the next, a failed one is reported and the next one tries again, and the timer keeps
 * no process alive.
 */
export function startRounds(round: () => Promise<unknown>, report: (error: unknown) => void, everyMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    round()
      .catch(report)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

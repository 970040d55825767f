import { describe, expect, it } from 'vitest';
import { concurrencyFrom, takingTurns } from '../../server/auth/passwords';

/**
 * Hashes take turns: no more than HASH_CONCURRENCY run at once (libuv's thread pool, 4 by default,
 * or ARGON2_CONCURRENCY), the others wait in order, and every one finishes. The work here is a
 * promise the test settles by hand, so that what runs at once can be counted.
 */

interface Pending {
  name: string;
  finish: () => void;
  fail: () => void;
}

/** A gate of `limit` and the work it started, in order. */
function gate(limit: number) {
  const started: Pending[] = [];
  const inTurn = takingTurns(limit);
  const run = (name: string) =>
    inTurn(
      () =>
        new Promise<string>((resolve, reject) => {
          started.push({ name, finish: () => resolve(`done:${name}`), fail: () => reject(new Error(`failed:${name}`)) });
        }),
    );
  const at = (index: number): Pending => {
    const call = started[index];
    if (call === undefined) throw new Error(`work ${index} never started`);
    return call;
  };
  return { started, run, at, names: () => started.map((call) => call.name) };
}

/** Lets every settled promise run its continuations. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('hashes at once', () => {
  it('are as many as ARGON2_CONCURRENCY says (a whole number above 0), else UV_THREADPOOL_SIZE, else 4', () => {
    expect(concurrencyFrom('3', undefined)).toBe(3);
    expect(concurrencyFrom('1', '8')).toBe(1);
    expect(concurrencyFrom(undefined, '6')).toBe(6);
    expect(concurrencyFrom('', '6')).toBe(6);
    expect(concurrencyFrom('0', '6')).toBe(6);
    expect(concurrencyFrom('-2', '1')).toBe(1);
    expect(concurrencyFrom('2.5', 'many')).toBe(4);
    expect(concurrencyFrom(undefined, '0')).toBe(4);
    expect(concurrencyFrom(undefined, '-3')).toBe(4);
    expect(concurrencyFrom(undefined, undefined)).toBe(4);
  });

  it('never exceed the limit: the others wait, start in order as each ends, and all finish', async () => {
    const { run, at, names } = gate(2);
    const results = ['um', 'dois', 'três', 'quatro', 'cinco'].map(run);
    await settle();
    expect(names()).toEqual(['um', 'dois']);

    // The first ends: the third starts, and no other.
    at(0).finish();
    await settle();
    expect(names()).toEqual(['um', 'dois', 'três']);
    await expect(results[0]).resolves.toBe('done:um');

    at(1).finish();
    at(2).finish();
    await settle();
    expect(names()).toEqual(['um', 'dois', 'três', 'quatro', 'cinco']);
    at(3).finish();
    at(4).finish();
    await expect(Promise.all(results)).resolves.toEqual(['done:um', 'done:dois', 'done:três', 'done:quatro', 'done:cinco']);

    // Every slot was given back: two start at once again, and only two.
    const later = ['seis', 'sete', 'oito'].map(run);
    await settle();
    expect(names().slice(5)).toEqual(['seis', 'sete']);
    at(5).finish();
    at(6).finish();
    await settle();
    at(7).finish();
    await expect(Promise.all(later)).resolves.toEqual(['done:seis', 'done:sete', 'done:oito']);
  });

  it('give the slot back when the work fails', async () => {
    const { run, at, names } = gate(1);
    const failed = run('um');
    const next = run('dois');
    await settle();
    expect(names()).toEqual(['um']);
    at(0).fail();
    await expect(failed).rejects.toThrow('failed:um');
    await settle();
    expect(names()).toEqual(['um', 'dois']);
    at(1).finish();
    await expect(next).resolves.toBe('done:dois');
  });
});

import { describe, expect, it } from 'vitest';
import { FailureThrottle } from '../../server/auth/throttle';

describe('FailureThrottle', () => {
  it('blocks a key after the limit until the oldest failure leaves the window', () => {
    const throttle = new FailureThrottle(3, 60_000);
    throttle.fail('a', 0);
    throttle.fail('a', 10_000);
    expect(throttle.retryAfter('a', 10_000)).toBe(0);
    throttle.fail('a', 20_000);
    expect(throttle.retryAfter('a', 20_000)).toBe(40);
    expect(throttle.retryAfter('b', 20_000)).toBe(0);
    expect(throttle.retryAfter('a', 60_001)).toBe(0);
  });

  it('forgets a key after a success', () => {
    const throttle = new FailureThrottle(1, 60_000);
    throttle.fail('a', 0);
    expect(throttle.retryAfter('a', 1)).toBeGreaterThan(0);
    throttle.clear('a');
    expect(throttle.retryAfter('a', 1)).toBe(0);
  });
});

import { createClient } from '@redis/client';
import { secondsToWait, type AttemptLimit, type AttemptStore } from './attempts';

// KEYS: the counters; ARGV, four per counter in turn: its limit (-1: none), its window (ms),
// the position in KEYS of its onlyWhen counter (0: none) and that counter's threshold. A script
// runs alone on the server, so checking every counter and then counting on all is atomic.
const TAKE = `
local counts = {}
for i, key in ipairs(KEYS) do
  counts[i] = tonumber(redis.call('GET', key) or '0') + 1
end
local wait = 0
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[4 * i - 3])
  if limit >= 0 and counts[i] > limit then
    local lifts = redis.call('PTTL', key)
    local gate = tonumber(ARGV[4 * i - 1])
    if gate > 0 then
      if counts[gate] > tonumber(ARGV[4 * i]) then
        local gateTtl = redis.call('PTTL', KEYS[gate])
        if gateTtl < lifts then lifts = gateTtl end
      else
        lifts = 0
      end
    end
    if lifts > wait then wait = lifts end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 or redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[4 * i - 2]) end
end
return 0
`;

// DECR keeps the key's expiry; a counter back at zero goes.
const GIVE_BACK = `
if redis.call('EXISTS', KEYS[1]) == 1 and redis.call('DECR', KEYS[1]) <= 0 then redis.call('DEL', KEYS[1]) end
return 0
`;

/** How long a command may wait for Redis before the request fails. */
const COMMAND_TIMEOUT_MS = 2000;

/** Tries a first connection this many times before start-up fails; once connected, it retries for ever. */
const FIRST_CONNECT_TRIES = 5;

/**
 * `work`, or a failure once it has waited `ms`. (The client's own command `timeout` only counts
 * while a command waits to be sent: a Redis that takes the command and never answers would hold
 * the request for ever.)
 */
function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  // A late answer (or failure) of work that lost the race is dropped.
  work.catch(() => {});
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function newClient(url: string, everConnected: () => boolean) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: COMMAND_TIMEOUT_MS,
      reconnectStrategy: (retries, cause) =>
        // `retries` counts the tries that failed, less one: the first try is not a retry.
        everConnected() || retries + 1 < FIRST_CONNECT_TRIES
          ? Math.min(100 * 2 ** retries, 5000)
          : new Error(`Redis did not answer at start (${cause.message})`),
    },
  });
}

/**
 * Attempt counters in Redis (when `REDIS_URL` is set): one key per counter under `prefix`,
 * expiring with its window, so Redis removes ended counters itself. Windows are measured
 * with Redis's clock. Without Redis a request fails at once (no offline queue) rather than
 * going uncounted.
 */
export class RedisAttemptStore implements AttemptStore {
  private constructor(
    private readonly client: ReturnType<typeof newClient>,
    private readonly prefix: string,
  ) {}

  /**
   * Connects to `url` (`redis://[user:password@]host:port[/db]`, or `rediss://` for TLS).
   * Fails when Redis does not answer within a few tries. `onError` hears the connection's
   * errors; once connected, the client reconnects by itself.
   */
  static async connect(
    url: string,
    options: { prefix?: string; onError?: (error: Error) => void } = {},
  ): Promise<RedisAttemptStore> {
    let connected = false;
    const client = newClient(url, () => connected);
    client.on('ready', () => (connected = true));
    client.on('error', (error: unknown) => options.onError?.(error instanceof Error ? error : new Error(String(error))));
    await client.connect();
    return new RedisAttemptStore(client, options.prefix ?? 'backoffice:attempts:');
  }

  async take(limits: readonly AttemptLimit[]): Promise<number> {
    const keys = limits.map((l) => this.prefix + l.key);
    const args = limits.flatMap((l) => {
      const gate = l.onlyWhen ? limits.findIndex((other) => other.key === l.onlyWhen?.key) + 1 : 0;
      return [String(l.limit ?? -1), String(Math.ceil(l.windowMs)), String(gate), String(l.onlyWhen?.above ?? 0)];
    });
    const waitMs = await this.command<number>(['EVAL', TAKE, String(keys.length), ...keys, ...args]);
    return waitMs > 0 ? secondsToWait(waitMs) : 0;
  }

  async giveBack(key: string): Promise<void> {
    await this.command(['EVAL', GIVE_BACK, '1', this.prefix + key]);
  }

  async clear(key: string): Promise<void> {
    await this.command(['DEL', this.prefix + key]);
  }

  /** Sends a command, failing when Redis has not answered within COMMAND_TIMEOUT_MS. */
  private command<T>(args: string[]): Promise<T> {
    return withinDeadline(this.client.sendCommand<T>(args), COMMAND_TIMEOUT_MS);
  }

  async close(): Promise<void> {
    // Closing waits for the answers still due; a Redis that stopped answering gets its connection cut.
    if (this.client.isOpen) await withinDeadline(this.client.close(), COMMAND_TIMEOUT_MS).catch(() => this.client.destroy());
  }
}

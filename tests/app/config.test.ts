import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadConfig } from '../../src/api/config';
import { baseUrlOf, ConfigError, parseConfig } from '../../src/contract/runtimeConfig';

const valid = { apiBaseUrl: '/api', callCenterBaseUrl: 'https://cc.example.com/v1', mapStyleUrl: null, firebase: null };

function fakeFetch(respond: () => Response | Promise<Response>): typeof fetch {
  return async () => respond();
}

describe('parseConfig', () => {
  it('accepts the shipped public/config.json', () => {
    const shipped: unknown = JSON.parse(readFileSync(new URL('../../public/config.json', import.meta.url), 'utf8'));
    expect(parseConfig(shipped)).toEqual({ apiBaseUrl: '/api', callCenterBaseUrl: '/api', mapStyleUrl: null, firebase: null });
  });

  it('keeps every key of a full configuration and ignores unknown ones', () => {
    const config = parseConfig({
      ...valid,
      mapStyleUrl: 'https://tiles.example.com/style.json',
      firebase: { databaseURL: 'https://x.firebaseio.com', apiKey: 'k', projectId: 'p', extra: 1 },
      somethingNewer: true,
    });
    expect(config).toEqual({
      ...valid,
      mapStyleUrl: 'https://tiles.example.com/style.json',
      firebase: { databaseURL: 'https://x.firebaseio.com', apiKey: 'k', projectId: 'p' },
    });
    expect(baseUrlOf(config, 'api')).toBe('/api');
    expect(baseUrlOf(config, 'callCenter')).toBe('https://cc.example.com/v1');
  });

  it.each([
    [{ ...valid, apiBaseUrl: undefined }, /"apiBaseUrl".*missing/],
    [{ ...valid, callCenterBaseUrl: '' }, /"callCenterBaseUrl" must be a non-empty string/],
    [{ ...valid, apiBaseUrl: 42 }, /"apiBaseUrl".*number 42/],
    [{ ...valid, apiBaseUrl: 'api.example.com' }, /"apiBaseUrl" must be an http\(s\) URL or start with "\/"/],
    [{ apiBaseUrl: '/api', callCenterBaseUrl: '/api', firebase: null }, /"mapStyleUrl" is missing/],
    [{ ...valid, mapStyleUrl: 3 }, /"mapStyleUrl" must be a non-empty string or null/],
    [{ ...valid, firebase: undefined }, /"firebase".*missing/],
    [{ ...valid, firebase: 'yes' }, /"firebase" must be an object or null/],
    [{ ...valid, firebase: {} }, /"firebase.databaseURL"/],
    [{ ...valid, firebase: { databaseURL: 'https://x', apiKey: 1 } }, /"firebase.apiKey" must be a string/],
    [[], /must be a JSON object/],
    [null, /must be a JSON object/],
  ])('rejects %j naming the key', (json, message) => {
    const parse = () => parseConfig(json);
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(message);
  });
});

describe('loadConfig', () => {
  it('fetches /config.json and checks it', async () => {
    const urls: string[] = [];
    const fetchFn: typeof fetch = async (input) => {
      urls.push(String(input));
      return Response.json(valid);
    };
    await expect(loadConfig(fetchFn)).resolves.toEqual(valid);
    expect(urls).toEqual(['/config.json']);
  });

  it('throws a clear error for an HTTP failure', async () => {
    await expect(loadConfig(fakeFetch(() => new Response('nope', { status: 404 })))).rejects.toThrow(
      'Could not load /config.json: HTTP 404',
    );
  });

  it('throws a clear error for a body that is not JSON', async () => {
    await expect(loadConfig(fakeFetch(() => new Response('<html>', { status: 200 })))).rejects.toThrow(
      '/config.json is not valid JSON',
    );
  });

  it('throws a clear error when the fetch itself fails', async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(loadConfig(failing)).rejects.toThrow('Could not load /config.json: fetch failed');
  });

  it('throws the key error for a malformed file', async () => {
    await expect(loadConfig(fakeFetch(() => Response.json({ ...valid, apiBaseUrl: null })))).rejects.toThrow(
      /"apiBaseUrl"/,
    );
  });
});

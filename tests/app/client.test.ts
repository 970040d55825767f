import { describe, expect, it } from 'vitest';
import { anonymousCredentials, createApiClients, type SessionCredentials } from '../../src/api/client';
import { toApiError, unwrap } from '../../src/api/errors';

const config = { apiBaseUrl: 'http://api.test/api', callCenterBaseUrl: 'http://callcenter.test/v1' };

/** A fetch that records each request and answers 200 with an empty list. */
function recordingFetch(answer: () => Response = () => Response.json([])) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return answer();
  };
  return { fetch, requests };
}

function credentials(token: string | null, company: string | null): SessionCredentials {
  return { accessToken: () => token, companyId: () => company };
}

describe('client middleware', () => {
  it('adds the bearer token and the Company header when both are known', async () => {
    const { fetch, requests } = recordingFetch();
    const clients = createApiClients(config, credentials('tok-1', 'company-9'), { fetch });
    await clients.api.GET('/acl/roles');
    await clients.callCenter.GET('/contact');
    expect(requests.map((r) => r.url)).toEqual(['http://api.test/api/acl/roles', 'http://callcenter.test/v1/contact']);
    for (const request of requests) {
      expect(request.headers.get('Authorization')).toBe('Bearer tok-1');
      expect(request.headers.get('Company')).toBe('company-9');
    }
  });

  it('adds neither header when nothing is known', async () => {
    const { fetch, requests } = recordingFetch();
    const clients = createApiClients(config, anonymousCredentials, { fetch });
    await clients.api.GET('/acl/roles');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[0]?.headers.has('Company')).toBe(false);
  });

  it('adds only what is known, read afresh on every request', async () => {
    const { fetch, requests } = recordingFetch();
    let token: string | null = 'tok-1';
    let company: string | null = null;
    const clients = createApiClients(config, { accessToken: () => token, companyId: () => company }, { fetch });
    await clients.api.GET('/acl/roles');
    token = 'tok-2';
    company = 'c-2';
    await clients.api.GET('/acl/roles');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(requests[0]?.headers.has('Company')).toBe(false);
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer tok-2');
    expect(requests[1]?.headers.get('Company')).toBe('c-2');
  });

  it('leaves a Company header the caller set', async () => {
    const { fetch, requests } = recordingFetch();
    const clients = createApiClients(config, credentials('tok-1', 'mine'), { fetch });
    await clients.api.GET('/acl/roles', { headers: { Company: 'theirs' } });
    expect(requests[0]?.headers.get('Company')).toBe('theirs');
  });
});

describe('toApiError', () => {
  it('keeps the fields of an error body', async () => {
    const body = { statusCode: 401, error: 'Unauthorized', message: 'Wrong e-mail or password', code: 'invalid_credentials' };
    const { fetch } = recordingFetch(() => Response.json(body, { status: 401, statusText: 'Unauthorized' }));
    const clients = createApiClients(config, anonymousCredentials, { fetch });
    const { error, response } = await clients.api.GET('/acl/roles');
    expect(response.ok).toBe(false);
    expect(toApiError({ error, response })).toEqual(body);
  });

  it('falls back to the HTTP status for a body that is not the error schema', async () => {
    const { fetch } = recordingFetch(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const clients = createApiClients(config, anonymousCredentials, { fetch });
    const { error, response } = await clients.api.GET('/acl/roles');
    expect(toApiError({ error, response })).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      message: '<html>Bad gateway</html>',
    });
  });

  it('turns a network failure into statusCode 0 and code network', async () => {
    const failing = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    const clients = createApiClients(config, anonymousCredentials, { fetch: failing });
    const thrown: unknown = await clients.api.GET('/acl/roles').then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(TypeError);
    expect(toApiError({ error: thrown })).toEqual({
      statusCode: 0,
      error: 'Network Error',
      message: 'Failed to fetch',
      code: 'network',
    });
  });

  it('marks an aborted call apart from a network failure', () => {
    expect(toApiError({ error: new DOMException('The operation was aborted.', 'AbortError') }).code).toBe('aborted');
  });
});

describe('unwrap', () => {
  it('answers the data of a success', async () => {
    const { fetch } = recordingFetch(() => Response.json([{ id: '1', title: 'Admin' }]));
    const clients = createApiClients(config, anonymousCredentials, { fetch });
    await expect(unwrap(clients.api.GET('/acl/roles'))).resolves.toEqual([{ id: '1', title: 'Admin' }]);
  });

  it('throws an ApiError for an HTTP error and for a network failure', async () => {
    const denied = recordingFetch(() =>
      Response.json({ statusCode: 403, error: 'Forbidden', message: 'accessToRoot is required' }, { status: 403 }),
    );
    const clients = createApiClients(config, anonymousCredentials, { fetch: denied.fetch });
    await expect(unwrap(clients.api.GET('/acl/roles'))).rejects.toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'accessToRoot is required',
    });
    const offline = createApiClients(config, anonymousCredentials, {
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(unwrap(offline.api.GET('/acl/roles'))).rejects.toMatchObject({ statusCode: 0, code: 'network' });
  });
});

describe('refreshing an expired token', () => {
  it('asks the session once for a new token and replays the call with it', async () => {
    let token = 'old';
    const seen: string[] = [];
    const fetch = async (request: Request) => {
      const auth = request.headers.get('Authorization') ?? '';
      seen.push(`${request.method} ${auth} ${await request.text()}`);
      return auth === 'Bearer new' ? Response.json({ ok: true }) : Response.json({ statusCode: 401 }, { status: 401 });
    };
    let refreshes = 0;
    const clients = createApiClients(
      config,
      {
        accessToken: () => token,
        companyId: () => null,
        refresh: async () => {
          refreshes++;
          token = 'new';
          return token;
        },
      },
      { fetch },
    );
    const { data, response } = await clients.api.POST('/acl/roles/findRoles', { body: { pageNumber: 0, pageSize: 10, filter: {} } });
    expect(response.status).toBe(200);
    expect(data).toEqual({ ok: true });
    expect(refreshes).toBe(1);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toContain('Bearer new');
    expect(seen[1]).toContain('"pageSize":10');
  });

  it('answers the 401 when the session could not refresh', async () => {
    const fetch = async () => Response.json({ statusCode: 401, error: 'Unauthorized', message: 'expired' }, { status: 401 });
    const clients = createApiClients(
      config,
      { accessToken: () => 'old', companyId: () => null, refresh: async () => null },
      { fetch },
    );
    const { error, response } = await clients.api.GET('/acl/roles');
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ message: 'expired' });
  });

  it('leaves a call alone that set its own Authorization', async () => {
    let refreshes = 0;
    const fetch = async () => Response.json({}, { status: 401 });
    const clients = createApiClients(
      config,
      { accessToken: () => 'old', companyId: () => null, refresh: async () => (refreshes++, 'new') },
      { fetch },
    );
    await clients.api.GET('/acl/users', { headers: { Authorization: 'Bearer explicit' } });
    expect(refreshes).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUrlFrom, readConfig } from '../../server/config';
import { recordFigures } from './security/figures';
import { DEMO_USERS, startTestServer, testDatabaseKind, type Call, type TestServer } from './harness';

let server: TestServer;
/** The API as deployed at https://backoffice.example (PUBLIC_URL). */
let deployed: Call;
beforeAll(async () => {
  server = await startTestServer();
  deployed = await server.variant({ publicUrl: 'https://backoffice.example' });
});
afterAll(() => server.close());

/** Headers a caller may forge to move a link to its own host. */
const FORGED = [
  { host: 'evil.example' },
  { host: 'evil.example:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
  { 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example;proto=http', 'x-original-host': 'evil.example' },
];

async function mailBodies(recipient: string): Promise<string[]> {
  const rows = await server.db.selectFrom('mail_outbox').select('body').where('recipient', '=', recipient).orderBy('id').execute();
  return rows.map((r) => r.body);
}

describe(`reset links (${testDatabaseKind})`, () => {
  it('start with PUBLIC_URL whatever Host or forwarding headers the request carries', async () => {
    for (const [i, headers] of FORGED.entries()) {
      const response = await deployed({ method: 'GET', url: `/acl/users/forgot?email=${encodeURIComponent(DEMO_USERS.partner)}`, headers, remoteAddress: `198.51.100.${i + 1}` });
      expect(response.statusCode).toBe(200);
    }
    const bodies = await mailBodies(DEMO_USERS.partner);
    expect(bodies).toHaveLength(FORGED.length);
    for (const body of bodies) {
      const links = body.match(/\S+\/auth\/reset-password\?token=\S+/g) ?? [];
      expect(links).toHaveLength(2);
      for (const link of links) expect(link).toMatch(/^https:\/\/backoffice\.example\/auth\/reset-password\?token=[\w-]+$/);
      expect(body).not.toContain('evil');
    }
    recordFigures('hostLinks', {
      forgedResetRequests: FORGED.length,
      mailsNamingTheForgedHost: bodies.filter((body) => body.includes('evil')).length,
    });
  });

  it('start with http://localhost:8080 on a build given no public address, not with the Host header', async () => {
    await server.call({ method: 'GET', url: `/acl/users/forgot?email=${encodeURIComponent(DEMO_USERS.staff)}`, headers: { host: 'evil.example' } });
    const [body] = await mailBodies(DEMO_USERS.staff);
    expect(body).toContain('open: http://localhost:8080/auth/reset-password?token=');
    expect(body).not.toContain('evil');
  });

  it('greet the user by name in both languages', async () => {
    await deployed({ method: 'GET', url: `/acl/users/forgot?email=${encodeURIComponent(DEMO_USERS.market)}`, remoteAddress: '198.51.100.9' });
    const user = await server.db.selectFrom('users').select('fullname').where('email', '=', DEMO_USERS.market).executeTakeFirstOrThrow();
    const [body] = await mailBodies(DEMO_USERS.market);
    const token = /token=([\w-]+)/.exec(body ?? '')?.[1] ?? '';
    expect(body).toBe(
      [
        `Olá, ${user.fullname}.`,
        `Para criar uma nova senha, abra: https://backoffice.example/auth/reset-password?token=${token}`,
        'O link vale por uma hora e pode ser usado uma vez.',
        '',
        `Hello, ${user.fullname}.`,
        `To choose a new password, open: https://backoffice.example/auth/reset-password?token=${token}`,
        'The link is valid for one hour and can be used once.',
      ].join('\n'),
    );
  });
});

describe('PUBLIC_URL', () => {
  it('is read without its trailing slash, keeping a path, and refused unless http or https', () => {
    expect(readConfig({ PUBLIC_URL: 'https://backoffice.example.com/' }).publicUrl).toBe('https://backoffice.example.com');
    expect(readConfig({}).publicUrl).toBeNull();
    expect(publicUrlFrom('http://10.0.0.5:8080/backoffice/')).toBe('http://10.0.0.5:8080/backoffice');
    expect(publicUrlFrom('HTTPS://Backoffice.Example.com:443')).toBe('https://backoffice.example.com');
    for (const bad of ['backoffice.example.com', 'ftp://backoffice.example.com', 'javascript:alert(1)', 'https://user:secret@backoffice.example.com', 'https://backoffice.example.com/?next=x']) {
      expect(() => publicUrlFrom(bad)).toThrow(/PUBLIC_URL must be an http or https address/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { safeLoggerOptions, withoutSecrets } from '../../server/auth/audit';

/**
 * What the request lines may show of an address: the values of the parameters that carry a
 * secret (token, access_token, accessToken, refreshToken, refresh_token, password,
 * hub.verify_token, in any case and encoding) are blanked, everything else is kept as it came.
 */
describe('an address in a log line', () => {
  it('is kept whole when it has no query, or no secret in it', () => {
    expect(withoutSecrets('/user-management/users')).toBe('/user-management/users');
    expect(withoutSecrets('/user-management/users?page=2&q=ana')).toBe('/user-management/users?page=2&q=ana');
    expect(withoutSecrets('/a=b')).toBe('/a=b');
    expect(withoutSecrets('token=abc')).toBe('token=abc');
  });

  it('blanks each secret value and keeps the other parameters, in order, joined by &', () => {
    expect(withoutSecrets('/auth/reset-password?token=abc123')).toBe('/auth/reset-password?token=[redacted]');
    expect(withoutSecrets('/x?page=2&token=abc&q=ana&password=s3nha')).toBe('/x?page=2&token=[redacted]&q=ana&password=[redacted]');
    expect(withoutSecrets('?refresh_token=r1')).toBe('?refresh_token=[redacted]');
    expect(withoutSecrets('/x?ACCESS_TOKEN=a&AccessToken=b&refreshToken=c')).toBe('/x?ACCESS_TOKEN=[redacted]&AccessToken=[redacted]&refreshToken=[redacted]');
  });

  it('reads names as the query parser does: percent-encoded, + as a space, # part of the query', () => {
    expect(withoutSecrets('/api/whatsapp/webhook?hub.mode=subscribe&hub%2Everify_token=v&hub.challenge=9')).toBe(
      '/api/whatsapp/webhook?hub.mode=subscribe&hub%2Everify_token=[redacted]&hub.challenge=9',
    );
    expect(withoutSecrets('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
    // "access+token" is "access token" to the parser: no secret of ours.
    expect(withoutSecrets('/x?access+token=abc')).toBe('/x?access+token=abc');
    expect(withoutSecrets('/x?a=1#token=abc')).toBe('/x?a=1#token=abc');
    expect(withoutSecrets('/x?a=1&b=2#x&token=abc')).toBe('/x?a=1&b=2#x&token=[redacted]');
  });

  it('keeps a parameter without a value, and one whose name cannot be decoded, as they came', () => {
    expect(withoutSecrets('/x?token&tokens=1&tokenX')).toBe('/x?token&tokens=1&tokenX');
    expect(withoutSecrets('/x?%E0%A4%A=1&token=2')).toBe('/x?%E0%A4%A=1&token=[redacted]');
  });
});

describe("the server's logger options", () => {
  it('log nothing when logging is off', () => {
    expect(safeLoggerOptions(false)).toBe(false);
    expect(safeLoggerOptions(undefined)).toBe(false);
  });

  it("blank headers, password and token fields with '[redacted]', keeping the options given", () => {
    const options = safeLoggerOptions({ level: 'debug' });
    expect(options).toMatchObject({
      level: 'debug',
      redact: {
        censor: '[redacted]',
        paths: expect.arrayContaining(['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refreshToken', '*.token', 'err.detail']),
      },
    });
    expect(safeLoggerOptions(true)).toMatchObject({ redact: { censor: '[redacted]' } });
  });
});

import { describe, expect, it } from 'vitest';
import { asApiError, isApiError } from '../../src/contract/apiError';
import { notProvided } from '../../src/machines/notProvided';

describe('asApiError: what an actor threw, as the one error shape machines keep', () => {
  it('keeps an ApiError as it is', () => {
    const refused = { statusCode: 409, error: 'Conflict', message: 'E-mail em uso', code: 'email_taken' };
    expect(asApiError(refused)).toBe(refused);
  });

  it('reads anything else as a call that got no answer, with the thrown message when there is one', () => {
    expect(asApiError(new TypeError('Failed to fetch'))).toEqual({ statusCode: 0, error: 'Network Error', message: 'Failed to fetch', code: 'network' });
    expect(asApiError('boom')).toEqual({ statusCode: 0, error: 'Network Error', message: 'The server could not be reached', code: 'network' });
    expect(asApiError(new Error(''))).toMatchObject({ message: 'The server could not be reached', code: 'network' });
    expect(asApiError(new DOMException('The operation was aborted.', 'AbortError'))).toMatchObject({ statusCode: 0, code: 'aborted' });
  });

  it('takes for an ApiError only the full shape', () => {
    expect(isApiError({ statusCode: 500, error: 'x', message: 'y' })).toBe(true);
    expect(isApiError({ statusCode: 500, error: 'x', message: 'y', code: 7 })).toBe(false);
    expect(isApiError({ statusCode: '500', error: 'x', message: 'y' })).toBe(false);
    expect(isApiError({ error: 'x', message: 'y' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe('notProvided: an actor a container forgot to provide', () => {
  it('fails at once, naming the machine and the actor', () => {
    expect(() => notProvided('listPagingMachine', 'fetchPage')).toThrow('listPagingMachine: provide the actor "fetchPage" with machine.provide()');
  });
});

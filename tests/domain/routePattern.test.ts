import { describe, expect, it } from 'vitest';
import { matchPattern, normalizePath } from '../../src/domain/routePattern';

// Every expected value below is written by hand from the module's documented rules: a query, a
// fragment and trailing slashes go, a leading slash is added, the empty path is '/'; a pattern's
// literal segments must equal the path's, `:name` takes one segment, `:name?` takes one or none,
// a trailing `*` takes one segment or more (joined with '/'), and the path may not be longer.

describe('normalizePath', () => {
  const CASES: readonly (readonly [string, string])[] = [
    ['/franchises', '/franchises'],
    ['/franchises/', '/franchises'],
    ['franchises', '/franchises'],
    ['franchises/', '/franchises'],
    ['/user-management/users/edit/42', '/user-management/users/edit/42'],
    ['/user-management/users/', '/user-management/users'],
    ['/user-management/users///', '/user-management/users'],
    ['user-management/users', '/user-management/users'],
    ['/a/b/c', '/a/b/c'],
    ['/a', '/a'],
    // Query and fragment, each alone and together, in either order.
    ['/dashboard?tab=2', '/dashboard'],
    ['/dashboard#top', '/dashboard'],
    ['/dashboard?tab=2#top', '/dashboard'],
    ['/dashboard#top?tab=2', '/dashboard'],
    ['/dashboard/?tab=2', '/dashboard'],
    ['/dashboard/#top', '/dashboard'],
    ['dashboard?x=/y/', '/dashboard'],
    ['/report/deliverymanlive?from=a/b', '/report/deliverymanlive'],
    ['/chat/private-chat#a/b/', '/chat/private-chat'],
    // The root and the empty path.
    ['', '/'],
    ['/', '/'],
    ['///', '/'],
    ['?tab=2', '/'],
    ['#top', '/'],
    ['/?tab=2', '/'],
    ['/#top', '/'],
    // Inner double slashes are left alone (only trailing ones go).
    ['/a//b', '/a//b'],
  ];

  it.each(CASES)('normalizePath(%j) is %j', (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });
});

describe('matchPattern', () => {
  const CASES: readonly (readonly [string, string, Record<string, string> | null])[] = [
    // Literal segments.
    ['/dashboard', '/dashboard', {}],
    ['/dashboard', '/dashboard/', {}],
    ['/dashboard', 'dashboard', {}],
    ['/dashboard', '/dashboard?tab=2', {}],
    ['/dashboard', '/dashboard#top', {}],
    ['/user-management/users', '/user-management/users', {}],
    ['/user-management/users', '/user-management/roles', null],
    ['/user-management/users', '/user-management', null],
    ['/user-management/users', '/user-management/users/42', null],
    ['/user-management/users', '/users', null],
    ['/dashboard', '/mail', null],
    ['/dashboard', '/', null],
    ['/', '/', {}],
    ['/', '', {}],
    ['/', '/dashboard', null],
    // A required parameter takes exactly one segment.
    ['/user-management/users/:id', '/user-management/users/42', { id: '42' }],
    ['/user-management/users/:id', '/user-management/users/42/', { id: '42' }],
    ['/user-management/users/:id', '/user-management/users/42?tab=roles', { id: '42' }],
    ['/user-management/users/:id', '/user-management/users/add', { id: 'add' }],
    ['/user-management/users/:id', '/user-management/users', null],
    ['/user-management/users/:id', '/user-management/users/42/roles', null],
    ['/user-management/users/edit/:id', '/user-management/users/edit/42', { id: '42' }],
    ['/user-management/users/edit/:id', '/user-management/users/add/42', null],
    ['/user-management/users/edit/:id', '/user-management/users/edit', null],
    ['/:section/:id', '/orders/7', { section: 'orders', id: '7' }],
    ['/:section/:id', '/orders', null],
    ['/:section/:id', '/orders/7/8', null],
    ['/orders/:orderId/items/:itemId', '/orders/7/items/9', { orderId: '7', itemId: '9' }],
    // A mismatch in the middle refuses the match, whatever follows.
    ['/orders/:orderId/items/:itemId', '/orders/7/lines/9', null],
    ['/a/:b/c', '/a/x/d', null],
    ['/a/:b/c', '/z/x/c', null],
    ['/a/b/c', '/a/x/c', null],
    // An optional parameter, present and absent.
    ['/user-management/users/add/:id?', '/user-management/users/add/42', { id: '42' }],
    ['/user-management/users/add/:id?', '/user-management/users/add', {}],
    ['/user-management/users/add/:id?', '/user-management/users/add/', {}],
    ['/user-management/users/add/:id?', '/user-management/users/add/42/43', null],
    ['/user-management/users/add/:id?', '/user-management/users/edit/42', null],
    ['/user-management/users/add/:id?', '/user-management/users', null],
    ['/:lang?', '/', {}],
    ['/:lang?', '/pt', { lang: 'pt' }],
    ['/:lang?', '/pt/br', null],
    ['/report/:kind/:day?', '/report/sales/2024-05-01', { kind: 'sales', day: '2024-05-01' }],
    ['/report/:kind/:day?', '/report/sales', { kind: 'sales' }],
    ['/report/:kind/:day?', '/report', null],
    // A trailing wildcard takes one segment or more, joined; none is refused.
    ['/files/*', '/files/a', { '*': 'a' }],
    ['/files/*', '/files/a/b/c', { '*': 'a/b/c' }],
    ['/files/*', '/files/a/b/c/', { '*': 'a/b/c' }],
    ['/files/*', '/files/a/b?x=1', { '*': 'a/b' }],
    ['/files/*', '/files', null],
    ['/files/*', '/files/', null],
    ['/files/*', '/other/a', null],
    ['/company/:id/*', '/company/9/delivery/open', { id: '9', '*': 'delivery/open' }],
    ['/company/:id/*', '/company/9', null],
    ['/*', '/anything/at/all', { '*': 'anything/at/all' }],
    ['/*', '/', null],
  ];

  it.each(CASES)('matchPattern(%j, %j) is %j', (pattern, path, expected) => {
    const got = matchPattern(pattern, path);
    if (expected === null) expect(got).toBeNull();
    else expect(got).toEqual(expected);
  });

  it('an absent optional parameter leaves no key at all (not an undefined one)', () => {
    const got = matchPattern('/user-management/users/add/:id?', '/user-management/users/add');
    expect(got).not.toBeNull();
    expect(Object.keys(got ?? { missing: 'x' })).toEqual([]);
  });
});

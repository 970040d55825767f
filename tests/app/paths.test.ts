import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNext } from '../../src/routes/paths';

describe('returning after sign-in', () => {
  it.each([
    ['?next=%2Fadm%2Froles', '/adm/roles'],
    ['?next=%2Freport%2Forder%3Fpage%3D2', '/report/order?page=2'],
    ['?next=https%3A%2F%2Fevil.example', null],
    ['?next=%2F%2Fevil.example', null],
    ['?next=%2F%5Cevil.example', null],
    ['?next=%2Fauth%2Flogin', null],
    ['', null],
  ])('safeNext(%s) is %s', (search, expected) => {
    expect(safeNext(search)).toBe(expected);
  });

  it('builds the login address that returns to the wanted page', () => {
    expect(loginPathFor('/adm/roles')).toBe('/auth/login?next=%2Fadm%2Froles');
    expect(loginPathFor('/dashboard')).toBe('/auth/login');
    expect(safeNext(loginPathFor('/report/order?page=2').split('?')[1] ?? '')).toBe('/report/order?page=2');
  });
});

import { describe, expect, it } from 'vitest';
import { inlineSql } from '../../server/db/inlineSql';

// A COPY takes no bind parameters: inlineSql writes Kysely's parameters into the statement. What
// the server makes of the literals is checked on PostgreSQL in orderExportCopy.postgresql.test.ts.

describe('inlineSql', () => {
  it('writes each kind of value as a literal', () => {
    const at = new Date('2021-03-10T12:00:00.000Z');
    expect(inlineSql({ sql: 'select $1, $2, $3, $4, $5, $6, $7', parameters: ['Ana', at, 42, -7, 4.5, true, null] })).toBe(
      "select 'Ana', '2021-03-10T12:00:00.000Z', 42, (-7), 4.5, true, null",
    );
    expect(inlineSql({ sql: 'select $1', parameters: [false] })).toBe('select false');
  });

  it('escapes quotes and backslashes in texts', () => {
    expect(inlineSql({ sql: 'select $1', parameters: ["it's"] })).toBe("select 'it''s'");
    expect(inlineSql({ sql: 'select $1', parameters: ['a\\b'] })).toBe("select  E'a\\\\b'");
    expect(inlineSql({ sql: 'select $1', parameters: ["'; drop table orders; --"] })).toBe("select '''; drop table orders; --'");
  });

  it('keeps a negative number from making a comment', () => {
    expect(inlineSql({ sql: 'select 1-$1', parameters: [-1] })).toBe('select 1-(-1)');
  });

  it('reads $10 as the tenth parameter, not the first followed by 0', () => {
    const parameters = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(inlineSql({ sql: 'select $1, $10', parameters })).toBe('select 1, 10');
  });

  it('leaves $n alone inside quoted texts, quoted names, comments and names', () => {
    const statement = `select '$1', 'it''s $1', E'\\'$1', "col$1", a$1, $1 -- $1\n, /* $1 */ $2`;
    expect(inlineSql({ sql: statement, parameters: ['x', 'y'] })).toBe(`select '$1', 'it''s $1', E'\\'$1', "col$1", a$1, 'x' -- $1\n, /* $1 */ 'y'`);
  });

  it('does not take a value for a placeholder: an inlined text holding $1 stays as it is', () => {
    expect(inlineSql({ sql: 'select $1, $2', parameters: ['$2', 'b'] })).toBe("select '$2', 'b'");
  });

  it('refuses what it cannot write for certain', () => {
    expect(() => inlineSql({ sql: 'select $1', parameters: [undefined] })).toThrow(/\$1/);
    expect(() => inlineSql({ sql: 'select $1', parameters: [{ a: 1 }] })).toThrow(/\$1/);
    expect(() => inlineSql({ sql: 'select $1', parameters: [10n] })).toThrow(/\$1/);
    expect(() => inlineSql({ sql: 'select $1', parameters: [Number.NaN] })).toThrow(/\$1/);
    expect(() => inlineSql({ sql: 'select $1', parameters: [Infinity] })).toThrow(/\$1/);
    expect(() => inlineSql({ sql: 'select $1', parameters: [new Date(Number.NaN)] })).toThrow(/\$1/);
    expect(() => inlineSql({ sql: 'select $2', parameters: ['a'] })).toThrow(/\$2/);
    expect(() => inlineSql({ sql: "select 'open", parameters: [] })).toThrow(/not closed/);
  });
});

import pg from 'pg';

/** A compiled statement as Kysely's `compile` answers it: the text with `$1`, `$2`… and their values. */
export interface CompiledSql {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * A value as an SQL literal: text escaped by pg, a Date as its ISO instant (a text the column's
 * type reads, as it reads a bound parameter), a finite number, a boolean, null. Anything else
 * throws: its literal would be a guess.
 */
function literalOf(value: unknown, position: number): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new Error(`inlineSql: parameter $${position} is an invalid Date`);
    return pg.escapeLiteral(value.toISOString());
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`inlineSql: parameter $${position} is not a finite number`);
    // In brackets when negative: `x-$1` must not become the comment `x--1`.
    return value < 0 ? `(${String(value)})` : String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  throw new Error(`inlineSql: parameter $${position} is a ${typeof value}, which has no literal here`);
}

/** Whether `char` may continue an identifier (a `$` after one is part of a name such as `a$1`). */
function continuesName(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}_$]/u.test(char);
}

/**
 * `compiled` as one statement without placeholders: each `$n` replaced by its parameter as a
 * literal. For the statements that take no bind parameters (COPY). The text is scanned, not
 * searched with a pattern: a `$1` inside a quoted text (`'…'`, with `''` and, in `E'…'`, `\'`), a
 * quoted name (`"…"`) or a comment is left as it is.
 * @example inlineSql({ sql: "select $1, '$1'", parameters: ["it's"] }) // "select 'it''s', '$1'"
 */
export function inlineSql(compiled: CompiledSql): string {
  const { sql: text, parameters } = compiled;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === "'") {
      // A quoted text; in an E'…' text a backslash escapes the next character.
      const escapes = (text[i - 1] === 'E' || text[i - 1] === 'e') && !continuesName(text[i - 2]);
      let end = i + 1;
      while (end < text.length) {
        if (escapes && text[end] === '\\') end += 2;
        else if (text[end] === "'" && text[end + 1] === "'") end += 2;
        else if (text[end] === "'") break;
        else end++;
      }
      if (end >= text.length) throw new Error('inlineSql: a quoted text is not closed');
      out += text.slice(i, end + 1);
      i = end + 1;
    } else if (char === '"') {
      const end = text.indexOf('"', i + 1);
      if (end === -1) throw new Error('inlineSql: a quoted name is not closed');
      out += text.slice(i, end + 1);
      i = end + 1;
    } else if (char === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      out += text.slice(i, stop);
      i = stop;
    } else if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end === -1) throw new Error('inlineSql: a comment is not closed');
      out += text.slice(i, end + 2);
      i = end + 2;
    } else if (char === '$' && !continuesName(text[i - 1]) && /[0-9]/.test(text[i + 1] ?? '')) {
      let end = i + 1;
      while (end < text.length && /[0-9]/.test(text[end] ?? '')) end++;
      const position = Number(text.slice(i + 1, end));
      if (position < 1 || position > parameters.length) throw new Error(`inlineSql: $${position} has no parameter`);
      out += literalOf(parameters[position - 1], position);
      i = end;
    } else {
      out += char;
      i++;
    }
  }
  return out;
}

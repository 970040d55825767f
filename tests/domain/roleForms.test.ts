import { describe, expect, it } from 'vitest';
import { ROLE_TITLE_MAX_LENGTH, roleTitleProblem } from '../../src/domain/roleForms';

// Seed 000 section 5: "Role | title required and non-empty ('Title is required')";
// section 9: "other text 3 to 100 characters" (the maximum-length message carries 100).
const TITLE_100 = 'r'.repeat(100);
const TITLE_101 = 'r'.repeat(101);

describe('ROLE_TITLE_MAX_LENGTH', () => {
  it("is the seed's 100 characters for other text", () => {
    expect(ROLE_TITLE_MAX_LENGTH).toBe(100);
  });
});

describe('roleTitleProblem', () => {
  it('builds its boundary titles of the stated lengths', () => {
    expect(TITLE_100).toHaveLength(100);
    expect(TITLE_101).toHaveLength(101);
  });

  it.each<[string, string]>([
    ['empty', ''],
    ['one space', ' '],
    ['three spaces', '   '],
    ['tabs and line breaks', '\t\n \r\n'],
  ])('requires a title that is %s', (_case, title) => {
    expect(roleTitleProblem(title)).toBe('required');
  });

  it.each<[string, string]>([
    ['of one character', 'a'],
    ['of two characters', 'ab'],
    ['of words', 'Finance managers'],
    ['of 99 characters', 'r'.repeat(99)],
    ['of exactly 100 characters', TITLE_100],
    ['of 100 characters with spaces around it', `   ${TITLE_100}   `],
    ['of 100 characters with tabs around it', `\t${TITLE_100}\n`],
    ['of 99 characters and spaces that would make it 102', ` ${'r'.repeat(99)}  `],
    ['with spaces inside it, 100 in all', `${'r'.repeat(49)}  ${'r'.repeat(49)}`],
  ])('accepts a title %s', (_case, title) => {
    expect(roleTitleProblem(title)).toBeNull();
  });

  it.each<[string, string]>([
    ['of 101 characters', TITLE_101],
    ['of 101 characters with spaces around it', `  ${TITLE_101}  `],
    ['of 101 characters, one of them an inner space', `${'r'.repeat(50)} ${'r'.repeat(50)}`],
    ['of 500 characters', 'r'.repeat(500)],
  ])('refuses a title %s as too long', (_case, title) => {
    expect(roleTitleProblem(title)).toBe('maxLength');
  });
});

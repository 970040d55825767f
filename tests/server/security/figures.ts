import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { testDatabaseKind } from '../harness';

/** One figure of the security report: what was counted and the count. */
export type Figures = Record<string, number | string>;

/**
 * Keeps a test file's figures for the security report (`npm run report:security`), which
 * sets SECURITY_REPORT_DIR; an ordinary test run writes nothing.
 */
export function recordFigures(section: string, figures: Figures): void {
  const dir = process.env.SECURITY_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${section}.${testDatabaseKind}.json`), JSON.stringify({ section, database: testDatabaseKind, figures }, null, 2));
}

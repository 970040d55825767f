import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededCopy } from '../support/seededDatabase';
import { E2E_PASSWORD, SEEDED_COPY_VARIABLE } from './demoData';

/**
 * Before the browser tests: one migrated database holding the demo data, copied to a file that
 * every test file's product starts from (each file runs in a process of its own; creating and
 * migrating PGlite there took seconds a file).
 */
export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-'));
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await (await seededCopy(E2E_PASSWORD)).arrayBuffer()));
  process.env[SEEDED_COPY_VARIABLE] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}

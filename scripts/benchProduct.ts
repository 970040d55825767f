/**
 * The product as the browser benches (bench-lighthouse.ts, bench-peers.ts) build it: from the
 * commit's own files by default, since others edit the working tree while benches run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What this product is built from. Others edit the working tree while benches run, so by default a
 * copy of the commit's own files (`git archive HEAD`, the checkout's node_modules linked into it);
 * with BENCH_WORKING_TREE=1, the working tree as it is. The copy is made outside node_modules
 * (Vite would not compile the configuration's own TSX there). Returns the root to build and how
 * the report names it.
 */
export function productSources(copyDir: string): { root: string; described: string } {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  const uncommitted = execFileSync('git', ['status', '--porcelain', '--', 'src', 'index.html', 'vite.config.ts', 'public'], { cwd: ROOT })
    .toString()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.slice(3));
  const files = (n: number) => `${n} file${n === 1 ? '' : 's'}`;
  const named = `${uncommitted.slice(0, 6).join(', ')}${uncommitted.length > 6 ? ', …' : ''}`;
  if (process.env.BENCH_WORKING_TREE === '1') {
    return { root: ROOT, described: `commit ${commit} and the working tree${uncommitted.length > 0 ? `, with ${files(uncommitted.length)} under its sources not committed (${named})` : ''}` };
  }
  rmSync(copyDir, { recursive: true, force: true });
  mkdirSync(copyDir, { recursive: true });
  execFileSync('sh', ['-c', 'git archive --format=tar HEAD | tar -x -C "$1"', 'sh', copyDir], { cwd: ROOT });
  symlinkSync(join(ROOT, 'node_modules'), join(copyDir, 'node_modules'));
  return { root: copyDir, described: `commit ${commit}, built from the commit's own files${uncommitted.length > 0 ? ` (the working tree's ${files(uncommitted.length)} not committed under the sources, ${named}, left out)` : ''}` };
}

/** Builds this product with its own Vite in a child process run in `root` (as `npm run build` would), into `outDir`. */
export function buildProduct(root: string, outDir: string): void {
  const result = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: undefined },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`vite build in ${root} failed (${result.error?.message ?? result.status ?? result.signal})`);
}

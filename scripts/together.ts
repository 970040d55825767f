// Runs npm scripts at the same time (`npm test` runs its checks and builds this way: each is mostly
// one process on one core, and this machine has two). Each script's output is printed whole when
// it ends, so that the outputs do not interleave; the exit code is the first failure's, after all
// have ended. Usage: tsx scripts/together.ts <script> <script> ...
import { spawn } from 'node:child_process';

function run(script: string): Promise<{ script: string; code: number; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      resolve({ script, code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8'), seconds: (Date.now() - started) / 1000 });
    });
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) throw new Error('usage: tsx scripts/together.ts <npm script> ...');
const results = await Promise.all(
  scripts.map(async (script) => {
    const result = await run(script);
    process.stdout.write(`\n> ${script} (${result.seconds.toFixed(1)} s, ${result.code === 0 ? 'passed' : `failed with ${result.code}`})\n${result.output}`);
    return result;
  }),
);
const failed = results.find((result) => result.code !== 0);
process.exit(failed ? failed.code : 0);

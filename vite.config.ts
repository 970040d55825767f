import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';

/** Where `npm run serve` (the reference API) listens during development. */
const API_ORIGIN = 'http://127.0.0.1:8080';

/** The project's root, for project files' paths in CHUNK_MODULES_FILE. */
const ROOT = fileURLToPath(new URL('.', import.meta.url));

/** The file beside the manifest that lists what each emitted chunk is made of (read by scripts/bundleBudget.ts). */
const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** What one chunk is made of: npm packages by name, project files by path from the root. */
interface ChunkContents {
  packages: string[];
  files: string[];
}

/** Sorts a chunk's module ids into the npm packages and the project files they belong to. */
function contentsOf(moduleIds: readonly string[], root: string): ChunkContents {
  const packages = new Set<string>();
  const files = new Set<string>();
  for (const id of moduleIds) {
    if (id.startsWith('\0')) continue; // the bundler's own helpers
    const path = id.replace(/\\/g, '/').replace(/\?.*$/, '');
    const inPackages = path.lastIndexOf('/node_modules/');
    if (inPackages < 0) {
      files.add(relative(root, path).replace(/\\/g, '/'));
      continue;
    }
    const [scope = '', name = ''] = path.slice(inPackages + '/node_modules/'.length).split('/');
    packages.add(scope.startsWith('@') ? `${scope}/${name}` : scope);
  }
  return { packages: [...packages].sort(), files: [...files].sort() };
}

/**
 * Writes CHUNK_MODULES_FILE: for each chunk, the packages and project files it contains. The
 * manifest names chunks and their imports but not their contents; the bundle budget test needs
 * both to prove the map and Firebase never load with the sign-in page.
 */
function chunkModules(root: string): Rolldown.Plugin {
  return {
    name: 'backoffice:chunk-modules',
    generateBundle(_, bundle) {
      const chunks: Record<string, ChunkContents> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks[output.fileName] = contentsOf(output.moduleIds, root);
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: `${JSON.stringify(chunks, null, 1)}\n` });
    },
  };
}

/** arktype's probe for `new Function`, in @ark/util's out/functions.js. */
const ARKTYPE_EVAL_PROBE = 'return new Function("return false")();';

/**
 * Answers arktype's probe for `new Function` in the build, so that arktype interprets its checks
 * from the start. The server's Content-Security-Policy has no 'unsafe-eval': the probe would fail
 * as meant, but the browser reports every refused `new Function` as a policy violation.
 */
function arktypeWithoutEval(): Rolldown.Plugin {
  return {
    name: 'backoffice:arktype-without-eval',
    transform(code, id) {
      if (!/[\\/]@ark[\\/]util[\\/]out[\\/]functions\.js$/.test(id)) return null;
      if (!code.includes(ARKTYPE_EVAL_PROBE)) this.error(`${id} no longer holds arktype's eval probe: update arktypeWithoutEval in vite.config.ts`);
      return code.replace(ARKTYPE_EVAL_PROBE, 'return true;');
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|json|svg)$/;

/**
 * Writes a gzip and a brotli copy beside each hashed asset, which the server sends to browsers
 * that accept them (`preCompressed`), so nothing is compressed per request. Only the hashed files
 * under assets/: config.json and the other public files may be edited in place after a build.
 */
function precompressAssets(): Rolldown.Plugin {
  const gzipAsync = promisify(gzip);
  const brotliAsync = promisify(brotliCompress);
  return {
    name: 'backoffice:precompress-assets',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.values(bundle).filter((output) => output.fileName.startsWith('assets/') && COMPRESSIBLE.test(output.fileName));
      await Promise.all(
        files.map(async (output) => {
          const content = output.type === 'chunk' ? Buffer.from(output.code) : Buffer.from(output.source);
          if (content.length < 1024) return;
          const path = join(dir, output.fileName);
          const [gzipped, brotli] = await Promise.all([
            gzipAsync(content, { level: 9 }),
            brotliAsync(content, {
              // The best ratio costs seconds on the largest (lazy, map) chunks: those get a faster level.
              params: {
                [constants.BROTLI_PARAM_QUALITY]: content.length > 256 * 1024 ? 9 : 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${path}.gz`, gzipped), writeFile(`${path}.br`, brotli)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json maps the entry to its hashed files for whatever serves dist, and
    // the bundle budget test (tests/e2e/bundle.e2e.test.ts) walks it.
    manifest: true,
    // Bundler plugins of the app's own build only (Storybook's build keeps none of `build`).
    rolldownOptions: {
      plugins: [chunkModules(ROOT), precompressAssets(), arktypeWithoutEval()],
    },
  },
  // public/config.json is served by Vite in development and copied into dist/ by the build.
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
    },
  },
});

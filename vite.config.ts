import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { LANGUAGES } from './src/i18n/language';

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

/** Where Chakra UI's `createSystem` makes the page's global styles, in its styled-system/system.js. */
const CHAKRA_EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const CHAKRA_GLOBAL_ENTRY = '    _global,\n';

/**
 * Makes the global styles of a Chakra system (the reset, the global CSS and every design token as a
 * CSS variable: some 50 KB of CSS, a third of `createSystem`'s time as the page starts) computed
 * when first read rather than when the system is made. The built page already holds them
 * (chakraGlobalCssInPage), so the app's provider never reads them (src/ui/theme.ts, `pageSystem`).
 */
function chakraLazyGlobal(): Rolldown.Plugin {
  return {
    name: 'backoffice:chakra-lazy-global',
    transform(code, id) {
      if (!/[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/.test(id)) return null;
      if (!code.includes(CHAKRA_EAGER_GLOBAL) || !code.includes(CHAKRA_GLOBAL_ENTRY)) {
        this.error(`${id} no longer makes its global styles as chakraLazyGlobal in vite.config.ts expects: update it`);
      }
      return code
        .replace(CHAKRA_EAGER_GLOBAL, 'let _globalMade = null;\n  const globalOnce = () => (_globalMade ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);')
        .replace(CHAKRA_GLOBAL_ENTRY, '    get _global() {\n      return globalOnce();\n    },\n');
    },
  };
}

/**
 * Writes the CSS that Chakra's provider would insert as the app starts into the built index.html,
 * as a `<style>` in its head (scripts/chakraGlobalCss.tsx renders it from the app's theme), so the
 * page does not compute and insert it on the main thread while it starts.
 */
function chakraGlobalCssInPage(): Plugin {
  return {
    name: 'backoffice:chakra-global-css-in-page',
    apply: 'build',
    async transformIndexHtml(html, context) {
      // The app's page only (Storybook builds its own with this configuration).
      if (relative(ROOT, context.filename).replace(/\\/g, '/') !== 'index.html') return html;
      const { tsImport } = await import('tsx/esm/api');
      const module = (await tsImport('./scripts/chakraGlobalCss.tsx', import.meta.url)) as typeof import('./scripts/chakraGlobalCss');
      return {
        html,
        tags: [{ tag: 'style', attrs: { id: module.CHAKRA_GLOBAL_CSS_ID }, children: module.chakraGlobalCss(), injectTo: 'head' }],
      };
    },
  };
}

/**
 * Writes the sign-in page of each language beside the built index.html
 * (`prerendered/login.<language>.html`: index.html with the sign-in page drawn in `#root`,
 * scripts/signInPage.tsx), which the server sends for `/auth/login` so that the form paints before
 * the app's code arrives.
 */
function signInPrerender(): Rolldown.Plugin {
  return {
    name: 'backoffice:sign-in-prerender',
    async writeBundle(options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const { tsImport } = await import('tsx/esm/api');
      const module = (await tsImport('./scripts/signInPage.tsx', import.meta.url)) as typeof import('./scripts/signInPage');
      const dir = join(options.dir ?? 'dist', 'prerendered');
      await mkdir(dir, { recursive: true });
      for (const language of LANGUAGES) {
        await writeFile(join(dir, `login.${language}.html`), await module.signInPage(String(index.source), language));
      }
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
  plugins: [react(), chakraGlobalCssInPage()],
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json maps the entry to its hashed files for whatever serves dist, and
    // the bundle budget test (tests/e2e/bundle.e2e.test.ts) walks it.
    manifest: true,
    // Bundler plugins of the app's own build only (Storybook's build keeps none of `build`).
    rolldownOptions: {
      plugins: [chunkModules(ROOT), precompressAssets(), arktypeWithoutEval(), chakraLazyGlobal(), signInPrerender()],
    },
  },
  // public/config.json is served by Vite in development and copied into dist/ by the build.
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
    },
  },
});

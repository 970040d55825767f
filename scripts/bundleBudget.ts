/**
 * What the browser downloads before a page shows, from a build's manifest: the entry chunk, the
 * chunks an area loads on demand before it can render, and everything those import statically.
 * One piece of code for the budget test (tests/e2e/bundle.e2e.test.ts) and the report
 * (scripts/bench-bundle.ts, bench/bundle.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of dist/.vite/manifest.json (the fields read here). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** One chunk of dist/.vite/chunk-modules.json (written by vite.config.ts). */
interface ChunkContents {
  packages: string[];
  files: string[];
}

/** 1 KB as the budgets count it. */
export const KB = 1024;

/** A set of chunks the browser loads before a page shows, and its ceiling in gzip bytes. */
export interface PageLoad {
  /** What the set is, for messages and the report. */
  name: string;
  /** The page it is measured for. */
  path: string;
  /**
   * The modules (manifest keys) loaded with `import()` before the page shows, besides the entry:
   * the area's route module and its first page. The default language (pt-BR) is in the entry.
   */
  dynamicEntries: readonly string[];
  /** At most this many gzip bytes for the whole set. */
  budget: number;
  /**
   * Modules the page loads with import() when the user first acts on it (a key, a pointer, a value
   * typed): not counted in the budget, and not asked for before.
   */
  onFirstAct?: readonly string[];
}

/**
 * The two budgets of issues #11 and #27, as the app loads today (src/routes/routeLoaders.ts). Each
 * ceiling is the last measured figure with a little room (bench/bundle.md): it only comes down.
 * - sign-in: the entry and the login route, what the sign-in form needs to work: 188.3 KB
 *   measured. The form itself shows with none of it (the build draws it into the page,
 *   scripts/signInPage.tsx), which is how the issues' 150 KB before the form shows is met; React
 *   DOM (62 KB), Chakra UI, XState, emotion and @tanstack/react-form weigh about that much (the
 *   forms' arktype checks load when the user first acts on the form; see bench/bundle.md).
 * - shell: what /dashboard downloads: the entry, the guarded routes with the shell and the
 *   dashboard page (the sign-in forms are not part of it): 236.3 KB measured, the 250 KB.
 */
export const PAGE_LOADS: readonly PageLoad[] = [
  {
    name: 'sign-in',
    path: '/auth/login',
    dynamicEntries: ['src/routes/auth/LoginRoute.tsx'],
    budget: 190 * KB,
    onFirstAct: ['src/domain/authChecks.ts'],
  },
  {
    name: 'signed-in shell',
    path: '/dashboard',
    dynamicEntries: ['src/routes/GuardedRoutes.tsx', 'src/routes/pages/DashboardPage.tsx'],
    budget: 240 * KB,
  },
];

/** A library that must only arrive with the code that uses it. */
export interface LazyOnly {
  name: string;
  /** The npm packages it is made of. */
  packages: RegExp;
  /** The module loaded with import() that uses it (manifest key): its static imports bring the library. */
  usedBy: string;
}

/** Code that must only ever arrive with the page that uses it: the live map and the new-order alert. */
export const LAZY_ONLY: readonly LazyOnly[] = [
  { name: 'deck.gl', packages: /^(deck\.gl|@deck\.gl\/|@luma\.gl\/)/, usedBy: 'src/ui/operations/RiderMapCanvas.tsx' },
  { name: 'maplibre', packages: /^(maplibre-gl|react-map-gl|@vis\.gl\/react-maplibre)$/, usedBy: 'src/ui/operations/RiderMapCanvas.tsx' },
  { name: 'firebase', packages: /^(firebase|@firebase\/)/, usedBy: 'src/api/newOrderSubscription.ts' },
  { name: 'uplot', packages: /^uplot$/, usedBy: 'src/ui/orderReports/OrderTotalsChart.tsx' },
];

/** One emitted JavaScript file and its sizes. */
export interface ChunkSize {
  file: string;
  bytes: number;
  gzip: number;
  /** The npm packages bundled in it. */
  packages: string[];
}

/** A page load measured. */
export interface PageLoadSize extends PageLoad {
  chunks: ChunkSize[];
  bytes: number;
  gzip: number;
  /** Packages of LAZY_ONLY found in the set, by name. */
  lazyOnlyFound: string[];
}

/** A build read from its output folder. */
export class Build {
  private readonly manifest: Manifest;
  private readonly contents: Record<string, ChunkContents>;
  private readonly sizes = new Map<string, ChunkSize>();

  /** Reads `dist` (the manifest and the chunk contents list the build writes beside it). */
  constructor(private readonly dist: string) {
    const manifestFile = join(dist, '.vite', 'manifest.json');
    const modulesFile = join(dist, '.vite', 'chunk-modules.json');
    for (const file of [manifestFile, modulesFile]) {
      if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` (vite.config.ts writes it)`);
    }
    this.manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    this.contents = JSON.parse(readFileSync(modulesFile, 'utf8')) as Record<string, ChunkContents>;
  }

  /** The manifest key of the HTML entry. */
  get entry(): string {
    const entries = Object.entries(this.manifest).filter(([, chunk]) => chunk.isEntry);
    if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
    return entries[0]![0];
  }

  /**
   * The manifest key of the chunk holding the project file `src`: `src` itself when it is loaded
   * with import() only, else the shared chunk it went into (a module also imported statically
   * elsewhere has no key of its own).
   */
  keyHolding(src: string): string {
    if (this.manifest[src]) return src;
    const found = Object.entries(this.manifest).find(([, chunk]) => this.contents[chunk.file]?.files.includes(src));
    if (!found) throw new Error(`no chunk of the build holds ${src}`);
    return found[0];
  }

  /** `keys` and every chunk they import statically, transitively (what loading them downloads). */
  staticClosure(keys: readonly string[]): string[] {
    const seen = new Set<string>();
    const pending = [...keys];
    while (pending.length > 0) {
      const key = pending.pop()!;
      if (seen.has(key)) continue;
      const chunk = this.manifest[key];
      if (!chunk) throw new Error(`the manifest has no ${key}: was it renamed, or is it no longer loaded with import()?`);
      seen.add(key);
      pending.push(...(chunk.imports ?? []));
    }
    return [...seen];
  }

  /** The sizes of one manifest chunk's file. */
  chunkSize(key: string): ChunkSize {
    const file = this.manifest[key]!.file;
    let size = this.sizes.get(file);
    if (!size) {
      const content = readFileSync(join(this.dist, file));
      size = {
        file,
        bytes: content.length,
        gzip: gzipSync(content, { level: 9 }).length,
        packages: this.contents[file]?.packages ?? [],
      };
      this.sizes.set(file, size);
    }
    return size;
  }

  /** The npm packages in the chunks `keys` load statically. */
  packagesOf(keys: readonly string[]): string[] {
    const packages = new Set<string>();
    for (const key of this.staticClosure(keys)) {
      const contents = this.contents[this.manifest[key]!.file];
      if (!contents) throw new Error(`chunk-modules.json does not describe ${this.manifest[key]!.file}: is it from another build?`);
      for (const name of contents.packages) packages.add(name);
    }
    return [...packages];
  }

  /** The chunks, sizes and lazy-only packages of a page load. */
  measure(load: PageLoad): PageLoadSize {
    for (const key of load.dynamicEntries) {
      if (!this.manifest[key]?.isDynamicEntry) throw new Error(`${load.name}: ${key} is not loaded with import() in this build`);
    }
    const keys = [this.entry, ...load.dynamicEntries];
    const chunks = this.staticClosure(keys)
      .map((key) => this.chunkSize(key))
      .sort((a, b) => b.gzip - a.gzip);
    return {
      ...load,
      chunks,
      bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
      gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
      lazyOnlyFound: this.lazyOnlyIn(keys),
    };
  }

  /** The LAZY_ONLY names whose packages the code `keys` load statically contains (the entry's, by default). */
  lazyOnlyIn(keys: readonly string[] = [this.entry]): string[] {
    const packages = this.packagesOf(keys);
    return LAZY_ONLY.filter((lazy) => packages.some((name) => lazy.packages.test(name))).map((lazy) => lazy.name);
  }
}

/** Bytes as KB with one decimal: `kb(153600) === '150.0'`. */
export function kb(bytes: number): string {
  return (bytes / KB).toFixed(1);
}

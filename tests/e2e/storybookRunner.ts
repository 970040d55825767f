import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import type { Page } from 'playwright-core';

/** One story of the static catalogue's index. */
export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
}

/** What running one story found: its error (render, play function) and its accessibility violations. */
export interface StoryOutcome {
  id: string;
  error: string | null;
  violations: { rule: string; impact: string | null; help: string; targets: string[] }[];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
};

/** Serves a static folder (the built catalogue) on a free loopback port. */
export async function serveFolder(folder: string): Promise<{ url: string; close(): Promise<void> }> {
  const root = resolve(folder);
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    try {
      if (!statSync(file).isFile()) throw new Error('not a file');
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The stories of a built catalogue, in index order. */
export function readStories(folder: string): StoryEntry[] {
  const index = JSON.parse(readFileSync(join(folder, 'index.json'), 'utf8')) as {
    entries: Record<string, StoryEntry & { type: string }>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name, importPath }) => ({ id, title, name, importPath }));
}

/**
 * Opens the catalogue's preview frame once; each story is then shown the way the catalogue's
 * manager shows it (the preview's channel), which also runs its play function.
 */
export async function openPreview(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/iframe.html?viewMode=story&id=__none__`);
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
}

/**
 * Runs in the preview frame: shows a story through the preview's channel and resolves once it has
 * rendered and played, with what went wrong (or null) and the accessibility violations that the
 * catalogue's a11y addon found (the checks of the Accessibility panel, run after the play function).
 * Kept as plain JavaScript text so that no helper of the test's own compiler leaks into the page.
 */
const SHOW_STORY = `(id) => new Promise((done) => {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  const describe = (value) => {
    if (value && typeof value === 'object') {
      const text = [value.title, value.description, value.message].filter((part) => typeof part === 'string').join(': ');
      return text || JSON.stringify(value);
    }
    return String(value);
  };
  const listeners = {};
  let timer;
  const finish = (error, violations) => {
    for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
    clearTimeout(timer);
    done({ error, violations: violations || [] });
  };
  timer = setTimeout(() => finish('story ' + id + ' did not finish within 20 s'), 20000);
  listeners.storyFinished = (event) => {
    const report = ((event && event.reporters) || []).find((reporter) => reporter.type === 'a11y');
    if (!report || !report.result) return finish('story ' + id + ' finished without the accessibility checks');
    const violations = report.result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' ') + ' ' + node.html.slice(0, 160)),
    }));
    finish(event.status === 'error' && violations.length === 0 ? 'story ' + id + ' finished with an error' : null, violations);
  };
  listeners.storyErrored = (value) => finish(describe(value));
  listeners.storyThrewException = (value) => finish(describe(value));
  listeners.playFunctionThrewException = (value) => finish(describe(value));
  listeners.storyMissing = () => finish('story ' + id + ' is missing');
  for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
  channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
})`;

/** Shows one story and reports what went wrong and what the accessibility checks found. */
export async function runStory(page: Page, storyId: string): Promise<StoryOutcome> {
  const outcome = await page.evaluate<Omit<StoryOutcome, 'id'>>(`(${SHOW_STORY})(${JSON.stringify(storyId)})`);
  return { id: storyId, ...outcome };
}

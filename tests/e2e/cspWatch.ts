/**
 * The browser tests run with the product's Content-Security-Policy on, and any refusal fails them.
 * A refusal is seen three ways: the document's `securitypolicyviolation` event, Chromium's console
 * message, and the policy's `report-uri`, the only one that hears a worker's refusals (the event
 * reaches the worker's own scope and Chromium logs nothing a test can read).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach } from 'vitest';

/** A Content-Security-Policy violation seen while a browser test ran. */
export interface CspViolation {
  /** The page's address (a worker's, for its reports). */
  page: string;
  /** What reported it. */
  via: 'event' | 'console' | 'report';
  /** The directive, the blocked address and where in the code, or the console's text. */
  detail: string;
}

/** The violations not yet failed on, for this test file. */
const violations: CspViolation[] = [];
let watchedPages = 0;

/** How many pages this test file opened with the watch on. */
export function cspWatchedPages(): number {
  return watchedPages;
}

/** The name of the binding through which the pages report violations. */
const REPORT_BINDING = '__reportCspViolation';

/** Runs in every frame before the page's own scripts: reports each refusal of the document to the test. */
function reportViolations(binding: string): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = Reflect.get(window, binding) as ((detail: string) => void) | undefined;
      const sample = event.sample ? ` (${event.sample})` : '';
      report?.(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile || '(document)'}:${event.lineNumber}${sample}`);
    },
    true,
  );
}

/** Records every refusal in `context`'s pages. */
export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding(REPORT_BINDING, (source, detail: string) => {
    violations.push({ page: source.page.url(), via: 'event', detail });
  });
  await context.addInitScript(reportViolations, REPORT_BINDING);
  context.on('page', (page) => {
    watchedPages += 1;
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        violations.push({ page: page.url(), via: 'console', detail: message.text() });
      }
    });
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One `application/csp-report` body as a violation. */
function fromReport(body: string): CspViolation {
  let report: unknown;
  try {
    report = (JSON.parse(body) as Record<string, unknown>)['csp-report'];
  } catch {
    report = null;
  }
  if (!isRecord(report)) return { page: '(unknown)', via: 'report', detail: body };
  const field = (name: string) => String(report[name] ?? '');
  return {
    page: field('document-uri'),
    via: 'report',
    detail: `${field('effective-directive')} refused ${field('blocked-uri') || '(inline)'} at ${field('source-file') || '(document)'}:${field('line-number')}`,
  };
}

/** Where the product's policy sends its reports (`report-uri`) while a test file runs. */
export async function startCspReportCollector(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      violations.push(fromReport(body));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/csp-report`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Throws, listing them, when anything was refused since the last check. */
function failOnViolations(when: string): void {
  if (violations.length === 0) return;
  const seen = violations.splice(0).map((violation) => `  ${violation.page} [${violation.via}]: ${violation.detail}`);
  throw new Error(`The Content-Security-Policy refused something ${when}:\n${[...new Set(seen)].join('\n')}`);
}

// Registered on the test file that imports this module (vitest evaluates it while collecting the
// file): a test fails on a refusal in its pages, the file on one reported after its last test.
// Outside vitest (the benchmark scripts) there is nothing to register on.
if (process.env.VITEST) {
  afterEach(() => failOnViolations('during this test'));
  afterAll(() => failOnViolations('after the last test of this file'));
}

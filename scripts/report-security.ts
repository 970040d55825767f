// Runs the security tests and writes their figures to bench/security.md (npm run report:security).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TESTS = ['tests/server/authorization.test.ts', 'tests/server/security/', 'tests/server/publicUrl.test.ts', 'tests/server/configJson.test.ts'];
const REPORT = 'bench/security.md';

interface Section {
  section: string;
  database: string;
  figures: Record<string, number | string>;
}

/** What each figure counts, in the order the report lists them. */
const LABELS: Record<string, Record<string, string>> = {
  authorization: {
    operations: 'operations in the contract',
    routes: 'API routes the server registers (HEAD included)',
    undeclaredOperations: 'operations or routes without exactly one declaration',
    callers: 'kinds of caller',
    calls: 'calls in the matrix (callers × operations)',
    unexpectedAllows: 'unexpected allows',
    unexpectedDenies: 'unexpected denies',
    denialsWithTheWrongStatus: 'denials with the wrong status (401 for 403 or the reverse)',
    serverErrors: '5xx answers',
    guardsDroppedOnPurpose: 'operations served with their guard dropped on purpose',
    droppedGuardsNoticed: '… of which the matrix reports an unexpected allow',
    callerKinds: 'the callers',
  },
  targetMatrix: {
    callers: 'callers (the demo users)',
    targets: 'users written on (the same demo users)',
    writes: 'kinds of user write',
    calls: 'calls (writes × callers × targets)',
    allowed: 'allowed',
    refused: 'refused',
    refusedForTheTarget: 'writes on a user above the caller, root, or outside its companies, refused (403 target_…)',
    mismatches: 'answers other than the rule gives',
    refusalsThatChangedTheUser: 'refusals that changed the user',
    writeKinds: 'the writes',
  },
  prototypeNames: {
    names: 'names an object inherits (Object.prototype)',
    calls: 'calls with one of them in a path or query parameter, filter key or sort field',
    answered: 'of those, answered 2xx',
    serverErrors: '5xx answers',
  },
  inboundRouting: {
    replies: 'customer replies through the signed webhook (queued or sent, both orders, company-owned, shared or no number, window open or closed)',
    storedMessagesChecked: 'stored messages compared before and after each reply',
    messagesMoved: 'messages moved to another company or gone',
    copiesForACompanyOutsideTheRule: 'replies stored for a company the rule does not name',
    copiesMissing: 'replies missing from a company the rule names',
  },
  hostLinks: {
    forgedResetRequests: 'password-reset requests with a foreign Host, X-Forwarded-Host or Forwarded header',
    mailsNamingTheForgedHost: 'of those, mails whose link names the foreign host',
  },
  configHost: {
    forgedConfigRequests: '`/config.json` requests with a foreign Host or forwarding header',
    configsNamingTheForgedHost: 'of those, answers naming the foreign host',
  },
  tenantIsolation: {
    readsAcrossTenants: "reads by one company's users naming the other's ids, filters and Company header",
    answersCarryingTheOtherCompanysMarker: "answers carrying the other company's marker",
    crossTenantWrites: "writes on the other company's records",
    crossTenantWritesLetThroughOrChangingRows: 'of those, let through or changing a row',
  },
  tokens: {
    forgedTokens: 'forged tokens and malformed Authorization headers sent',
    forgedTokensAccepted: 'of those, accepted',
    forgedTokenKinds: 'the corpus',
  },
  fuzz: {
    operations: 'operations fuzzed',
    runsPerOperation: 'generated requests per operation (valid or mutated)',
    cases: 'requests in all',
    validCases: 'valid (generated from the schemas)',
    mutatedCases: 'mutated (wrong types, missing or extra fields, hostile strings, prototype keys, deep nesting, hostile parameters)',
    hostileCases: 'hostile corpus (bodies over the limit, wrong content types, broken JSON, 100000-deep nesting, NUL, huge and odd parameters, Company headers)',
    serverErrors: '5xx answers',
    schemaViolations: 'answers outside their schema (undeclared status or body)',
    bodiesWithStackTracesOrSql: 'bodies with a stack trace, a source path or SQL',
    refusalsThatChangedRows: '4xx answers that changed a row',
    statuses: 'answers by status',
  },
  sharedLimits: {
    apiInstances: 'API instances on one store',
    stores: 'stores where the attempts are counted',
    attemptsPastALimit: 'attempts past a limit reached over both instances (per account, per address, forgot-password)',
    attemptsPastALimitLetThrough: 'of those, let through',
  },
  logs: {
    logLines: 'log lines written (default level and trace)',
    auditLines: 'audit lines (sign-ins, failures, denials, password events) with who, when and company',
    secretsSearchedFor: 'passwords, access and refresh tokens, reset tokens and links searched for',
    secretsFound: 'of those, found in a log',
  },
};

const TITLES: Record<string, string> = {
  authorization: 'Authorization matrix (`tests/server/authorization.test.ts`)',
  targetMatrix: 'Who may act on whom: every user write × every pair of demo users (`tests/server/security/targetMatrix.test.ts`)',
  prototypeNames: 'Names an object inherits (`tests/server/security/prototypeNames.test.ts`)',
  inboundRouting: 'Cross-company inbound messages (`tests/server/security/inboundRouting.test.ts`)',
  hostLinks: 'Reset links from PUBLIC_URL, never the request (`tests/server/publicUrl.test.ts`)',
  configHost: '`config.json` from PUBLIC_URL, never the request (`tests/server/configJson.test.ts`)',
  tenantIsolation: 'Tenant isolation (`tests/server/security/tenantIsolation.test.ts`)',
  tokens: 'Tokens (`tests/server/security/tokens.test.ts`)',
  fuzz: 'Input fuzzing (`tests/server/security/fuzz.test.ts`)',
  sharedLimits: 'Rate limits shared by API instances (`tests/server/security/sharedLimits.test.ts`)',
  logs: 'Logs (`tests/server/security/logs.test.ts`)',
};

const dir = mkdtempSync(join(tmpdir(), 'security-report-'));
const run = spawnSync('npx', ['vitest', 'run', ...TESTS], { stdio: 'inherit', env: { ...process.env, SECURITY_REPORT_DIR: dir } });
const sections: Section[] = readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Section);
rmSync(dir, { recursive: true, force: true });
if (run.status !== 0) {
  console.error(`The security tests failed; ${REPORT} is left as it was.`);
  process.exit(run.status ?? 1);
}

const databases = [...new Set(sections.map((s) => s.database))].sort();
const lines = [
  '# Security and reliability figures',
  '',
  `Written by \`npm run report:security\` on ${new Date().toISOString().slice(0, 10)} from a passing run of the tests that assert`,
  `each figure (zero where zero is asked), on ${databases.join(' and ')}. \`npm test\` runs the same tests.`,
];
for (const [section, labels] of Object.entries(LABELS)) {
  const found = sections.filter((s) => s.section === section);
  if (found.length === 0) continue;
  lines.push('', `## ${TITLES[section] ?? section}`, '', `| figure | ${databases.join(' | ')} |`, `|---|${databases.map(() => '---:|').join('')}`);
  const long: string[] = [];
  for (const [key, label] of Object.entries(labels)) {
    const values = databases.map((db) => found.find((s) => s.database === db)?.figures[key]);
    if (values.every((v) => v === undefined)) continue;
    if (values.some((v) => typeof v === 'string' && v.length > 40)) {
      long.push(`- ${label}: ${String(values.find((v) => v !== undefined))}`);
      continue;
    }
    lines.push(`| ${label} | ${values.map((v) => (v === undefined ? '' : String(v))).join(' | ')} |`);
  }
  if (long.length > 0) lines.push('', ...long);
}
lines.push(
  '',
  '## Held by `npm test` rather than counted here',
  '',
  '- Content-Security-Policy violations in the browser tests: 0. Every page of every browser test is watched (the',
  '  `securitypolicyviolation` event, Chromium\'s CSP console errors and a `report-uri` collector that hears workers too,',
  '  `tests/e2e/cspWatch.ts`), and a test fails on any; the headers themselves are pinned in',
  '  `tests/server/securityHeaders.test.ts`.',
  '- Account lockout: an account under attack still signs its owner in from an address with no recent failures, and',
  '  still mails the owner a reset link; only the addresses that failed are refused (`tests/server/throttle.test.ts`,',
  '  `tests/server/security/sharedLimits.test.ts`, on the database and on Redis).',
);
writeFileSync(REPORT, `${lines.join('\n')}\n`);
console.info(`Wrote ${REPORT}.`);

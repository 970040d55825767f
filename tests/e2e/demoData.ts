/** The demo password the browser tests sign in with. */
export const E2E_PASSWORD = 'e2e-password';

/** The variable naming the file of a migrated database holding the demo data (./seededCopy.globalSetup.ts). */
export const SEEDED_COPY_VARIABLE = 'E2E_SEEDED_COPY';

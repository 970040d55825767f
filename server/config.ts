import { readWhatsappConfig, type WhatsappConfig } from './services/whatsappTransport';

/** Server settings, read from the environment once. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string;
  /** HS256 secret for access tokens; when absent one is generated and kept in the database. */
  jwtSecret: string | null;
  seedPassword: string | null;
  /** Folder of the built app served at `/`; null serves only the API. */
  staticDir: string | null;
  /** WhatsApp Cloud API and webhook settings (WHATSAPP_* variables). */
  whatsapp: WhatsappConfig;
  /**
   * The address people reach the app at (PUBLIC_URL, without a trailing slash), which links in
   * mails and the served config.json are built from; null when unset (`npm start` then uses its
   * own address). Never taken from a request: its Host header is the caller's to choose.
   */
  publicUrl: string | null;
}

/**
 * PUBLIC_URL as links start with it: an http or https address, its path kept (an app served under
 * one) without a trailing slash. Throws on anything else.
 * @example publicUrlFrom('https://backoffice.example.com/') // 'https://backoffice.example.com'
 */
export function publicUrlFrom(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an http or https address, got ${value}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    throw new Error(`PUBLIC_URL must be an http or https address without query, fragment or credentials, got ${value}`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Reads the settings from `env` (defaults: port 8080, PGlite under ./data/pglite). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || './data/pglite',
    jwtSecret: env.JWT_SECRET || null,
    seedPassword: env.SEED_PASSWORD || null,
    staticDir: env.STATIC_DIR ?? 'dist',
    whatsapp: readWhatsappConfig(env),
    publicUrl: env.PUBLIC_URL ? publicUrlFrom(env.PUBLIC_URL) : null,
  };
}

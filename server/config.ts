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
  };
}

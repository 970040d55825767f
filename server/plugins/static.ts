import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '../../src/i18n/language';
import { LOGIN_PATH } from '../../src/routes/paths';
import { API_PREFIX } from '../contract';
import { errorBody } from '../errors';
import { registerSecurityHeaders } from '../securityHeaders';

/** What serving the built app needs: AppOptions' `staticDir`, `configOverrides` and `cspReportUri`. */
export interface StaticOptions {
  staticDir: string | null;
  configOverrides?: ((request: FastifyRequest) => Record<string, unknown>) | undefined;
  cspReportUri?: string | null | undefined;
}

/** The built app's folder, resolved, when `staticDir` holds one to serve (its index.html); else null. */
export function builtAppDir(staticDir: string | null): string | null {
  const dir = staticDir ? resolve(staticDir) : null;
  return dir && existsSync(resolve(dir, 'index.html')) ? dir : null;
}

/** The sign-in page of `language` the build drew (vite.config.ts, `signInPrerender`), relative to the built app. */
const signInPageFile = (language: Language) => `prerendered/login.${language}.html`;

/** The language a request's {@link LANGUAGE_COOKIE} names, or the default one. */
export function cookieLanguage(cookieHeader: string | undefined): Language {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The built app at `/` (its files, and `/config.json` with the request's overrides laid over it)
 * and the security headers of every answer, the API's included. Register it before the API's
 * routes, so that they carry the headers too.
 */
export default fp(
  async function staticFiles(fastify, options: StaticOptions) {
    registerSecurityHeaders(fastify, {
      apiPrefix: API_PREFIX,
      staticDir: options.staticDir,
      configOverrides: options.configOverrides,
      reportUri: options.cspReportUri ?? null,
    });
    const staticDir = builtAppDir(options.staticDir);
    if (!staticDir) return;
    const { configOverrides } = options;
    const hashedAssets = resolve(staticDir, 'assets');
    await fastify.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      // The build writes .br and .gz copies beside its hashed assets (vite.config.ts).
      preCompressed: true,
      // A hashed file never changes under its name; everything else (index.html, config.json) is revalidated.
      setHeaders: (reply, path) => {
        if (path.startsWith(hashedAssets + sep)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
      ...(configOverrides ? { globIgnore: ['config.json'] } : {}),
    });
    // The sign-in page with its form already drawn, in the language the visitor chose last (its
    // cookie): the form paints before the app's code arrives, which then takes it over.
    if (LANGUAGES.every((language) => existsSync(resolve(staticDir, signInPageFile(language))))) {
      fastify.get(LOGIN_PATH, (request, reply) => {
        reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
        return reply.sendFile(signInPageFile(cookieLanguage(request.headers.cookie)), { cacheControl: false });
      });
    }
    if (!configOverrides) return;
    // Read on each request, as a deployment may edit the file in place; one that does not parse is served as it is.
    fastify.get('/config.json', async (request, reply) => {
      const file = resolve(staticDir, 'config.json');
      if (!existsSync(file)) return reply.code(404).send(errorBody(404, 'config.json is missing from the built app', 'route_not_found'));
      const text = await readFile(file, 'utf8');
      let built: unknown;
      try {
        built = JSON.parse(text);
      } catch {
        built = null;
      }
      reply.header('Cache-Control', 'no-store').type('application/json');
      if (typeof built !== 'object' || built === null || Array.isArray(built)) return reply.send(text);
      return reply.send({ ...built, ...configOverrides(request) });
    });
  },
  { name: 'static', dependencies: ['errors'] },
);

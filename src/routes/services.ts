import { createContext, useContext } from 'react';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { createSessionMachines } from '../bindings/auth';
import { anonymousCredentials, createApiClients, type ApiClientOptions, type ApiClients } from '../api/client';
import type { RuntimeConfig } from '../contract/runtimeConfig';
import { ADMIN_STYLE_STORAGE_KEY, DEFAULT_ADMIN_STYLE, readCachedStyle } from '../domain/adminStyle';
import { PENDING_DELETES_KEY } from '../domain/deletes';
import { readMainCompanyId, readStoredTokens, type SessionStore } from '../domain/sessionStorage';
import type { sessionMachine } from '../machines/session/machine';
import type { adminStyleMachine } from '../machines/adminStyle/machine';
import { LOGIN_PATH } from './paths';
import type { AdminStyle } from '../contract/schema.gen';

/** What the route containers share: the API clients, the auth machines and the running session. */
export interface AppServices {
  /** Clients carrying the session's token and company, refreshing an expired token once. */
  clients: ApiClients;
  /** Clients without credentials, for the sign-in pages' calls. */
  anonymousClients: ApiClients;
  session: ActorRefFrom<typeof sessionMachine>;
  adminStyle: ActorRefFrom<typeof adminStyleMachine>;
  storage: SessionStore | null;
  /** The login background of the stored admin style, if one is stored and fresh. */
  readStoredBackground(): string | null;
  /**
   * Whether the deletes an earlier page left in their undo window are being made: the routes
   * wait for them (at most {@link RESUME_WAIT_MS}), so no list shows a row a reload was deleting.
   */
  resumingDeletes: FlagStore;
}

/** A boolean that React reads with `useSyncExternalStore`. */
export interface FlagStore {
  subscribe(listener: () => void): () => void;
  get(): boolean;
}

/** The longest the routes wait for the deletes an earlier page left (a server that does not answer). */
export const RESUME_WAIT_MS = 5_000;

function flagStore(): FlagStore & { set(value: boolean): void } {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

/** Points the tab's icon at `href`, adding the link element when the page has none. */
function setFavicon(href: string) {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  // The same icon set again would be fetched again.
  if (link.getAttribute('href') !== href) link.href = href;
}

function applyStyle(style: AdminStyle) {
  document.title = style.titleTab || DEFAULT_ADMIN_STYLE.titleTab;
  setFavicon(style.tabIcon || DEFAULT_ADMIN_STYLE.tabIcon);
}

/**
 * On the sign-in pages, their background image (the largest thing they paint) downloads beside the
 * route's code, not after the first render asks for it: the stored admin style's, else the default.
 * main.tsx calls it as the page starts.
 */
export function preloadSignInBackground(pathname: string, storage: Pick<Storage, 'getItem'> | null): void {
  if (pathname !== '/auth' && !pathname.startsWith('/auth/')) return;
  const stored = storage ? readCachedStyle(storage.getItem(ADMIN_STYLE_STORAGE_KEY), Date.now())?.style.backgroundLogin : null;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = stored || DEFAULT_ADMIN_STYLE.backgroundLogin;
  document.head.append(link);
}

/**
 * Starts the session and the admin style for one page load. The session's calls go through
 * clients without credentials (they set their own bearer); the app's clients read the
 * session on every request and ask it for a new token once when one is refused.
 */
export function createAppServices(
  config: RuntimeConfig,
  storage: SessionStore | null,
  options: ApiClientOptions = {},
): AppServices {
  const anonymousClients = createApiClients(config, anonymousCredentials, options);
  const auth = createSessionMachines(anonymousClients, storage ? { storage } : {});
  const session = createActor(
    auth.session.provide({ actions: { goToLogin: () => navigate(LOGIN_PATH, { replace: true }) } }),
    { input: { storedTokens: storage ? readStoredTokens(storage) : null } },
  );

  const readStyle = () => (storage ? readCachedStyle(storage.getItem(ADMIN_STYLE_STORAGE_KEY), Date.now()) : null);
  const adminStyle = createActor(
    auth.adminStyle.provide({ actions: { applyStyle: (_, { style }) => applyStyle(style) } }),
    { input: { domain: window.location.host, cached: readStyle(), now: Date.now() } },
  );

  let refreshing: Promise<string | null> | null = null;
  const refresh = () => {
    // Concurrent refusals share one refresh.
    refreshing ??= (async () => {
      session.send({ type: 'session.token_expired' });
      const settled = await waitFor(session, (s) => s.hasTag('ready') || s.hasTag('loggedOut') || s.hasTag('signingOut'));
      return settled.hasTag('ready') ? (settled.context.tokens?.accessToken ?? null) : null;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const clients = createApiClients(config, {
    accessToken: () => session.getSnapshot().context.tokens?.accessToken ?? null,
    companyId: () => session.getSnapshot().context.mainCompany?._id ?? (storage ? readMainCompanyId(storage) : null),
    refresh,
  }, options);

  const resumingDeletes = flagStore();
  const services: AppServices = {
    resumingDeletes,
    clients,
    anonymousClients,
    session,
    adminStyle,
    storage,
    readStoredBackground: () => readStyle()?.style.backgroundLogin || null,
  };
  // Deletes an earlier page left in their undo window (a reload, a closed tab) are made once
  // their user is signed in again, before the routes render; their code loads only when one is
  // waiting. This subscription runs before the routes' own, so they see the flag set.
  let signedIn = false;
  session.subscribe((snapshot) => {
    const ready = snapshot.hasTag('ready');
    if (ready && !signedIn && storage?.getItem(PENDING_DELETES_KEY)) {
      resumingDeletes.set(true);
      const made = import('./lists/undoableDelete')
        .then(({ deferredDeletesOf }) => deferredDeletesOf(services).resume())
        .catch((error: unknown) => console.error(error));
      void Promise.race([made, new Promise((resolve) => setTimeout(resolve, RESUME_WAIT_MS))]).then(() => resumingDeletes.set(false));
    }
    signedIn = ready;
  });
  session.start();
  adminStyle.start();
  return services;
}

const ServicesContext = createContext<AppServices | null>(null);

/** Provides the services to the routes. */
export const ServicesProvider = ServicesContext.Provider;

/** The app's services, or null outside {@link ServicesProvider} (a view rendered alone: stories, view tests). */
export function useOptionalServices(): AppServices | null {
  return useContext(ServicesContext);
}

/** The app's services; only inside {@link ServicesProvider}. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs a <ServicesProvider>');
  return services;
}

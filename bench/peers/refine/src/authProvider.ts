import type { AuthProvider } from '@refinedev/core';

export const TOKEN_KEY = 'refine-auth';

// The quick start's auth provider: every e-mail and password signs in.
export const authProvider: AuthProvider = {
  login: async ({ email, password }: { email?: string; password?: string }) => {
    if (email && password) {
      localStorage.setItem(TOKEN_KEY, email);
      return { success: true, redirectTo: '/' };
    }
    return { success: false, error: { name: 'LoginError', message: 'Invalid e-mail or password' } };
  },
  logout: async () => {
    localStorage.removeItem(TOKEN_KEY);
    return { success: true, redirectTo: '/login' };
  },
  check: async () => (localStorage.getItem(TOKEN_KEY) ? { authenticated: true } : { authenticated: false, redirectTo: '/login' }),
  getPermissions: async () => null,
  getIdentity: async () => {
    const email = localStorage.getItem(TOKEN_KEY);
    return email ? { id: email, name: email } : null;
  },
  onError: async (error: unknown) => {
    console.error(error);
    return { error: error instanceof Error ? error : new Error(String(error)) };
  },
};

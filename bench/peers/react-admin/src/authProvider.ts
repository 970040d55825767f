import type { AuthProvider } from 'react-admin';

// The quick start's local auth provider: every username and password signs in.
export const authProvider: AuthProvider = {
  login: ({ username }: { username: string; password: string }) => {
    localStorage.setItem('username', username);
    return Promise.resolve();
  },
  logout: () => {
    localStorage.removeItem('username');
    return Promise.resolve();
  },
  checkError: () => Promise.resolve(),
  checkAuth: () => (localStorage.getItem('username') ? Promise.resolve() : Promise.reject()),
  getPermissions: () => Promise.resolve(),
  getIdentity: () => {
    const username = localStorage.getItem('username') ?? '';
    return Promise.resolve({ id: username, fullName: username });
  },
};

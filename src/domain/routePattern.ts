// Paths and wouter-style patterns, shared by the menu, the route table and the screens'
// declarations (which the menu reads, so this module imports neither). No DOM or Node imports.

/** Strips a query, a fragment and trailing slashes, and adds the leading slash: '/franchises/' and 'franchises' both give '/franchises'. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

type Params = Record<string, string>;

/** Matches a normalised path against a wouter-style pattern; returns the parameters or null. */
export function matchPattern(pattern: string, path: string): Params | null {
  const pat = pattern.split('/').filter((s) => s !== '');
  const segs = normalizePath(path).split('/').filter((s) => s !== '');
  const params: Params = {};
  for (let i = 0; i < pat.length; i += 1) {
    const p = pat[i] ?? '';
    const s = segs[i];
    if (p === '*') {
      // A trailing wildcard takes one segment or more.
      if (s === undefined) return null;
      params['*'] = segs.slice(i).join('/');
      return params;
    }
    if (p.startsWith(':')) {
      const optional = p.endsWith('?');
      const name = optional ? p.slice(1, -1) : p.slice(1);
      if (s === undefined) {
        if (optional) continue;
        return null;
      }
      params[name] = s;
      continue;
    }
    if (s !== p) return null;
  }
  return segs.length <= pat.length ? params : null;
}

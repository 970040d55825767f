/** One create as the server saw it: the key it carried and whether the answer was a replay. */
export interface CreateSeen {
  key: string | null;
  replayed: string | null;
}

/**
 * A fetch for the API clients that passes every request to the server but loses the answer of
 * the first POST to `path`: the server has written, the client never hears (a network failure
 * after the commit). `posts` records each POST to `path`.
 */
export function losingFirstAnswer(path: string): { posts: CreateSeen[]; fetch: (request: Request) => Promise<Response> } {
  const posts: CreateSeen[] = [];
  let loseAnswer = true;
  return {
    posts,
    async fetch(request) {
      const create = request.method === 'POST' && new URL(request.url).pathname === path;
      const key = request.headers.get('Idempotency-Key');
      const response = await fetch(request);
      if (!create) return response;
      posts.push({ key, replayed: response.headers.get('Idempotent-Replayed') });
      if (loseAnswer) {
        loseAnswer = false;
        throw new TypeError('fetch failed');
      }
      return response;
    },
  };
}

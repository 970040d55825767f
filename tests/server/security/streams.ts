import type { ContractOperation } from '../../../server/contract';
import type { Call, CallOptions } from '../harness';

/** Whether the contract marks an operation `x-stream: true` (it answers an open `text/event-stream`). */
export function isStreamOperation(document: Record<string, unknown>, op: ContractOperation): boolean {
  const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
  return paths[op.path]?.[op.method]?.['x-stream'] === true;
}

/** What the security tests read of an answer. */
export interface Answer {
  statusCode: number;
  body: string;
  json(): unknown;
}

/**
 * Calls an operation. An open stream never ends on its own: a stream operation's answer is taken
 * as soon as its head is sent; a 200 is then left with an empty body read, any other answer is
 * read whole (a refusal is an ordinary JSON body).
 */
export async function callOperation(call: Call, options: CallOptions, stream: boolean): Promise<Answer> {
  if (!stream) return call(options);
  const response = await call({ ...options, payloadAsStream: true });
  const readable = response.stream();
  let body = '';
  if (response.statusCode === 200) readable.destroy();
  else for await (const chunk of readable) body += String(chunk);
  return { statusCode: response.statusCode, body, json: () => JSON.parse(body) as unknown };
}

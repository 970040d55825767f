import { loadContract } from '../../server/contract';

/** The contract's error codes, each with the status its description gives it: `- \`code\` (409): ...`. */
export interface ContractErrorCodes {
  /** The `ErrorCode` enum, in the contract's order. */
  codes: readonly string[];
  /** The status each code is answered with, as the description says. */
  statusOf: ReadonlyMap<string, number>;
}

/** Reads the `ErrorCode` schema of the bundled contract (openapi/components/schemas/common.yaml). */
export async function contractErrorCodes(): Promise<ContractErrorCodes> {
  const { document } = await loadContract();
  const components = document.components as { schemas?: Record<string, { enum?: unknown; description?: unknown }> } | undefined;
  const schema = components?.schemas?.ErrorCode;
  if (!schema || !Array.isArray(schema.enum) || typeof schema.description !== 'string') throw new Error('the contract has no ErrorCode enum');
  const codes = schema.enum.filter((code): code is string => typeof code === 'string');
  const statusOf = new Map<string, number>();
  for (const [, code, status] of schema.description.matchAll(/`([a-z_]+)` \((\d{3})\)/g)) {
    if (code !== undefined && status !== undefined) statusOf.set(code, Number(status));
  }
  return { codes, statusOf };
}

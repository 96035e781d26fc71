import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { TScope } from '@/lib/contract/access';
import { canUse, isLiveWriteRefused, LIVE_WRITE_REFUSAL, type McpContext } from '../context';
import { errorResult, jsonResult, refusalResult } from '../results';

type ToolSpec<Shape extends z.ZodRawShape> = {
  title: string;
  description: string;
  /** The scope the API asks for; the tool is listed only when the key has it. null: any valid key. */
  scope: TScope | null;
  /** write: changes data in Loadout, so it refuses a live key unless live writes are allowed, and takes an idempotency key. */
  kind: 'read' | 'write';
  input: Shape;
};

type RunOptions = { idempotencyKey?: string };

const ZIdempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, 'must be 1 to 255 printable ASCII characters without spaces')
  .optional()
  .describe(
    'Optional. Reuse the same value when you retry this exact call (e.g. after a timeout) so that it is done only once. ' +
      'Left out, the server picks a fresh one, and a retry is a new request.',
  );

/** Registers a tool when the key's scopes allow it; API errors come back as tool errors (isError) with code and request id. */
export function addTool<Shape extends z.ZodRawShape>(
  server: McpServer,
  context: McpContext,
  name: string,
  spec: ToolSpec<Shape>,
  run: (args: z.output<z.ZodObject<Shape>>, options: RunOptions) => Promise<Record<string, unknown>>,
) {
  if (!canUse(context, spec.scope)) return;
  const isWrite = spec.kind === 'write';
  const inputSchema = isWrite ? { ...spec.input, idempotency_key: ZIdempotencyKey } : spec.input;
  const handler = async (args: Record<string, unknown>): Promise<CallToolResult> => {
    if (isWrite && isLiveWriteRefused(context)) return refusalResult(LIVE_WRITE_REFUSAL);
    const { idempotency_key: idempotencyKey, ...rest } = args;
    try {
      const options = typeof idempotencyKey === 'string' ? { idempotencyKey } : {};
      return jsonResult(await run(rest as z.output<z.ZodObject<Shape>>, options));
    } catch (error) {
      return errorResult(error);
    }
  };
  server.registerTool(
    name,
    {
      title: spec.title,
      description: spec.description,
      inputSchema,
      annotations: isWrite
        ? {
            title: spec.title,
            readOnlyHint: false,
            destructiveHint: false,
            idempotentHint: false,
            openWorldHint: false,
          }
        : { title: spec.title, readOnlyHint: true, openWorldHint: false },
    },
    handler as never,
  );
}

/** Pagination arguments shared by the list tools. */
export const PAGE_INPUT = {
  limit: z.number().int().min(1).max(100).default(10).describe('How many results to return (1–100, default 10).'),
  cursor: z.string().min(1).optional().describe('`next_cursor` of the previous answer, to get the next page.'),
};

/** A page of the SDK as plain JSON for the model: the rows, whether there are more, and the cursor to them. */
export function pageResult<T>(
  name: string,
  page: { data: T[]; hasMore: boolean; nextCursor: string | null },
  extra: Record<string, unknown> = {},
) {
  return { [name]: page.data, has_more: page.hasMore, next_cursor: page.nextCursor, ...extra };
}

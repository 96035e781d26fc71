import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { LoadoutError } from '@loadout/sdk';

/** A tool's answer: the JSON as text (what every client shows the model) and as structured content. */
export function jsonResult(data: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(data, null, 2) }], structuredContent: data };
}

export function refusalResult(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

/** An API error (or an unreachable API) as a tool error the model can read and act on, never as a crash. */
export function errorResult(error: unknown): CallToolResult {
  const body = describeError(error);
  return {
    content: [{ type: 'text', text: `${body.error.message}\n\n${JSON.stringify(body, null, 2)}` }],
    isError: true,
  };
}

export function describeError(error: unknown) {
  if (error instanceof LoadoutError) {
    return {
      error: {
        status: error.status ?? null,
        code: error.code ?? null,
        message: error.message,
        details: error.details ?? null,
        request_id: error.requestId ?? null,
      },
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { error: { status: null, code: 'MCP_SERVER_ERROR', message, details: null, request_id: null } };
}

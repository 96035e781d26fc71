import { randomBytes } from 'node:crypto';

// Requests to an API over HTTP, without the server's own code (for the e2e specs, which start the API as a process).

export type RequestOptions = { token?: string; body?: unknown; headers?: Record<string, string> };
export type TestResponse = { status: number; headers: Headers; body: any; text: string };

export function newOperatorToken() {
  return `op-bootstrap-${randomBytes(16).toString('hex')}`;
}

export async function sendRequest(
  baseUrl: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<TestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

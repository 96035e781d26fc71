import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
// What `npm run mcp` runs, without npm in between.
const MCP_COMMAND = [path.join(ROOT, 'server/run.mjs'), 'server/mcp/main.ts'];

export type McpStdio = { client: Client; stderr: () => string; close(): Promise<void> };

/** Spawns the real MCP server over stdio, as Claude Desktop would, and connects the MCP SDK's own client to it. */
export async function connectMcpStdio(env: Record<string, string>, args: string[] = []): Promise<McpStdio> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [...MCP_COMMAND, ...args],
    cwd: ROOT,
    env: { ...getDefaultEnvironment(), ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({ name: 'loadout-tests', version: '1.0.0' });
  try {
    await client.connect(transport);
  } catch (error) {
    await new Promise((resolve) => {
      transport.stderr?.once('end', resolve);
      setTimeout(resolve, 2_000);
    });
    throw new Error(`MCP server did not start: ${String(error)}\n${stderr}`);
  }
  return { client, stderr: () => stderr, close: () => client.close() };
}

export type McpHttpProcess = { url: string; child: ChildProcess; stop(): Promise<void> };

/** Starts the real MCP server with streamable HTTP on a free loopback port; resolves once it prints where it listens. */
export async function startMcpHttp(env: Record<string, string>): Promise<McpHttpProcess> {
  const child = spawn(process.execPath, MCP_COMMAND, {
    cwd: ROOT,
    env: { ...getDefaultEnvironment(), NODE_ENV: 'test', MCP_HTTP_PORT: '0', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`MCP HTTP server did not start:\n${stderr}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`MCP HTTP server exited with ${code}:\n${stderr}`)));
  });
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The structured content of a successful tool call; fails with the tool's error text otherwise. */
export function structured<T = any>(result: unknown): T {
  const call = result as CallToolResult;
  if (call.isError) throw new Error(`tool error: ${textOf(call)}`);
  return call.structuredContent as T;
}

export function textOf(result: unknown): string {
  return ((result as CallToolResult).content ?? []).map((part) => (part.type === 'text' ? part.text : '')).join('\n');
}

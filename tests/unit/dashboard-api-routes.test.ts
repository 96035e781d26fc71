import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from '@/server/dashboard/api-routes';

// The dashboard's server answers the BFF's routes itself (server/dashboard/api-router.ts) from the table in
// server/dashboard/api-routes.ts. Next.js would still build a route file missing there, and the router answer 404:
// every app/api route file but next-auth's must be in the table, under its own path, with its own module.
vi.mock('server-only', () => ({}));

function routeFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(file);
    return entry.name === 'route.ts' ? [file] : [];
  });
}

const FILES = routeFiles('app/api')
  .map((file) => path.relative('app', path.dirname(file)).split(path.sep).join('/'))
  .filter((route) => !route.startsWith('api/auth/'))
  .map((route) => `/${route}`)
  .sort();

describe("the dashboard server's API routes", () => {
  it('are every route file of app/api but /api/auth/*, each once', () => {
    const patterns = API_ROUTES.map(([pattern]) => pattern).sort();
    const missing = FILES.filter((file) => !patterns.includes(file));
    expect(missing, `add these to server/dashboard/api-routes.ts: ${missing.join(', ')}`).toEqual([]);
    expect(patterns).toEqual(FILES);
  });

  it("map each path to that path's own route module", async () => {
    for (const [pattern, module] of API_ROUTES) {
      const own: unknown = await import(`@/app${pattern}/route`);
      expect(module, pattern).toBe(own);
    }
  });

  it('have [name] parameters only (the router does not know catch-all segments)', () => {
    for (const [pattern] of API_ROUTES) expect(pattern, pattern).toMatch(/^(\/([\w.-]+|\[[A-Za-z]\w*\]))+$/);
  });
});

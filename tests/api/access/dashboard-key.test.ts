import { eq } from 'drizzle-orm';
import { SCOPES } from '@/lib/contract/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '@/server/access/credentials';
import { loadConfig } from '@/server/config';
import { apiKeys } from '@/server/db/schema';
import { DASHBOARD_KEY_RATE_LIMIT, ensureDashboardSecrets } from '@/server/demo/dashboard';
import { seedDemoData } from '@/server/seed/seed';
import { startTestServer, type TestServer } from '../../support/server';

// The Dashboard key that `npm start` makes has room for many users' budgets (DASHBOARD_USER_RATE_LIMIT each), and a
// data directory made before per-user budgets has its key raised to the same on the next start.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ prepare: async (database) => void (await seedDemoData(database.db)) });
});
afterAll(async () => {
  await server?.close();
});

describe('the dashboard key of npm start', () => {
  it('is made with DASHBOARD_KEY_RATE_LIMIT a minute, and an older one at the API default is raised on the next start', async () => {
    const db = server.running.database.db;
    const config = loadConfig({ DATA_DIR: server.database.dataDir, DATABASE_URL: server.database.url });
    const limitOf = async (key: string) =>
      (
        await db
          .select()
          .from(apiKeys)
          .where(eq(apiKeys.keyHash, hashSecret(key)))
      )[0]!.rateLimitPerMinute;

    const secrets = await ensureDashboardSecrets(db, config, () => {});
    expect(DASHBOARD_KEY_RATE_LIMIT).toBe(6000);
    expect(await limitOf(secrets.api_key!)).toBe(DASHBOARD_KEY_RATE_LIMIT);

    await db
      .update(apiKeys)
      .set({ rateLimitPerMinute: null })
      .where(eq(apiKeys.keyHash, hashSecret(secrets.api_key!)));
    expect(await ensureDashboardSecrets(db, config, () => {})).toEqual(secrets);
    expect(await limitOf(secrets.api_key!)).toBe(DASHBOARD_KEY_RATE_LIMIT);

    // A limit an operator set higher stays.
    await db
      .update(apiKeys)
      .set({ rateLimitPerMinute: 20_000 })
      .where(eq(apiKeys.keyHash, hashSecret(secrets.api_key!)));
    await ensureDashboardSecrets(db, config, () => {});
    expect(await limitOf(secrets.api_key!)).toBe(20_000);
  });

  it('gets the scopes a newer dashboard uses (scim:manage) when an older data directory is started again', async () => {
    const db = server.running.database.db;
    const config = loadConfig({ DATA_DIR: server.database.dataDir, DATABASE_URL: server.database.url });
    const secrets = await ensureDashboardSecrets(db, config, () => {});
    const where = eq(apiKeys.keyHash, hashSecret(secrets.api_key!));
    await db
      .update(apiKeys)
      .set({ scopes: SCOPES.filter((scope) => scope !== 'scim:manage') })
      .where(where);
    await ensureDashboardSecrets(db, config, () => {});
    expect((await db.select().from(apiKeys).where(where))[0]!.scopes).toEqual([...SCOPES]);
  });
});

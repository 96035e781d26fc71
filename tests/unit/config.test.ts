import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/server/config';

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 4000,
      DATA_DIR: './data',
      RATE_LIMIT_PER_MINUTE: 600,
      WORKER_IN_PROCESS: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('parses values and treats empty strings as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      WORKER_IN_PROCESS: 'false',
      DATABASE_URL: '',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config.PORT).toBe(8080);
    expect(config.WORKER_IN_PROCESS).toBe(false);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('refuses the benchmark-only switch that turns the audit log off in production', () => {
    expect(loadConfig({ BENCHMARK_AUDIT_LOG_OFF: 'true' }).BENCHMARK_AUDIT_LOG_OFF).toBe(true);
    expect(loadConfig({}).BENCHMARK_AUDIT_LOG_OFF).toBe(false);
    expect(() => loadConfig({ BENCHMARK_AUDIT_LOG_OFF: 'true', NODE_ENV: 'production' })).toThrow(
      /BENCHMARK_AUDIT_LOG_OFF: turns the audit log off for a benchmark and is refused with NODE_ENV=production/,
    );
  });

  it('names every bad variable and what it expects', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://localhost/x',
        RATE_LIMIT_PER_MINUTE: '-3',
        OPERATOR_TOKEN: 'short',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.find((problem) => problem.startsWith('PORT:'))).toContain('"eighty"');
    expect(problems.find((problem) => problem.startsWith('DATABASE_URL:'))).toContain('postgres://');
    expect(problems.find((problem) => problem.startsWith('RATE_LIMIT_PER_MINUTE:'))).toContain('positive');
    // Secrets are not echoed back.
    expect(problems.find((problem) => problem.startsWith('OPERATOR_TOKEN:'))).not.toContain('short');
  });

  it('derives the Redis key prefix from the database name unless REDIS_PREFIX is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db.internal:5432/loadout_prod' }).redisPrefix).toBe(
      'loadout:loadout_prod:',
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db.internal:5432' }).redisPrefix).toBe('loadout:app:');
    expect(loadConfig({ DATA_DIR: '/srv/a' }).redisPrefix).toMatch(/^loadout:embedded-[0-9a-f]{12}:$/);
    expect(loadConfig({ DATA_DIR: '/srv/a' }).redisPrefix).not.toBe(loadConfig({ DATA_DIR: '/srv/b' }).redisPrefix);
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db/x', REDIS_PREFIX: 'acme:eu:' }).redisPrefix).toBe('acme:eu:');
    expect(() => loadConfig({ REDIS_PREFIX: 'has spaces' })).toThrow(/REDIS_PREFIX/);
  });
});

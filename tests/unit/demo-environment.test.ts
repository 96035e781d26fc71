import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { dashboardEnvironment } from '@/server/demo/dashboard';
import { DEMO_WEBHOOK_ALLOWED_HOSTS, withDemoDefaults } from '@/server/demo/environment';
import { parseAllowList } from '@/server/webhooks/ssrf';

const SECRETS = {
  api_key: 'lo_live_x',
  operator_token: 'lo_op_x',
  nextauth_secret: 's'.repeat(43),
  company_name: 'Acme',
};

describe('the environment of npm start (server/demo/environment.ts)', () => {
  it('lets webhooks go to loopback receivers unless WEBHOOK_ALLOWED_HOSTS is set', () => {
    expect(DEMO_WEBHOOK_ALLOWED_HOSTS).toBe('localhost,127.0.0.1,::1');
    expect(loadConfig(withDemoDefaults({})).WEBHOOK_ALLOWED_HOSTS).toBe('localhost,127.0.0.1,::1');
    expect(loadConfig(withDemoDefaults({ WEBHOOK_ALLOWED_HOSTS: '' })).WEBHOOK_ALLOWED_HOSTS).toBe(
      'localhost,127.0.0.1,::1',
    );
    expect(loadConfig(withDemoDefaults({ WEBHOOK_ALLOWED_HOSTS: 'hooks.internal' })).WEBHOOK_ALLOWED_HOSTS).toBe(
      'hooks.internal',
    );
    expect([...parseAllowList(DEMO_WEBHOOK_ALLOWED_HOSTS).hosts]).toEqual(['localhost', '127.0.0.1', '::1']);
    // `npm run api` reads the environment as it is.
    expect(loadConfig({}).WEBHOOK_ALLOWED_HOSTS).toBeUndefined();
  });

  it('tells the dashboard its loopback URL for the built-in webhook test receiver', () => {
    const env = (vars: Record<string, string>) =>
      dashboardEnvironment(loadConfig({ DASHBOARD_PORT: '3520', ...vars }), SECRETS, 'http://127.0.0.1:4520', {
        PATH: '/usr/bin',
      });
    expect(env({}).LOADOUT_DEMO_RECEIVER_URL).toBe('http://127.0.0.1:3520');
    expect(env({ HOST: '0.0.0.0', DASHBOARD_URL: 'https://loadout.example.com' })).toMatchObject({
      LOADOUT_DEMO_RECEIVER_URL: 'http://127.0.0.1:3520',
      NEXTAUTH_URL: 'https://loadout.example.com',
    });
    expect(env({ HOST: '::1' }).LOADOUT_DEMO_RECEIVER_URL).toBe('http://[::1]:3520');
    // Listening on one outside interface only, the dashboard cannot be reached on loopback: no test receiver.
    expect(env({ HOST: '10.0.0.5' })).not.toHaveProperty('LOADOUT_DEMO_RECEIVER_URL');
    expect(env({})).toMatchObject({
      PATH: '/usr/bin',
      LOADOUT_API_URL: 'http://127.0.0.1:4520',
      LOADOUT_API_KEY: 'lo_live_x',
      NEXTAUTH_URL: 'http://127.0.0.1:3520',
    });
  });
});

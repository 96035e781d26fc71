import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { can, canSeePage, landingFor, navigationFor, pageFor } from '@/lib/auth/roles';
import { findUserByPassword, readUsersFile, upsertUser } from '@/lib/auth/users-file';

describe('dashboard passwords', () => {
  it('hashes with a random salt and verifies only the right password', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^scrypt:16384:8:1:/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('correct horsE', first)).toBe(false);
    expect(await verifyPassword('correct horse', 'correct horse')).toBe(false);
  });
});

describe('dashboard users file', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-users-')), 'users.json');

  it('stores hashes only, readable by the owner, and finds users by e-mail and password', async () => {
    await upsertUser(file, { email: 'Ada@Acme.example', name: 'Ada', role: 'manager', password: 'secret-1' });
    await upsertUser(file, { email: 'ada@acme.example', name: 'Ada L.', role: 'it_staff', password: 'secret-2' });
    const text = fs.readFileSync(file, 'utf8');
    expect(text).not.toContain('secret-');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(readUsersFile(file)).toEqual([
      expect.objectContaining({ email: 'ada@acme.example', name: 'Ada L.', role: 'it_staff' }),
    ]);
    expect(await findUserByPassword(file, ' ADA@acme.example ', 'secret-2')).toMatchObject({ role: 'it_staff' });
    expect(await findUserByPassword(file, 'ada@acme.example', 'secret-1')).toBeNull();
    expect(await findUserByPassword(file, 'nobody@acme.example', 'secret-2')).toBeNull();
  });

  it('npm run operator -- add-dashboard-user writes a user that can sign in', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-cli-'));
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'server/cli/operator.ts', 'add-dashboard-user', 'kim@acme.example', 'Kim Lee', 'manager'],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      },
    );
    const password = /shown only now: (\S+)/.exec(output)?.[1];
    expect(password).toBeTruthy();
    return expect(
      findUserByPassword(path.join(dataDir, 'dashboard-users.json'), 'kim@acme.example', password!),
    ).resolves.toMatchObject({ role: 'manager', name: 'Kim Lee' });
  });

  it('refuses a file with a plaintext password or an unknown role, saying what is wrong', () => {
    fs.writeFileSync(
      file,
      JSON.stringify({ users: [{ email: 'a@b.example', name: 'A', role: 'admin', password_hash: 'hunter2' }] }),
    );
    expect(() => readUsersFile(file)).toThrow(/users\.0\.role.*users\.0\.password_hash: must be a scrypt hash/s);
  });
});

describe('dashboard roles', () => {
  it('IT staff do everything, managers read and decide, support reads, operators only operate', () => {
    expect(['read', 'decide_quote_items', 'write', 'operate'].map((p) => can('it_staff', p as never))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(['read', 'decide_quote_items', 'write', 'operate'].map((p) => can('manager', p as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(['read', 'decide_quote_items', 'write', 'operate'].map((p) => can('support', p as never))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(['read', 'decide_quote_items', 'write', 'operate'].map((p) => can('operator', p as never))).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(
      ['it_staff', 'manager', 'support', 'operator'].map((role) => can(role as never, 'comment_on_quotes')),
    ).toEqual([true, true, false, false]);
    expect(navigationFor('operator').every((item) => item.href.startsWith('/operator'))).toBe(true);
    expect(navigationFor('support').map((item) => item.href)).not.toContain('/webhooks');
  });

  it('decides who may open a page by its own entry or its closest parent', () => {
    expect(pageFor('/quotes/0c4f7a52-2d9c-4f43-9d7b-1a2b3c4d5e6f')?.href).toBe('/quotes');
    expect(pageFor('/quotes/new?from=catalog')?.href).toBe('/quotes/new');
    expect(pageFor('/operator/quotes/abc')?.href).toBe('/operator');
    expect(pageFor('/')?.href).toBe('/');
    expect(pageFor('/nowhere')).toBeUndefined();
    expect(canSeePage('manager', '/quotes/abc')).toBe(true);
    expect(canSeePage('manager', '/quotes/new')).toBe(false);
    expect(canSeePage('support', '/webhooks/abc')).toBe(false);
    expect(canSeePage('operator', '/')).toBe(false);
    expect(canSeePage('it_staff', '/operator/outbox')).toBe(false);
  });

  it('after signing in, sends a role to the page it asked for only when it may open it', () => {
    expect(landingFor('operator', '/quotes')).toBe('/operator');
    expect(landingFor('operator', '/operator/outbox')).toBe('/operator/outbox');
    expect(landingFor('support', '/webhooks')).toBe('/');
    expect(landingFor('manager', '/quotes?status=quoted')).toBe('/quotes?status=quoted');
    expect(landingFor('it_staff', undefined)).toBe('/');
  });
});

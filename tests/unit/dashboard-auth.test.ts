import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { can, navigationFor } from '@/lib/auth/roles';
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
    expect(readUsersFile(file)).toEqual([expect.objectContaining({ email: 'ada@acme.example', name: 'Ada L.', role: 'it_staff' })]);
    expect(await findUserByPassword(file, ' ADA@acme.example ', 'secret-2')).toMatchObject({ role: 'it_staff' });
    expect(await findUserByPassword(file, 'ada@acme.example', 'secret-1')).toBeNull();
    expect(await findUserByPassword(file, 'nobody@acme.example', 'secret-2')).toBeNull();
  });

  it('npm run operator -- add-dashboard-user writes a user that can sign in', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-cli-'));
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/operator.ts', 'add-dashboard-user', 'kim@acme.example', 'Kim Lee', 'manager'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    const password = /shown only now: (\S+)/.exec(output)?.[1];
    expect(password).toBeTruthy();
    return expect(findUserByPassword(path.join(dataDir, 'dashboard-users.json'), 'kim@acme.example', password!)).resolves.toMatchObject({ role: 'manager', name: 'Kim Lee' });
  });

  it('refuses a file with a plaintext password or an unknown role, saying what is wrong', () => {
    fs.writeFileSync(file, JSON.stringify({ users: [{ email: 'a@b.example', name: 'A', role: 'admin', password_hash: 'hunter2' }] }));
    expect(() => readUsersFile(file)).toThrow(/users\.0\.role.*users\.0\.password_hash: must be a scrypt hash/s);
  });
});

describe('dashboard roles', () => {
  it('IT staff do everything, managers read and decide, support reads, operators only operate', () => {
    expect(['read', 'decide_quote_items', 'write', 'operate'].map((p) => can('it_staff', p as never))).toEqual([true, true, true, false]);
    expect(['read', 'decide_quote_items', 'write', 'operate'].map((p) => can('manager', p as never))).toEqual([true, true, false, false]);
    expect(['read', 'decide_quote_items', 'write', 'operate'].map((p) => can('support', p as never))).toEqual([true, false, false, false]);
    expect(['read', 'decide_quote_items', 'write', 'operate'].map((p) => can('operator', p as never))).toEqual([false, false, false, true]);
    expect(navigationFor('operator').every((item) => item.href.startsWith('/operator'))).toBe(true);
    expect(navigationFor('support').map((item) => item.href)).not.toContain('/webhooks');
  });
});

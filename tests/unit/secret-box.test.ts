import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateKeyFile, parseSecretKey, SecretBox } from '@/server/webhooks/secret-box';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function flipFirstChar(part: string): string {
  return `${part[0] === 'A' ? 'B' : 'A'}${part.slice(1)}`;
}

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('round-trips a secret', () => {
    const sealed = box.seal(SECRET);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(sealed).not.toContain(SECRET);
    expect(box.open(sealed)).toBe(SECRET);
  });

  it('round-trips an empty string and non-ASCII text', () => {
    expect(box.open(box.seal(''))).toBe('');
    expect(box.open(box.seal('clé → 秘密'))).toBe('clé → 秘密');
  });

  it('seals the same text differently each time', () => {
    expect(box.seal(SECRET)).not.toBe(box.seal(SECRET));
  });

  it.each([
    ['version', 0],
    ['iv', 1],
    ['ciphertext', 2],
    ['tag', 3],
  ])('refuses a sealed string with a tampered %s', (_part, index) => {
    const parts = box.seal(SECRET).split('.');
    parts[index] = flipFirstChar(parts[index] ?? '');
    expect(() => box.open(parts.join('.'))).toThrow();
  });

  it('refuses a changed last character, extra parts and truncation', () => {
    const sealed = box.seal(SECRET);
    const lastChanged = `${sealed.slice(0, -1)}${sealed.endsWith('A') ? 'B' : 'A'}`;
    expect(() => box.open(lastChanged)).toThrow();
    expect(() => box.open(`${sealed}.AAAA`)).toThrow('malformed');
    expect(() => box.open(sealed.split('.').slice(0, 3).join('.'))).toThrow('malformed');
  });

  it('refuses a string sealed under another key', () => {
    const sealed = new SecretBox(randomBytes(32)).seal(SECRET);
    expect(() => box.open(sealed)).toThrow('different WEBHOOK_SECRET_KEY');
  });

  it('refuses an unknown version', () => {
    const sealed = box.seal(SECRET).replace(/^v1\./, 'v2.');
    expect(() => box.open(sealed)).toThrow('unknown version "v2"');
  });

  it('needs a 32-byte key', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow('32 bytes');
  });
});

describe('parseSecretKey', () => {
  it('accepts 32 bytes in base64 or hex', () => {
    const key = randomBytes(32);
    expect(parseSecretKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretKey(` ${key.toString('base64')}\n`)).toEqual(key);
    expect(parseSecretKey(key.toString('hex'))).toEqual(key);
  });

  it('rejects a 16-byte key, naming the variable and how to generate one', () => {
    expect(() => parseSecretKey(randomBytes(16).toString('base64'))).toThrow(/WEBHOOK_SECRET_KEY.*16 bytes/);
    expect(() => parseSecretKey(randomBytes(16).toString('base64'))).toThrow('openssl rand -base64 32');
  });

  it('rejects text that is not base64', () => {
    expect(() => parseSecretKey('not a key!')).toThrow('WEBHOOK_SECRET_KEY');
  });
});

describe('loadOrCreateKeyFile', () => {
  const directories: string[] = [];

  afterEach(() => {
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
  });

  it('creates a 0600 key file with its parent directories, then returns the same key', () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'loadout-key-'));
    directories.push(directory);
    const file = path.join(directory, 'nested', 'webhook-secret.key');
    const key = loadOrCreateKeyFile(file);
    expect(key).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseSecretKey(readFileSync(file, 'utf8'))).toEqual(key);
    expect(loadOrCreateKeyFile(file)).toEqual(key);
  });
});

import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_HELP = 'Generate one with: openssl rand -base64 32';

function decodeCanonical(part: string, encoding: 'base64' | 'base64url' | 'hex'): Buffer | null {
  const bytes = Buffer.from(part, encoding);
  return bytes.toString(encoding) === part ? bytes : null;
}

const MALFORMED = 'Sealed secret is malformed: expected v1.<iv>.<ciphertext>.<tag> in base64url';

function decodePart(part: string, expectedLength?: number): Buffer {
  const bytes = decodeCanonical(part, 'base64url');
  if (!bytes || (expectedLength !== undefined && bytes.length !== expectedLength)) throw new Error(MALFORMED);
  return bytes;
}

/** AES-256-GCM encryption of webhook secrets at rest, as versioned `v1.<iv>.<ciphertext>.<tag>` strings. */
export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`SecretBox key must be ${KEY_BYTES} bytes, got ${key.length}`);
    this.#key = Buffer.from(key);
  }

  /**
   * HMAC-SHA256 (base64url) of `message` under a key derived from this one for `purpose` alone (HKDF), so that a
   * signature made for one purpose (say export download URLs) is worthless for any other.
   */
  sign(purpose: string, message: string): string {
    const key = Buffer.from(hkdfSync('sha256', this.#key, Buffer.alloc(0), `loadout:${purpose}`, KEY_BYTES));
    return createHmac('sha256', key).update(message).digest('base64url');
  }

  /** Encrypts with a fresh random IV, so sealing the same text twice gives different strings. */
  seal(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.#key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(VERSION));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, ciphertext, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** Decrypts a sealed string; throws when it was altered, sealed under another key or has an unknown version. */
  open(sealed: string): string {
    const parts = sealed.split('.');
    const [version = '', ivPart = '', ciphertextPart = '', tagPart = ''] = parts;
    if (!/^v\d+$/.test(version)) throw new Error(MALFORMED);
    if (version !== VERSION) throw new Error(`Sealed secret has unknown version "${version}"; expected ${VERSION}`);
    if (parts.length !== 4) throw new Error(MALFORMED);
    const decipher = createDecipheriv(ALGORITHM, this.#key, decodePart(ivPart, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(VERSION));
    decipher.setAuthTag(decodePart(tagPart, TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(decodePart(ciphertextPart)), decipher.final()]).toString('utf8');
    } catch {
      throw new Error(
        'Sealed secret could not be opened: it was altered or sealed under a different WEBHOOK_SECRET_KEY',
      );
    }
  }
}

/** Parses WEBHOOK_SECRET_KEY: exactly 32 bytes as base64 (or 64 hex characters). */
export function parseSecretKey(value: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : (decodeCanonical(text, 'base64') ?? decodeCanonical(text, 'base64url'));
  if (!key || key.length !== KEY_BYTES) {
    const got = key ? `${key.length} bytes` : 'a value that is not base64 or hex';
    throw new Error(
      `WEBHOOK_SECRET_KEY must be ${KEY_BYTES} bytes in base64 (or 64 hex characters), got ${got}. ${KEY_HELP}`,
    );
  }
  return key;
}

function readKeyFile(path: string): Buffer | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    return parseSecretKey(text);
  } catch (error) {
    throw new Error(`Key file ${path} is invalid: ${(error as Error).message}`);
  }
}

function createKeyFile(path: string): Buffer | null {
  const key = randomBytes(KEY_BYTES);
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(path, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw error;
  }
  chmodSync(path, 0o600);
  return key;
}

/** Reads the base64 key file, or creates it (mode 0600) when absent; the embedded default under DATA_DIR. */
export function loadOrCreateKeyFile(path: string): Buffer {
  const key = readKeyFile(path) ?? createKeyFile(path) ?? readKeyFile(path);
  if (!key) throw new Error(`Key file ${path} could not be read or created`);
  return key;
}

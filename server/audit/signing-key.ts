import { createHash, createPrivateKey, createPublicKey, randomBytes, type KeyObject } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The key that signs the audit chains' checkpoints: Ed25519, held outside the database. */
export type AuditSigningKey = {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The first 16 hex characters of the SHA-256 of the raw 32-byte public key; checkpoints name the key by it. */
  keyId: string;
};

const SEED_BYTES = 32;
// PKCS #8 wrapping of a raw Ed25519 seed (RFC 8410): this prefix, then the 32 bytes.
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const HELP =
  "Generate one with `node -e \"console.log(require('crypto').randomBytes(32).toString('base64'))\"` and keep it out of the database’s backups.";

/** AUDIT_SIGNING_KEY: a 32-byte Ed25519 seed as base64 (or 64 hex characters). */
export function parseAuditSigningKey(value: string, source = 'AUDIT_SIGNING_KEY'): AuditSigningKey {
  const text = value.trim();
  const seed = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (seed.length !== SEED_BYTES || (!/^[0-9a-fA-F]{64}$/.test(text) && seed.toString('base64') !== text)) {
    throw new Error(`${source} must be a 32-byte Ed25519 seed in base64 (or 64 hex characters). ${HELP}`);
  }
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(privateKey);
  return { privateKey, publicKey, keyId: keyIdOf(publicKey) };
}

/** The raw 32 bytes of an Ed25519 public key. */
export function rawPublicKey(publicKey: KeyObject): Buffer {
  return Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
}

function keyIdOf(publicKey: KeyObject): string {
  return createHash('sha256').update(rawPublicKey(publicKey)).digest('hex').slice(0, 16);
}

/** The key file, created (mode 0600, in a 0700 folder) with a new random seed when absent and `create` allows. */
function loadSeedFile(file: string, create: boolean): AuditSigningKey | null {
  try {
    return parseAuditSigningKey(readFileSync(file, 'utf8'), `Key file ${file}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (!create) return null;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, `${randomBytes(SEED_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  } catch (error) {
    // Another process created it meanwhile: read theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseAuditSigningKey(readFileSync(file, 'utf8'), `Key file ${file}`);
}

/**
 * AUDIT_SIGNING_KEY, else AUDIT_SIGNING_KEY_FILE, else for the embedded default a key file generated under
 * DATA_DIR/secrets on first start. Every instance of a deployment must use the same key.
 */
export function loadAuditSigningKey(config: SigningKeyConfig): AuditSigningKey {
  return findAuditSigningKey(config, true)!;
}

/** The key as loadAuditSigningKey finds it, without creating one (null when there is none yet). */
export function findAuditSigningKey(config: SigningKeyConfig, create = false): AuditSigningKey | null {
  if (config.AUDIT_SIGNING_KEY) return parseAuditSigningKey(config.AUDIT_SIGNING_KEY);
  return loadSeedFile(keyFileOf(config), create);
}

type SigningKeyConfig = { AUDIT_SIGNING_KEY?: string; AUDIT_SIGNING_KEY_FILE?: string; dataDir: string };

export const keyFileOf = (config: SigningKeyConfig) =>
  config.AUDIT_SIGNING_KEY_FILE ?? path.join(config.dataDir, 'secrets', 'audit-signing.key');

import { hash, randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 43 base62 characters carry 256 bits of randomness. */
const RANDOM_LENGTH = 43;

export const API_KEY_PATTERN = /^lo_(live|test)_[0-9A-Za-z]{32,128}$/;
export const OPERATOR_TOKEN_PATTERN = /^lo_op_[0-9A-Za-z]{32,128}$/;
export const SCIM_TOKEN_PATTERN = /^lo_scim_(live|test)_[0-9A-Za-z]{32,128}$/;

/** Uniform base62 string from the CSPRNG (rejection sampling keeps every character equally likely). */
export function randomBase62(length = RANDOM_LENGTH): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function generateApiKey(livemode: boolean): string {
  return `lo_${livemode ? 'live' : 'test'}_${randomBase62()}`;
}

export function generateScimToken(livemode: boolean): string {
  return `lo_scim_${livemode ? 'live' : 'test'}_${randomBase62()}`;
}

export function generateOperatorToken(): string {
  return `lo_op_${randomBase62()}`;
}

/** Keys carry 256 random bits, so a fast hash is enough to make a stolen table useless. */
export function hashSecret(secret: string): string {
  // One-shot hashing: every authenticated request hashes its key, and this skips building a Hash object.
  return hash('sha256', secret, 'hex');
}

export function displayKey(prefix: string, suffix: string): string {
  return `${prefix}…${suffix}`;
}

import { hash, randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIXES,
  API_KEY_SHAPE,
  OPERATOR_TOKEN_PREFIX,
  OPERATOR_TOKEN_SHAPE,
  SCIM_TOKEN_PREFIXES,
  SCIM_TOKEN_SHAPE,
  wholeCredentialPattern,
} from '../core/credential-shapes';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 43 base62 characters carry 256 bits of randomness. */
const RANDOM_LENGTH = 43;

export const API_KEY_PATTERN = wholeCredentialPattern(API_KEY_SHAPE);
export const OPERATOR_TOKEN_PATTERN = wholeCredentialPattern(OPERATOR_TOKEN_SHAPE);
export const SCIM_TOKEN_PATTERN = wholeCredentialPattern(SCIM_TOKEN_SHAPE);

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
  return `${API_KEY_PREFIXES[livemode ? 'live' : 'test']}${randomBase62()}`;
}

export function generateScimToken(livemode: boolean): string {
  return `${SCIM_TOKEN_PREFIXES[livemode ? 'live' : 'test']}${randomBase62()}`;
}

export function generateOperatorToken(): string {
  return `${OPERATOR_TOKEN_PREFIX}${randomBase62()}`;
}

/** Keys carry 256 random bits, so a fast hash is enough to make a stolen table useless. */
export function hashSecret(secret: string): string {
  // One-shot hashing: every authenticated request hashes its key, and this skips building a Hash object.
  return hash('sha256', secret, 'hex');
}

export function displayKey(prefix: string, suffix: string): string {
  return `${prefix}…${suffix}`;
}

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  API_KEY_PATTERN,
  generateApiKey,
  generateOperatorToken,
  generateScimToken,
  OPERATOR_TOKEN_PATTERN,
  SCIM_TOKEN_PATTERN,
} from '@/server/access/credentials';
import { CREDENTIAL_SHAPES, REDACTED } from '@/server/core/credential-shapes';
import { downloadUrl } from '@/server/exports/service';
import { redactSecrets } from '@/server/log-redaction';
import { redactBody, redactPath } from '@/server/request-log/redact';
import { SecretBox } from '@/server/webhooks/secret-box';
import { generateWebhookSecret } from '@/server/webhooks/signing';

// The one list of credential shapes, against credentials made by the code that issues them: each one, wherever it is
// pasted (a URL's path or query, a JSON body, a log message), comes out redacted by every redactor.

/** For each shape of the list, credentials issued the way Loadout issues them, and the URL or text that carries one. */
const ISSUED: Record<string, () => { secret: string; carriers: string[] }[]> = {
  'API key': () =>
    [generateApiKey(true), generateApiKey(false)].map((secret) => ({ secret, carriers: carriersOf(secret) })),
  'SCIM token': () =>
    [generateScimToken(true), generateScimToken(false)].map((secret) => ({ secret, carriers: carriersOf(secret) })),
  'operator token': () => [generateOperatorToken()].map((secret) => ({ secret, carriers: carriersOf(secret) })),
  'webhook signing secret': () =>
    Array.from({ length: 20 }, generateWebhookSecret).map((secret) => ({ secret, carriers: carriersOf(secret) })),
  "new hire's choice-link token": () =>
    Array.from({ length: 20 }, () => randomBytes(32).toString('base64url')).map((secret) => ({
      secret,
      carriers: [
        `/api/v1/onboarding-choices/${secret}`,
        `/api/v1/onboarding-choices/${encodeURIComponent(secret)}?x=1`,
        `Open https://dash.example/choose/${secret} before Monday`,
      ],
    })),
  'export download signature': () => {
    const url = downloadUrl(
      new SecretBox(randomBytes(32)),
      'https://api.example',
      '019abf3c-2e10-7a4c-8000-000000000000',
      new Date(Date.now() + 60_000),
    );
    return [{ secret: new URL(url).searchParams.get('signature')!, carriers: [url, new URL(url).search] }];
  },
};

/** A prefixed credential where it turns up: a query value (as sent, and percent-encoded), prose, a JSON field. */
function carriersOf(secret: string) {
  return [
    `/api/v1/assets?note=${secret}&limit=5`,
    `/api/v1/assets?note=${encodeURIComponent(secret)}&limit=5`,
    `pasted ${secret} by mistake`,
    JSON.stringify({ comments: `see ${secret}`, nested: { value: secret } }),
  ];
}

const REDACTORS = { redactSecrets, redactBody, redactPath };

describe('CREDENTIAL_SHAPES', () => {
  it('lists every kind of credential Loadout issues, each with a generator in this test', () => {
    expect(CREDENTIAL_SHAPES.map((shape) => shape.name).sort()).toEqual(Object.keys(ISSUED).sort());
  });

  for (const shape of CREDENTIAL_SHAPES) {
    it(`${shape.name}: redacted by every redactor wherever it appears`, () => {
      for (const { secret, carriers } of ISSUED[shape.name]!()) {
        for (const carrier of carriers) {
          for (const [name, redact] of Object.entries(REDACTORS)) {
            const out = redact(carrier);
            expect(out, `${name}(${carrier})`).toContain(REDACTED);
            // Nor any run of 12 characters of it, whether as issued or percent-encoded.
            for (const form of [secret, encodeURIComponent(secret)])
              for (let at = 0; at + 12 <= form.length; at += 6)
                expect(out, `${name}(${carrier})`).not.toContain(form.slice(at, at + 12));
          }
        }
      }
    });
  }

  it('checks whole credentials with the patterns the same list gives', () => {
    expect(API_KEY_PATTERN.test(generateApiKey(true))).toBe(true);
    expect(API_KEY_PATTERN.test(generateScimToken(true))).toBe(false);
    expect(SCIM_TOKEN_PATTERN.test(generateScimToken(false))).toBe(true);
    expect(SCIM_TOKEN_PATTERN.test(generateApiKey(false))).toBe(false);
    expect(OPERATOR_TOKEN_PATTERN.test(generateOperatorToken())).toBe(true);
    expect(OPERATOR_TOKEN_PATTERN.test(`${generateOperatorToken()}!`)).toBe(false);
  });

  it('leaves ordinary text, ids and paths alone', () => {
    for (const text of [
      '/api/v1/quotes/019abf3c-2e10-7a4c-8000-000000000000?limit=5',
      '/api/v1/onboarding-cases/019abf3c-2e10-7a4c-8000-000000000000/submit',
      'a hello_world, and whsec_ on its own',
    ])
      expect(redactSecrets(text)).toBe(text);
  });
});

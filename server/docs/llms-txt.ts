import { curlScript, MCP_SETUP, QUICK_START_FLOWS, QUICK_START_INTRO } from './quick-start';

const GUIDANCE = [
  'Authenticate every request with `Authorization: Bearer <key>`. Keys starting `lo_test_` act on the sandbox (every object has `livemode: false`); `lo_live_` keys act on real orders. Build and test with a test key.',
  'A response is `{"data": …}`; a list adds `meta.has_more` and `meta.next_cursor` (pass it back as `cursor`; `limit` 1–100). An error is `{"error": {"code", "message", "details"}}`: branch on `code` (`VALIDATION_ERROR` 400 with `details[].path`, `UNAUTHORIZED` 401, `FORBIDDEN` 403 for a missing scope, `NOT_FOUND` 404, `CONFLICT` 409, `RATE_LIMITED` 429).',
  'Send an `Idempotency-Key` header (a UUID) on every POST and reuse it when you retry: the first response is replayed with `Idempotent-Replayed: true`, so nothing is created twice.',
  'On 429 or 503 wait the `Retry-After` seconds. Every response carries `X-Request-Id` and the `X-RateLimit-*` headers.',
  'Creating a quote answers 202 with every `price` null: Loadout prices it later (webhook `quote.pending`, or poll `GET /api/v1/quotes/{id}`). Accept or reject each item or alternative with `PATCH /api/v1/quotes/{id}/items/{itemId}`; an accept needs `recipients`.',
  'A device in the inventory (`GET /api/v1/assets?search=<serial>` finds it) takes `POST /api/v1/device-actions`; any other device takes `POST /api/v1/device-actions/external` with its `model`, `type` and `country`. `Assign` and `Reassign` need `new_recipient`.',
  '`country` is free-form and returned as sent (`Germany`, `UK`, `DE`); the read-only `country_code` beside it is the ISO 3166-1 alpha-2 code recognised in it, or null. Timestamps are ISO 8601 UTC; money is a JSON number plus `currency`. Unknown body fields are refused with 400, so check field names against the OpenAPI document.',
];

/** `GET /llms.txt` (https://llmstxt.org): what an AI agent needs to call the API, and where the full reference is. */
export function renderLlmsTxt(publicBaseUrl: string | undefined): string {
  const base = (publicBaseUrl ?? '').replace(/\/+$/, '');
  const flows = QUICK_START_FLOWS.map((flow) =>
    [
      `**Quick start: ${flow.title}.** ${flow.summary}`,
      fenced('sh', curlScript(flow)),
      'With the TypeScript SDK:',
      fenced('ts', flow.sdk),
      `With an MCP client (set-up below): ${flow.mcp}`,
    ].join('\n\n'),
  );
  return (
    [
      '# Loadout procurement API',
      "> JSON REST API for a company's IT team: procure hardware through quotes (created by you, priced by Loadout, then each item accepted or rejected) and move devices between employees and storage with device actions (Store, Assign, Reassign). Every path is under `/api/v1`; events arrive by signed webhooks.",
      GUIDANCE.map((line) => `- ${line}`).join('\n'),
      QUICK_START_INTRO,
      ...flows,
      `**MCP set-up.** ${MCP_SETUP.intro}`,
      fenced('json', MCP_SETUP.stdioConfig),
      fenced('sh', MCP_SETUP.http),
      '## Docs',
      [
        `- [OpenAPI 3.1 document](${base}/api/v1/openapi.json): every operation with its operationId (\`quotes.create\`, \`deviceActions.create\`, …), scopes, request and response schemas and examples`,
        `- [API reference](${base}/api/v1/docs): the same operations for people, with guides on authentication, errors, rate limits, pagination, idempotency, webhooks and testing`,
      ].join('\n'),
      '## Optional',
      [
        `- [Quick start](${base}/api/v1/docs/guides#quick-start): the quick start above as a web page, curl, SDK and MCP side by side`,
        `- [Testing your integration](${base}/api/v1/docs/guides#testing): every sandbox test helper and the events each one sends`,
        `- [Changelog](${base}/api/v1/docs/guides#changelog): what changed in v1, newest first`,
      ].join('\n'),
    ].join('\n\n') + '\n'
  );
}

function fenced(language: string, code: string): string {
  return `\`\`\`${language}\n${code}\n\`\`\``;
}

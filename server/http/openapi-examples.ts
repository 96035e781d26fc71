import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { OpenAPIV3_1 } from 'openapi-types';

/** One recorded call of an operation: its request body (if any), status and answer (none for 204). */
export type OperationExample = { status: string; request?: unknown; response?: unknown };
export type RecordedExamples = { public: Record<string, OperationExample>; operator: Record<string, OperationExample> };

/** Written by `npm run api:examples` from a walk through the demo data; read when the documents are built. */
export const EXAMPLES_FILE = fileURLToPath(new URL('./openapi-examples.json', import.meta.url));

let loaded: RecordedExamples | undefined;

export function recordedExamples(): RecordedExamples {
  loaded ??= JSON.parse(fs.readFileSync(EXAMPLES_FILE, 'utf8')) as RecordedExamples;
  return loaded;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Puts each operation's recorded request body and answer into its JSON media types, by operationId. */
export function attachExamples(document: OpenAPIV3_1.Document, examples: Record<string, OperationExample>) {
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = pathItem?.[method];
      const example = operation?.operationId ? examples[operation.operationId] : undefined;
      if (!operation || !example) continue;
      const requestMedia = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.[
        'application/json'
      ];
      if (requestMedia && example.request !== undefined) requestMedia.example = example.request;
      const responseMedia = (operation.responses?.[example.status] as OpenAPIV3_1.ResponseObject | undefined)
        ?.content?.['application/json'];
      if (responseMedia && example.response !== undefined) responseMedia.example = example.response;
    }
  }
}

import openapiTS, { astToString } from 'openapi-typescript';

/** Where the generated types of each OpenAPI document live, and where the API serves the document. */
export const API_TYPE_FILES = [
  {
    documentPath: '/api/v1/openapi.json',
    file: 'lib/api/generated/public-api.d.ts',
    needsOperatorToken: false,
    isSuccessOnly: false,
  },
  {
    documentPath: '/operator/v1/openapi.json',
    file: 'lib/api/generated/operator-api.d.ts',
    needsOperatorToken: true,
    isSuccessOnly: false,
  },
  // The SDK's types (sdk/src/types.ts names them): a .ts file, so that its declarations are emitted into the package,
  // and success responses only (errors are the SDK's typed errors), which keeps them a quarter of the size.
  {
    documentPath: '/api/v1/openapi.json',
    file: 'sdk/src/generated/public-api.ts',
    needsOperatorToken: false,
    isSuccessOnly: true,
  },
] as const;

export type RenderOptions = { isSuccessOnly?: boolean };

const HEADER = `// Generated from the OpenAPI document the API serves. Do not edit: run \`npm run api:types\`.\n\n`;

/** The TypeScript declarations openapi-fetch is typed with, for one OpenAPI document. */
export async function renderApiTypes(document: object, options: RenderOptions = {}): Promise<string> {
  // Examples belong to the reference, not to the types: without them the declarations stay short.
  const withoutExamples = JSON.parse(JSON.stringify(document), (key, value: unknown) =>
    key === 'example' ? undefined : value,
  ) as object;
  if (options.isSuccessOnly) keepSuccessResponses(withoutExamples);
  const ast = await openapiTS(withoutExamples as Parameters<typeof openapiTS>[0]);
  return HEADER + astToString(ast);
}

/** Drops every error response and every response header of the document's operations. */
function keepSuccessResponses(document: object): void {
  const paths = (document as { paths?: Record<string, Record<string, { responses?: Record<string, object> }>> }).paths;
  for (const operation of Object.values(paths ?? {}).flatMap((item) => Object.values(item))) {
    if (!operation.responses) continue;
    operation.responses = Object.fromEntries(
      Object.entries(operation.responses)
        .filter(([status]) => status.startsWith('2'))
        .map(([status, response]) => [status, { ...response, headers: undefined }]),
    );
  }
}

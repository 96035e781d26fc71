import openapiTS, { astToString } from 'openapi-typescript';

/** Where the generated types of each OpenAPI document live, and where the API serves the document. */
export const API_TYPE_FILES = [
  { documentPath: '/api/v1/openapi.json', file: 'lib/api/generated/public-api.d.ts', needsOperatorToken: false },
  { documentPath: '/operator/v1/openapi.json', file: 'lib/api/generated/operator-api.d.ts', needsOperatorToken: true },
] as const;

const HEADER = `// Generated from the OpenAPI document the API serves. Do not edit: run \`npm run api:types\`.\n\n`;

/** The TypeScript declarations openapi-fetch is typed with, for one OpenAPI document. */
export async function renderApiTypes(document: object): Promise<string> {
  // Examples belong to the reference, not to the types: without them the declarations stay short.
  const withoutExamples = JSON.parse(JSON.stringify(document), (key, value: unknown) =>
    key === 'example' ? undefined : value,
  ) as object;
  const ast = await openapiTS(withoutExamples as Parameters<typeof openapiTS>[0]);
  return HEADER + astToString(ast);
}

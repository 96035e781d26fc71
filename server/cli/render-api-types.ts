import openapiTS, { astToString } from 'openapi-typescript';

/** Where the generated types of each OpenAPI document live, and where the API serves the document. */
export const API_TYPE_FILES = [
  { documentPath: '/api/v1/openapi.json', file: 'lib/api/public-api.d.ts', needsOperatorToken: false },
  { documentPath: '/operator/v1/openapi.json', file: 'lib/api/operator-api.d.ts', needsOperatorToken: true },
] as const;

const HEADER = `// Generated from the OpenAPI document the API serves. Do not edit: run \`npm run api:types\`.\n\n`;

/** The TypeScript declarations openapi-fetch is typed with, for one OpenAPI document. */
export async function renderApiTypes(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  return HEADER + astToString(ast);
}

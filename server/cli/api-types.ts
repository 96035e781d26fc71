import fs from 'node:fs';
import { API_TYPE_FILES, renderApiTypes } from './render-api-types';
import { fetchServedDocuments } from './served-documents';

// `npm run api:types`: regenerates the typed clients' declarations in lib/api/ from the OpenAPI documents the API
// serves. A test fails when these files fall behind the API.
for (const { documentPath, document } of await fetchServedDocuments()) {
  const { file } = API_TYPE_FILES.find((entry) => entry.documentPath === documentPath)!;
  fs.writeFileSync(file, await renderApiTypes(document));
  console.log(`wrote ${file}`);
}

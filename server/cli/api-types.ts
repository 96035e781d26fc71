import fs from 'node:fs';
import path from 'node:path';
import { API_TYPE_FILES, renderApiTypes } from './render-api-types';
import { fetchServedDocuments } from './served-documents';

// `npm run api:types`: regenerates the typed clients' declarations in lib/api/ and the SDK's in sdk/src/generated/
// from the OpenAPI documents the API serves. A test fails when these files fall behind the API.
for (const { documentPath, document } of await fetchServedDocuments()) {
  for (const entry of API_TYPE_FILES.filter((each) => each.documentPath === documentPath)) {
    const { file } = entry;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await renderApiTypes(document, entry));
    console.log(`wrote ${file}`);
  }
}

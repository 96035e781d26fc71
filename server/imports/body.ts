import { z } from 'zod';

export const ZImportBody = z
  .union([z.string(), z.array(z.record(z.string(), z.unknown()))])
  .meta({ description: 'CSV text with a header row (Content-Type: text/csv), or a JSON array of objects.' });

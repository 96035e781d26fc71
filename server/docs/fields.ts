// The field tables of request and response bodies: a schema flattened to one row per (nested) field.
import { escapeHtml } from './html-text';
import { isRecord } from './json-values';
import {
  isObjectLike,
  MAX_DEPTH,
  notesHtml,
  requiredKeys,
  resolveSchema,
  typeList,
  typeText,
  variantsOf,
} from './schema';

type FieldRow = { name: string; type: string; required: boolean; notes: string };

/** Flattens a schema into rows with dotted names (`items[].recipients[].name`), expanding refs and nullable objects. */
export function collectFields(
  root: unknown,
  raw: unknown,
  prefix: string,
  chain: readonly string[],
  depth: number,
): FieldRow[] {
  if (depth > MAX_DEPTH) return [];
  const { schema, chain: next, unresolved } = resolveSchema(root, raw, chain);
  if (unresolved) return [];
  if (typeList(schema).includes('array')) return collectFields(root, schema.items, `${prefix}[]`, next, depth + 1);
  const variants = variantsOf(schema);
  if (variants) return mergeVariantFields(variants.map((variant) => collectFields(root, variant, prefix, next, depth)));
  if (!isObjectLike(schema) || !isRecord(schema.properties)) return [];
  const required = requiredKeys(schema);
  return Object.entries(schema.properties).flatMap(([key, property]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    const row: FieldRow = {
      name,
      type: typeText(root, property, next),
      required: required.includes(key),
      notes: notesHtml(root, property, next),
    };
    return [row, ...collectFields(root, property, name, next, depth + 1)];
  });
}

// Union of the variants' fields; a field is required only when every variant requires it.
function mergeVariantFields(variantRows: FieldRow[][]): FieldRow[] {
  const withFields = variantRows.filter((rows) => rows.length > 0);
  if (withFields.length <= 1) return withFields[0] ?? [];
  const merged = new Map<string, FieldRow>();
  for (const row of withFields.flat()) {
    if (merged.has(row.name)) continue;
    const isRequired = withFields.every((rows) => rows.some((other) => other.name === row.name && other.required));
    merged.set(row.name, { ...row, required: isRequired });
  }
  return [...merged.values()];
}

export function renderFieldsTable(rows: FieldRow[], caption: string): string {
  const body = rows
    .map(
      (row) =>
        `<tr><th scope="row" class="depth-${Math.min(row.name.split('.').length - 1, MAX_DEPTH)}"><code>${escapeHtml(row.name)}</code></th>` +
        `<td><code class="type">${escapeHtml(row.type)}</code></td>` +
        `<td>${row.required ? '<span class="required">required</span>' : 'optional'}</td>` +
        `<td>${row.notes}</td></tr>`,
    )
    .join('\n');
  return (
    `<div class="table-wrap"><table><caption>${escapeHtml(caption)}</caption>` +
    '<thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead>' +
    `<tbody>\n${body}\n</tbody></table></div>`
  );
}

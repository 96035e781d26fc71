// One operation of the reference page: method and path, scopes, parameters, request body, responses, a curl example.
import type { OpenAPIV3_1 } from 'openapi-types';
import { curlExample } from './examples';
import { collectFields, renderFieldsTable } from './fields';
import { escapeHtml, inlineText, paragraphs } from './html-text';
import { asArray, asString, isRecord, type Json } from './json-values';
import { extension, type Method, type OperationEntry } from './operations';
import { notesHtml, resolveObject, typeText } from './schema';

function scopesOf(operation: OpenAPIV3_1.OperationObject): string[] {
  return (asArray(extension(operation, 'x-scopes')) ?? []).filter(
    (scope): scope is string => typeof scope === 'string',
  );
}

function jsonSchemaOf(content: unknown): unknown {
  if (!isRecord(content)) return undefined;
  const media = content['application/json'] ?? Object.values(content)[0];
  return isRecord(media) ? media.schema : undefined;
}

export function methodBadge(method: Method): string {
  return `<span class="method method-${method}">${method.toUpperCase()}</span>`;
}

export function renderOperation(root: unknown, entry: OperationEntry): string {
  const { operation } = entry;
  const requestBody = resolveObject(root, operation.requestBody);
  const bodySchema = requestBody ? jsonSchemaOf(requestBody.content) : undefined;
  return [
    `<article class="operation" id="${escapeHtml(entry.id)}" aria-labelledby="${escapeHtml(entry.id)}-title">`,
    `<h3 id="${escapeHtml(entry.id)}-title">${methodBadge(entry.method)} <code class="path">${escapeHtml(entry.path)}</code>` +
      `${operation.deprecated ? ' <span class="deprecated">Deprecated</span>' : ''}</h3>`,
    operation.summary ? `<p class="summary">${inlineText(operation.summary)}</p>` : '',
    paragraphs(operation.description),
    renderScopes(operation),
    renderParameters(root, entry.parameters),
    requestBody ? renderRequestBody(root, requestBody, bodySchema) : '',
    renderResponses(root, operation.responses ?? {}),
    '<h4>Example request</h4>',
    `<pre class="code" tabindex="0"><code>${escapeHtml(curlExample(root, entry, bodySchema))}</code></pre>`,
    '</article>',
  ]
    .filter(Boolean)
    .join('\n');
}

function renderScopes(operation: OpenAPIV3_1.OperationObject): string {
  const scopes = scopesOf(operation);
  const value = scopes.length
    ? scopes.map((scope) => `<code class="scope">${escapeHtml(scope)}</code>`).join(' ')
    : 'Any valid API key';
  return `<p class="scopes"><strong>Required scopes:</strong> ${value}</p>`;
}

function renderParameters(root: unknown, parameters: Json[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters
    .map((param) => {
      const isRequired = param.in === 'path' || param.required === true;
      return (
        `<tr><th scope="row"><code>${escapeHtml(String(param.name))}</code></th>` +
        `<td>${escapeHtml(String(param.in))}</td>` +
        `<td><code class="type">${escapeHtml(typeText(root, param.schema))}</code></td>` +
        `<td>${isRequired ? '<span class="required">required</span>' : 'optional'}</td>` +
        `<td>${notesHtml(root, param.schema, [], asString(param.description))}</td></tr>`
      );
    })
    .join('\n');
  return (
    '<h4>Parameters</h4>' +
    '<div class="table-wrap"><table><caption>Parameters</caption>' +
    '<thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead>' +
    `<tbody>\n${rows}\n</tbody></table></div>`
  );
}

function renderRequestBody(root: unknown, requestBody: Json, bodySchema: unknown): string {
  const rows = collectFields(root, bodySchema, '', [], 0);
  const description = paragraphs(asString(requestBody.description));
  const table = rows.length
    ? renderFieldsTable(rows, 'Request body fields')
    : `<p>JSON body of type <code class="type">${escapeHtml(typeText(root, bodySchema))}</code>.</p>`;
  return `<h4>Request body</h4>\n${description}\n<p class="muted">Content type <code>application/json</code>.</p>\n${table}`;
}

function statusOrder(status: string): number {
  const code = Number(status.replace(/X/gi, '0'));
  return Number.isFinite(code) ? code : 1000;
}

function renderResponses(root: unknown, responses: OpenAPIV3_1.ResponsesObject): string {
  const statuses = Object.keys(responses).sort((a, b) => statusOrder(a) - statusOrder(b));
  if (statuses.length === 0) return '';
  const resolved = statuses.map((status) => ({ status, response: resolveObject(root, responses[status]) }));
  const rows = resolved
    .map(
      ({ status, response }) =>
        `<tr><th scope="row"><span class="status status-${escapeHtml(status.charAt(0))}xx">${escapeHtml(status)}</span></th>` +
        `<td>${inlineText(asString(response?.description) ?? '')}</td></tr>`,
    )
    .join('\n');
  const bodies = resolved
    .filter(({ status }) => status.startsWith('2'))
    .map(({ status, response }) => renderResponseBody(root, status, response))
    .join('\n');
  return (
    '<h4>Responses</h4>' +
    '<div class="table-wrap"><table><caption>Responses</caption>' +
    '<thead><tr><th scope="col">Status</th><th scope="col">Description</th></tr></thead>' +
    `<tbody>\n${rows}\n</tbody></table></div>\n${bodies}`
  );
}

function renderResponseBody(root: unknown, status: string, response: Json | undefined): string {
  const schema = response ? jsonSchemaOf(response.content) : undefined;
  if (schema === undefined) return `<p class="muted">${escapeHtml(status)}: no response body.</p>`;
  const rows = collectFields(root, schema, '', [], 0);
  if (rows.length === 0)
    return `<p>${escapeHtml(status)} body: <code class="type">${escapeHtml(typeText(root, schema))}</code></p>`;
  return `<h5>${escapeHtml(status)} response body</h5>\n${renderFieldsTable(rows, `${status} response fields`)}`;
}

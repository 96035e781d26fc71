import type { OpenAPIV3_1 } from 'openapi-types';
import { readDocsFile } from './assets';
import { GUIDES } from './guides';
import { escapeHtml, paragraphs, slugify } from './html-text';
import { methodBadge, renderOperation } from './operation-html';
import { collectOperations, groupByTag, type OperationEntry } from './operations';

const OPENAPI_PATH = '/api/v1/openapi.json';
// Read once at start and inlined: the page is one self-contained document that runs no script.
const STYLES = `\n${readDocsFile('page.css')}\n${readDocsFile('quick-start.css')}`;

/** Renders the standalone HTML API reference (guides plus one section per operation) for `GET /api/v1/docs`. */
export function renderDocsPage(document: OpenAPIV3_1.Document): string {
  const root: unknown = document;
  const operations = collectOperations(root, document.paths ?? {});
  const groups = groupByTag(operations, document.tags ?? []);
  const title = document.info.title || 'API reference';
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} — reference</title>`,
    `<style>${STYLES}</style>`,
    '</head>',
    '<body>',
    '<a class="skip-link" href="#content">Skip to content</a>',
    '<div class="layout">',
    renderNav(document, groups),
    '<main id="content">',
    renderHeader(document),
    ...GUIDES.map((guide) => guide.html),
    ...[...groups].map(([tag, entries]) => renderTagSection(root, tag, entries, document.tags ?? [])),
    '</main>',
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

function tagAnchor(tag: string): string {
  return `tag-${slugify(tag)}`;
}

function renderNav(document: OpenAPIV3_1.Document, groups: Map<string, OperationEntry[]>): string {
  const guideLinks = GUIDES.map((guide) => `<li><a href="#${guide.id}">${guide.title}</a></li>`).join('\n');
  const endpointGroups = [...groups]
    .map(([tag, entries]) => {
      const links = entries
        .map(
          (entry) =>
            `<li><a href="#${escapeHtml(entry.id)}">${methodBadge(entry.method)} ` +
            `<span>${escapeHtml(entry.operation.summary || entry.path)}</span></a></li>`,
        )
        .join('\n');
      return `<li><a class="nav-tag" href="#${escapeHtml(tagAnchor(tag))}">${escapeHtml(tag)}</a>\n<ul>\n${links}\n</ul></li>`;
    })
    .join('\n');
  return [
    '<nav class="sidebar" aria-label="API reference">',
    `<p class="brand">${escapeHtml(document.info.title || 'API reference')} <span class="version">v${escapeHtml(document.info.version)}</span></p>`,
    '<p class="nav-heading" id="nav-guides">Guides</p>',
    `<ul aria-labelledby="nav-guides">\n${guideLinks}\n</ul>`,
    '<p class="nav-heading" id="nav-endpoints">Endpoints</p>',
    `<ul aria-labelledby="nav-endpoints">\n${endpointGroups}\n</ul>`,
    `<p class="nav-footer"><a href="${OPENAPI_PATH}">OpenAPI document (JSON)</a></p>`,
    '</nav>',
  ].join('\n');
}

function renderHeader(document: OpenAPIV3_1.Document): string {
  return [
    '<header class="page-header">',
    `<h1>${escapeHtml(document.info.title || 'API reference')}</h1>`,
    paragraphs(document.info.description),
    `<p class="muted">Version ${escapeHtml(document.info.version)} · Machine-readable OpenAPI 3.1 document: ` +
      `<a href="${OPENAPI_PATH}"><code>${OPENAPI_PATH}</code></a></p>`,
    '</header>',
  ].join('\n');
}

function renderTagSection(
  root: unknown,
  tag: string,
  entries: OperationEntry[],
  tags: OpenAPIV3_1.TagObject[],
): string {
  const anchor = escapeHtml(tagAnchor(tag));
  const description = tags.find((candidate) => candidate.name === tag)?.description;
  return [
    `<section class="tag-section" aria-labelledby="${anchor}">`,
    `<h2 id="${anchor}">${escapeHtml(tag)}</h2>`,
    paragraphs(description),
    ...entries.map((entry) => renderOperation(root, entry)),
    '</section>',
  ].join('\n');
}

import { escapeHtml } from './html-text';

export const DOCS_PATHS = {
  reference: '/api/v1/docs',
  guides: '/api/v1/docs/guides',
  openapi: '/api/v1/openapi.json',
  postmanCollection: '/api/v1/docs/postman/collection.json',
  postmanEnvironment: '/api/v1/docs/postman/environment.json',
  assets: '/api/v1/docs/assets',
} as const;

type DocsPage = 'reference' | 'guides';

/** The header both documentation pages share: it moves between the reference and the guides, and offers the files. */
export function renderDocsHeader(current: DocsPage, version: string): string {
  const link = (page: DocsPage, label: string) =>
    `<a href="${DOCS_PATHS[page]}"${page === current ? ' aria-current="page"' : ''}>${label}</a>`;
  return [
    '<header class="docs-header">',
    `<p class="brand">Loadout API <span class="version">v${escapeHtml(version)}</span></p>`,
    '<nav aria-label="Documentation">',
    `<ul>`,
    `<li>${link('reference', 'API reference')}</li>`,
    `<li>${link('guides', 'Guides')}</li>`,
    `<li><a href="${DOCS_PATHS.openapi}">OpenAPI document</a></li>`,
    `<li><a href="${DOCS_PATHS.postmanCollection}" download="loadout.postman_collection.json">Postman collection</a></li>`,
    `<li><a href="${DOCS_PATHS.postmanEnvironment}" download="loadout-sandbox.postman_environment.json">Postman environment (sandbox)</a></li>`,
    '</ul>',
    '</nav>',
    '</header>',
  ].join('\n');
}

/** The start of a documentation page: stylesheets and scripts come from the API itself (see DOCS_CSP). */
export function renderDocsHead(title: string, { stylesheets, scripts }: { stylesheets: string[]; scripts: string[] }) {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    // No favicon request: the browser would ask for /favicon.ico, which the API does not serve.
    '<link rel="icon" href="data:,">',
    ...stylesheets.map((file) => `<link rel="stylesheet" href="${DOCS_PATHS.assets}/${file}">`),
    ...scripts.map((file) => `<script defer src="${DOCS_PATHS.assets}/${file}"></script>`),
    '</head>',
  ].join('\n');
}

/**
 * The documentation pages' Content-Security-Policy: everything from this origin only. The console's requests go to
 * this same API (`connect-src 'self'`); Swagger UI's icons are inline SVG data URIs (`img-src data:`).
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

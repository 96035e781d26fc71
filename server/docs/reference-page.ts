import { DOCS_PATHS, renderDocsHead, renderDocsHeader } from './docs-header';

/**
 * `GET /api/v1/docs`: the OpenAPI document rendered by Swagger UI (swagger-ui-dist, served by the API). Its "Try it
 * out" console sends real requests to this API with the key pasted in "Authorize" (reference-console.js).
 */
export function renderReferencePage(version: string): string {
  return [
    renderDocsHead('Loadout API reference', {
      stylesheets: ['swagger-ui.css', 'docs.css', 'reference.css'],
      scripts: ['swagger-ui-bundle.js', 'reference-console.js'],
    }),
    '<body class="reference">',
    '<a class="skip-link" href="#content">Skip to content</a>',
    renderDocsHeader('reference', version),
    '<main id="content">',
    '<h1 class="visually-hidden">Loadout API reference</h1>',
    '<p class="console-hint">To try a call, choose <strong>Authorize</strong> and paste a test key (<code>lo_test_…</code>): ' +
      'requests go to this API, in the sandbox. Guides: <a href="/api/v1/docs/guides">quick start, authentication, errors, ' +
      'pagination and more</a>.</p>',
    `<div id="reference" data-openapi-url="${DOCS_PATHS.openapi}"><p role="status" aria-label="Loading">Loading the reference…</p></div>`,
    '<noscript><p>The reference needs JavaScript. The document itself: ' +
      `<a href="${DOCS_PATHS.openapi}">${DOCS_PATHS.openapi}</a>; the guides: <a href="${DOCS_PATHS.guides}">${DOCS_PATHS.guides}</a>.</p></noscript>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}

import { DOCS_PATHS, renderDocsHead, renderDocsHeader } from './docs-header';
import { GUIDES } from './guides';

/** `GET /api/v1/docs/guides`: every Markdown guide on one page, with a sidebar of them; no script. */
export function renderGuidesPage(version: string): string {
  const links = GUIDES.map((guide) => `<li><a href="#${guide.id}">${guide.title}</a></li>`).join('\n');
  return [
    renderDocsHead('Loadout API guides', { stylesheets: ['docs.css', 'quick-start.css'], scripts: [] }),
    '<body>',
    '<a class="skip-link" href="#content">Skip to content</a>',
    renderDocsHeader('guides', version),
    '<div class="layout">',
    '<nav class="sidebar" aria-label="Guides">',
    '<p class="nav-heading" id="nav-guides">Guides</p>',
    `<ul aria-labelledby="nav-guides">\n${links}\n</ul>`,
    `<p class="nav-footer">Every endpoint, with a console to try it: <a href="${DOCS_PATHS.reference}">API reference</a></p>`,
    '</nav>',
    '<main id="content">',
    '<h1>Guides</h1>',
    ...GUIDES.map((guide) => guide.html),
    '</main>',
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

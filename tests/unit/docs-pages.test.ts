import { describe, expect, it } from 'vitest';
import { DOCS_CSP, DOCS_PATHS } from '../../server/docs/docs-header';
import { renderGuidesPage } from '../../server/docs/guides-page';
import { renderReferencePage } from '../../server/docs/reference-page';

const reference = renderReferencePage('1.0.0');
const guides = renderGuidesPage('1.0.0');

/** Every URL a page loads by itself: scripts, stylesheets, icons and images. */
function loadedUrls(html: string): string[] {
  return [...html.matchAll(/<(?:script|link|img)\b[^>]*\s(?:src|href)="([^"]*)"/g)].map((match) => match[1]!);
}

describe('the documentation pages', () => {
  it('are standalone, accessible HTML5 documents with a skip link and a main landmark', () => {
    for (const html of [reference, guides]) {
      expect(html.startsWith('<!doctype html>')).toBe(true);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<a class="skip-link" href="#content">');
      expect(html).toContain('<main id="content">');
      expect(html).toMatch(/<h1[^>]*>/);
    }
  });

  it('load nothing but the files the API serves under /api/v1/docs/assets, and run no inline script', () => {
    expect(loadedUrls(reference)).toEqual([
      'data:,',
      `${DOCS_PATHS.assets}/swagger-ui.css`,
      `${DOCS_PATHS.assets}/docs.css`,
      `${DOCS_PATHS.assets}/reference.css`,
      `${DOCS_PATHS.assets}/swagger-ui-bundle.js`,
      `${DOCS_PATHS.assets}/reference-console.js`,
    ]);
    expect(loadedUrls(guides)).toEqual([
      'data:,',
      `${DOCS_PATHS.assets}/docs.css`,
      `${DOCS_PATHS.assets}/quick-start.css`,
    ]);
    for (const html of [reference, guides]) {
      expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
      expect(html).not.toMatch(/<style|\sstyle=|\son\w+=|\ssrc="https?:/i);
    }
  });

  it('share one header that moves between the reference and the guides and offers the Postman files', () => {
    for (const [html, current] of [
      [reference, DOCS_PATHS.reference],
      [guides, DOCS_PATHS.guides],
    ] as const) {
      expect(html).toContain('<nav aria-label="Documentation">');
      expect(html).toContain(`<a href="${current}" aria-current="page">`);
      for (const path of Object.values(DOCS_PATHS).filter((path) => path !== DOCS_PATHS.assets))
        expect(html).toContain(`href="${path}"`);
    }
    expect(reference).toContain(`href="${DOCS_PATHS.postmanCollection}" download=`);
    expect(reference).toContain(`href="${DOCS_PATHS.postmanEnvironment}" download=`);
  });

  it('point the reference at the public OpenAPI document, and tell how to try a call with a test key', () => {
    expect(reference).toContain(`<div id="reference" data-openapi-url="${DOCS_PATHS.openapi}">`);
    expect(reference).toContain('<strong>Authorize</strong> and paste a test key');
    expect(reference).not.toContain('/operator/v1');
  });

  it('put every guide on the guides page, linked from its sidebar in page order', () => {
    const ids = ['introduction', 'quick-start', 'authentication', 'errors', 'rate-limits', 'pagination', 'versioning'];
    for (const id of ids) {
      expect(guides).toContain(`<li><a href="#${id}">`);
      expect(guides).toContain(`id="${id}"`);
    }
    const positions = ids.map((id) => guides.indexOf(`<section class="guide" aria-labelledby="${id}">`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(guides).toContain('X-RateLimit-Reset');
    expect(guides).toContain('Idempotent-Replayed: true');
    expect(guides).toContain('device_actions:write');
    expect(guides).toContain('<time datetime="2026-11-21">2026-11-21</time>: v1 reference published.');
    for (const code of ['VALIDATION_ERROR', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED', 'INTERNAL_ERROR'])
      expect(guides).toContain(`<code>${code}</code>`);
  });
});

describe('DOCS_CSP', () => {
  it('allows this origin only: no inline script or style, no other host, no framing', () => {
    const directives = Object.fromEntries(
      DOCS_CSP.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );
    expect(directives).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'font-src': ["'self'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });
});

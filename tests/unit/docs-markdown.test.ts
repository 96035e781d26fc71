import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GUIDE_IDS, GUIDES } from '../../server/docs/guides';
import { renderInline, renderMarkdown } from '../../server/docs/markdown';

describe('renderMarkdown (the guides of the reference page)', () => {
  it('renders headings with their own or a slugged id, and paragraphs with strong, code and links', () => {
    const html = renderMarkdown(
      '## Testing your integration {#testing}\n\n### Rate limits\n\nA **test key** (`lo_test_…`) sees [the sandbox](/api/v1/docs#testing)\nonly.\n',
    );
    expect(html).toBe(
      '<h2 id="testing">Testing your integration</h2>\n<h3 id="rate-limits">Rate limits</h3>\n' +
        '<p>A <strong>test key</strong> (<code>lo_test_…</code>) sees <a href="/api/v1/docs#testing">the sandbox</a>\nonly.</p>',
    );
  });

  it('escapes text and code, and leaves markup inside code alone', () => {
    expect(renderInline('<script>alert(1)</script> & `a **b** <c>` **d**')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; <code>a **b** &lt;c&gt;</code> <strong>d</strong>',
    );
    expect(renderMarkdown('```sh\ncurl "$BASE" -d \'{"a": 1}\' # => <ok>\n```')).toBe(
      '<pre class="code" tabindex="0"><code>curl "$BASE" -d \'{"a": 1}\' # =&gt; &lt;ok&gt;</code></pre>',
    );
  });

  it('renders lists with continuation lines, and a list of dated entries as a changelog', () => {
    expect(renderMarkdown('- one\n  more\n- `two`')).toBe('<ul>\n<li>one\nmore</li>\n<li><code>two</code></li>\n</ul>');
    expect(renderMarkdown('- 2026-11-24: new `number`\n- 2026-11-21: published.')).toBe(
      '<ul class="changelog">\n<li><time datetime="2026-11-24">2026-11-24</time>: new <code>number</code></li>\n' +
        '<li><time datetime="2026-11-21">2026-11-21</time>: published.</li>\n</ul>',
    );
  });

  it('renders a table, padded or not, with its caption and a header cell per row', () => {
    const html = renderMarkdown(
      'Table: Scopes\n\n| Scope         | Grants |\n| ------------- | ------ |\n| `quotes:read` | Read.  |\n',
    );
    expect(html).toBe(
      '<div class="table-wrap"><table><caption>Scopes</caption>\n' +
        '<thead><tr><th scope="col">Scope</th><th scope="col">Grants</th></tr></thead>\n' +
        '<tbody>\n<tr><th scope="row"><code>quotes:read</code></th><td>Read.</td></tr>\n</tbody></table></div>',
    );
  });

  it('refuses what it does not render rather than printing it half-parsed', () => {
    expect(() => renderMarkdown('<div>raw</div>')).toThrow(/no such construct/);
    expect(() => renderMarkdown('# Title')).toThrow(/no such construct/);
    expect(() => renderMarkdown('1. first')).toThrow(/no such construct/);
    expect(() => renderMarkdown('```\nopen')).toThrow(/not closed/);
    expect(() => renderMarkdown('Table: lost\n\nA paragraph.')).toThrow(/right above a table/);
    expect(() => renderMarkdown('| a |\n| b |')).toThrow(/header row/);
  });
});

describe('the guides (server/docs/guides/*.md)', () => {
  it('leave no code mark unrendered (an inline code span broken across a line would show its backticks)', () => {
    for (const guide of GUIDES) {
      const prose = guide.html.replace(/<pre[\s\S]*?<\/pre>/g, '');
      expect(prose, guide.id).not.toContain('`');
    }
  });

  it('are every Markdown file of the folder, in page order, around the quick start', () => {
    const files = fs
      .readdirSync(new URL('../../server/docs/guides/', import.meta.url))
      .map((name) => name.replace(/\.md$/, ''));
    expect([...files].sort()).toEqual(GUIDE_IDS.filter((id) => id !== 'quick-start').sort());
    expect(GUIDES.map((guide) => guide.title)).toEqual([
      'Introduction',
      'Quick start',
      'Authentication',
      'Errors',
      'Rate limits',
      'Pagination',
      'Idempotency',
      'Webhooks',
      'Events',
      'SCIM provisioning',
      'Employee lifecycle',
      'Equipment policies',
      'Approvals',
      'Budgets',
      'Audit log',
      'Request logs',
      'Exports',
      'Testing your integration',
      'Versioning and changelog',
    ]);
    for (const guide of GUIDES)
      expect(guide.html).toMatch(
        new RegExp(`^<section class="guide" aria-labelledby="${guide.id}">\\n<h2 id="${guide.id}">`),
      );
  });
});

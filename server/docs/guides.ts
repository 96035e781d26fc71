import { readDocsFile } from './assets';
import { renderMarkdown } from './markdown';
import { QUICK_START_GUIDE, renderQuickStart } from './quick-start-html';

export type Guide = { id: string; title: string; html: string };

// Page order. Each guide but the quick start (rendered from the flows /llms.txt and the tests share) is a Markdown
// file, guides/<id>.md, that starts with its `## Title` heading, whose id is the file's name.
export const GUIDE_IDS = [
  'introduction',
  QUICK_START_GUIDE.id,
  'authentication',
  'errors',
  'rate-limits',
  'pagination',
  'idempotency',
  'webhooks',
  'events',
  'scim-provisioning',
  'employee-lifecycle',
  'equipment-policies',
  'approvals',
  'budgets',
  'audit-log',
  'request-logs',
  'exports',
  'testing',
  'versioning',
] as const;

function renderGuide(id: string): Guide {
  if (id === QUICK_START_GUIDE.id) return { ...QUICK_START_GUIDE, html: renderQuickStart() };
  const html = renderMarkdown(readDocsFile(`guides/${id}.md`));
  const heading = /^<h2 id="([^"]+)">(.*?)<\/h2>/.exec(html);
  if (heading?.[1] !== id) throw new Error(`guides/${id}.md must start with a "## Title" heading whose id is ${id}`);
  return { id, title: heading[2]!, html: `<section class="guide" aria-labelledby="${id}">\n${html}\n</section>` };
}

/** The guides as HTML sections, rendered once when the API starts. */
export const GUIDES: readonly Guide[] = GUIDE_IDS.map(renderGuide);

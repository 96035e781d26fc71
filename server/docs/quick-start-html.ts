import { escapeHtml, inlineText } from './html-text';
import { curlScript, MCP_SETUP, QUICK_START_FLOWS, QUICK_START_INTRO, type QuickStartFlow } from './quick-start';

const VIEWS = [
  { id: 'curl', label: 'curl' },
  { id: 'sdk', label: 'TypeScript SDK' },
  { id: 'mcp', label: 'MCP (AI agents)' },
] as const;
type View = (typeof VIEWS)[number]['id'];

export const QUICK_START_GUIDE = { id: 'quick-start', title: 'Quick start' } as const;

/** The "Quick start" guide of the reference page: each flow as curl, SDK and MCP, one tab each, without script. */
export function renderQuickStart(): string {
  return [
    `<section class="guide" aria-labelledby="${QUICK_START_GUIDE.id}">`,
    `<h2 id="${QUICK_START_GUIDE.id}">${QUICK_START_GUIDE.title}</h2>`,
    `<p>${inlineText(QUICK_START_INTRO)}</p>`,
    ...QUICK_START_FLOWS.map(renderFlow),
    '<h3 id="quick-start-mcp">Set up the MCP server</h3>',
    `<p>${inlineText(MCP_SETUP.intro)}</p>`,
    codeBlock(MCP_SETUP.stdioConfig, 'MCP client configuration (stdio)'),
    codeBlock(MCP_SETUP.http, 'The MCP server over streamable HTTP'),
    '</section>',
  ].join('\n');
}

// Radio buttons pick the tab (CSS :has shows its panel), so the page needs no script and keeps working without CSS.
function renderFlow(flow: QuickStartFlow): string {
  const name = escapeHtml(flow.id);
  const choices = VIEWS.map(
    (view, index) =>
      `<input type="radio" class="qs-choice" name="${name}-view" id="${name}-${view.id}" value="${view.id}"${index === 0 ? ' checked' : ''}>` +
      `<label for="${name}-${view.id}">${view.label}</label>`,
  ).join('\n');
  return [
    `<div class="qs-flow" role="group" aria-labelledby="${name}">`,
    `<h3 id="${name}">${escapeHtml(flow.title)}</h3>`,
    `<p>${inlineText(flow.summary)}</p>`,
    `<fieldset class="qs-tabs"><legend class="visually-hidden">Show this flow with</legend>\n${choices}\n</fieldset>`,
    ...VIEWS.map((view) => `<div class="qs-panel qs-panel-${view.id}">\n${renderPanel(flow, view.id)}\n</div>`),
    '</div>',
  ].join('\n');
}

function renderPanel(flow: QuickStartFlow, view: View): string {
  if (view === 'curl') return codeBlock(curlScript(flow), `${flow.title} with curl`);
  if (view === 'sdk') return codeBlock(flow.sdk, `${flow.title} with the TypeScript SDK`);
  return `<p>${inlineText(flow.mcp)}</p>\n<p><a href="#quick-start-mcp">Set up the MCP server</a> first.</p>`;
}

// Focusable, so that a keyboard can scroll a long line sideways.
function codeBlock(code: string, label: string): string {
  return `<pre class="code" tabindex="0" aria-label="${escapeHtml(label)}"><code>${escapeHtml(code)}</code></pre>`;
}

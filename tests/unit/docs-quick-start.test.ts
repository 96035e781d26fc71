import { describe, expect, it } from 'vitest';
import { renderGuidesPage } from '../../server/docs/guides-page';
import { renderQuickStart } from '../../server/docs/quick-start-html';
import { escapeHtml } from '../../server/docs/html-text';
import { renderLlmsTxt } from '../../server/docs/llms-txt';
import { curlCommand, curlScript, MCP_SETUP, QUICK_START_FLOWS } from '../../server/docs/quick-start';

describe('renderQuickStart', () => {
  const html = renderQuickStart();

  it('is a guide of the guides page, linked from its nav', () => {
    const page = renderGuidesPage('1.0.0');
    expect(page).toContain(html);
    expect(page).toContain('<li><a href="#quick-start">Quick start</a></li>');
    expect(page.indexOf('id="introduction"')).toBeLessThan(page.indexOf('id="quick-start"'));
    expect(page.indexOf('id="quick-start"')).toBeLessThan(page.indexOf('id="authentication"'));
  });

  it('shows each flow as curl, SDK and MCP: one labelled radio per tab, curl chosen first, a panel each', () => {
    for (const flow of QUICK_START_FLOWS) {
      expect(html).toContain(`<h3 id="${flow.id}">${escapeHtml(flow.title)}</h3>`);
      const radios = [
        ...html.matchAll(
          new RegExp(`<input type="radio" class="qs-choice" name="${flow.id}-view" id="([^"]+)"[^>]*>`, 'g'),
        ),
      ];
      expect(radios.map((radio) => radio[1])).toEqual([`${flow.id}-curl`, `${flow.id}-sdk`, `${flow.id}-mcp`]);
      expect(radios.map((radio) => radio[0].includes(' checked'))).toEqual([true, false, false]);
      for (const [, id] of radios) expect(html).toContain(`<label for="${id}">`);
      expect(html).toContain(escapeHtml(curlScript(flow)));
      expect(html).toContain(escapeHtml(flow.sdk));
      expect(html).toContain(escapeHtml(flow.mcp).replace(/`([^`]+)`/g, '<code>$1</code>'));
    }
    expect(html.match(/class="qs-panel qs-panel-(curl|sdk|mcp)"/g)).toHaveLength(QUICK_START_FLOWS.length * 3);
    expect(html).toContain(escapeHtml(MCP_SETUP.stdioConfig));
    expect(html).toContain('id="quick-start-mcp"');
  });

  it('needs no script and loads nothing, so the page keeps working under a strict CSP', () => {
    expect(html).not.toMatch(/<script|\son\w+=|javascript:/i);
    expect(html).not.toMatch(/(src|href)="https?:/i);
  });

  it('escapes the code it shows', () => {
    expect(html).not.toContain('<Loadout');
    expect(html).toContain('&quot;mcpServers&quot;');
    expect(html).toContain('-d &#39;{');
  });
});

describe('curlCommand', () => {
  it('writes one option per line, the body quoted for the shell, and keeps a field of the response', () => {
    expect(curlCommand({ comment: '', method: 'GET', path: '/api/v1/assets?search=SN-1' })).toBe(
      'curl -s -X GET "$LOADOUT_API_URL/api/v1/assets?search=SN-1" \\\n  -H "Authorization: Bearer $LOADOUT_API_KEY"',
    );
    expect(
      curlCommand({
        comment: '',
        method: 'POST',
        path: '/api/v1/x',
        body: { a: 1 },
        capture: { variable: 'X_ID', field: '.data.id' },
      }),
    ).toBe(
      'X_ID=$(curl -s -X POST "$LOADOUT_API_URL/api/v1/x" \\\n  -H "Authorization: Bearer $LOADOUT_API_KEY" \\\n' +
        '  -H "Content-Type: application/json" \\\n  -d \'{"a": 1}\' \\\n  | jq -r \'.data.id\')',
    );
  });

  it('never puts a single quote inside a body, which would end the shell string', () => {
    for (const flow of QUICK_START_FLOWS)
      for (const step of flow.curl) expect(JSON.stringify(step.body ?? {})).not.toContain("'");
  });
});

describe('renderLlmsTxt', () => {
  it('links relative paths by default and the public address when there is one', () => {
    expect(renderLlmsTxt(undefined)).toContain('- [OpenAPI 3.1 document](/api/v1/openapi.json)');
    const text = renderLlmsTxt('https://api.loadout.example/');
    expect(text).toContain('(https://api.loadout.example/api/v1/openapi.json)');
    expect(text).toContain('(https://api.loadout.example/api/v1/docs)');
    expect(text).toContain('(https://api.loadout.example/api/v1/docs/guides#quick-start)');
  });
});

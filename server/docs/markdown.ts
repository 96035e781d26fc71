// The Markdown of the reference page's guides (server/docs/guides/*.md) as HTML. Only the subset the guides use, so
// that the page needs no Markdown package and every construct renders the way the page's CSS expects:
// - `## Heading` to `#### Heading`, with an optional `{#id}` (else the id is the heading's slug);
// - paragraphs; `**strong**`, `` `code` `` and `[text](url)` inside them, list items and table cells;
// - `- ` lists (continuation lines indented); a list whose every item starts with a date (`2026-11-24: …`) is a
//   changelog: `<ul class="changelog">` with a `<time>` per item;
// - tables (`| a | b |`, a `| --- |` row under the header), the first cell of a row being its header, with an optional
//   `Table: caption` paragraph above (pandoc's syntax), kept for screen readers;
// - fenced code blocks (```), shown as `<pre class="code" tabindex="0">` (focusable, so a keyboard can scroll a long line).
// Anything else (raw HTML, block quotes, numbered lists, `#` titles) throws, so a guide never renders half-parsed.

import { slugify } from './html-text';

const FENCE = /^```/;
const HEADING = /^(#{2,4}) (.+?)(?: \{#([a-z0-9-]+)\})?$/;
const CAPTION = /^Table: (.+)$/;
const LIST_ITEM = /^- /;
const TABLE_ROW = /^\|.*\|$/;
const DATED_ITEM = /^(\d{4}-\d{2}-\d{2}): /;
const UNSUPPORTED = /^(<|>|#(?!#)|#{5,}|\d+\. |\* |\+ )/;

/** Escapes element content: the guides' quotes and apostrophes stay as typed. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** `code` spans first (their content is literal), then **strong** and [links](url) in the escaped rest. */
export function renderInline(text: string): string {
  const spans: string[] = [];
  const withoutCode = text.replace(/`([^`]+)`/g, (_match, code: string) => `\uE000${spans.push(code) - 1}\uE000`);
  return escapeText(withoutCode)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(([^)\s"]+)\)/g, '<a href="$2">$1</a>')
    .replace(/\uE000(\d+)\uE000/g, (_match, index: string) => `<code>${escapeText(spans[Number(index)]!)}</code>`);
}

function isBlockStart(line: string): boolean {
  return FENCE.test(line) || HEADING.test(line) || LIST_ITEM.test(line) || TABLE_ROW.test(line) || CAPTION.test(line);
}

function tableCells(line: string): string[] {
  return line
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim());
}

function renderTable(rows: string[], caption: string | undefined): string {
  const [head, separator, ...body] = rows;
  if (!head || !separator || !tableCells(separator).every((cell) => /^:?-+:?$/.test(cell))) {
    throw new Error(`a table needs a header row and a | --- | row under it: ${rows[0]}`);
  }
  const headCells = tableCells(head).map((cell) => `<th scope="col">${renderInline(cell)}</th>`);
  const bodyRows = body.map((row) => {
    const [first = '', ...rest] = tableCells(row);
    const cells = rest.map((cell) => `<td>${renderInline(cell)}</td>`);
    return `<tr><th scope="row">${renderInline(first)}</th>${cells.join('')}</tr>`;
  });
  return (
    `<div class="table-wrap"><table>${caption ? `<caption>${renderInline(caption)}</caption>` : ''}\n` +
    `<thead><tr>${headCells.join('')}</tr></thead>\n<tbody>\n${bodyRows.join('\n')}\n</tbody></table></div>`
  );
}

function renderList(items: string[]): string {
  const isChangelog = items.every((item) => DATED_ITEM.test(item));
  const rendered = items.map((item) => {
    if (!isChangelog) return `<li>${renderInline(item)}</li>`;
    const [, date = '', rest = ''] = /^(\S+): ([\s\S]*)$/.exec(item) ?? [];
    return `<li><time datetime="${date}">${date}</time>: ${renderInline(rest)}</li>`;
  });
  return `<ul${isChangelog ? ' class="changelog"' : ''}>\n${rendered.join('\n')}\n</ul>`;
}

/** Renders one guide; `source` is the file's text. */
export function renderMarkdown(source: string): string {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const blocks: string[] = [];
  let caption: string | undefined;
  let index = 0;
  const takeWhile = (accept: (line: string) => boolean): string[] => {
    const taken: string[] = [];
    while (index < lines.length && accept(lines[index]!)) taken.push(lines[index++]!);
    return taken;
  };
  while (index < lines.length) {
    const line = lines[index]!;
    if (line.trim() === '') {
      index++;
      continue;
    }
    if (FENCE.test(line)) {
      index++;
      const code = takeWhile((next) => !FENCE.test(next));
      if (index++ >= lines.length) throw new Error(`a code block is not closed: ${line}`);
      blocks.push(`<pre class="code" tabindex="0"><code>${escapeText(code.join('\n'))}</code></pre>`);
    } else if (HEADING.test(line)) {
      const [, hashes = '', text = '', id] = HEADING.exec(line)!;
      blocks.push(`<h${hashes.length} id="${id ?? slugify(text)}">${renderInline(text)}</h${hashes.length}>`);
      index++;
    } else if (CAPTION.test(line)) {
      caption = CAPTION.exec(line)![1];
      index++;
      continue;
    } else if (TABLE_ROW.test(line)) {
      blocks.push(
        renderTable(
          takeWhile((next) => TABLE_ROW.test(next)),
          caption,
        ),
      );
    } else if (LIST_ITEM.test(line)) {
      const items: string[] = [];
      for (const next of takeWhile((next) => LIST_ITEM.test(next) || /^\s+\S/.test(next))) {
        if (LIST_ITEM.test(next)) items.push(next.slice(2));
        else items[items.length - 1] += `\n${next.trim()}`;
      }
      blocks.push(renderList(items));
    } else if (UNSUPPORTED.test(line)) {
      throw new Error(`the guides' Markdown has no such construct: ${line}`);
    } else {
      const paragraph = takeWhile((next) => next.trim() !== '' && !isBlockStart(next));
      blocks.push(`<p>${renderInline(paragraph.map((part) => part.trim()).join('\n'))}</p>`);
    }
    if (caption !== undefined && !blocks.at(-1)?.startsWith('<div class="table-wrap">')) {
      throw new Error(`"Table: ${caption}" must stand right above a table`);
    }
    caption = undefined;
  }
  return blocks.join('\n');
}

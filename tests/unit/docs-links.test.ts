import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README and docs/ link each other with relative links; each must reach a file, and its #anchor a heading there.

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = path.join(ROOT, 'docs');
const FILES = [
  path.join(ROOT, 'README.md'),
  ...fs
    .readdirSync(DOCS)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(DOCS, name)),
];

/** The text outside fenced code blocks and inline code, where a link is a link. */
function proseOf(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`]*`/g, '');
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} +(.+?) *$/gm)) {
    const slug = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function relativeLinks(file: string): string[] {
  return [...proseOf(fs.readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

describe('links of the README and docs/', () => {
  it('finds the files and their links', () => {
    expect(FILES.length).toBeGreaterThan(1);
    expect(relativeLinks(path.join(ROOT, 'README.md')).length).toBeGreaterThan(0);
  });

  it.each(FILES.map((file) => [path.relative(ROOT, file), file]))('%s: every relative link resolves', (_, file) => {
    const broken = relativeLinks(file).filter((target) => {
      const [pathPart, anchor] = target.split('#');
      const resolved = pathPart ? path.resolve(path.dirname(file), pathPart) : file;
      if (!fs.existsSync(resolved)) return true;
      if (anchor === undefined) return false;
      return !resolved.endsWith('.md') || !anchorsOf(fs.readFileSync(resolved, 'utf8')).has(anchor);
    });
    expect(broken).toEqual([]);
  });
});

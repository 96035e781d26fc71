import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SDK_DIR = path.resolve(__dirname, '../../lib/sdk');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

/** Every `import … from '…'` and `export … from '…'` of a file, with whether it is type-only. */
function importsOf(source: string) {
  return [...source.matchAll(/^(import|export)\s+(type\s+)?[^;]*?\sfrom\s+'([^']+)'/gms)].map((match) => ({
    isTypeOnly: Boolean(match[2]),
    from: match[3]!,
  }));
}

describe('lib/sdk runs wherever fetch does', () => {
  const files = sourceFiles(SDK_DIR);

  it('imports no node: module, nothing of the server and no runtime code outside lib/sdk', () => {
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const { isTypeOnly, from } of importsOf(source)) {
        const where = `${path.relative(SDK_DIR, file)} imports ${from}`;
        expect(from.startsWith('node:'), where).toBe(false);
        expect(/(^|\/)server(\/|$)/.test(from), where).toBe(false);
        const isInsideSdk = from.startsWith('.') && path.resolve(path.dirname(file), from).startsWith(SDK_DIR);
        if (!isInsideSdk) expect(isTypeOnly, `${where} (only \`import type\` may leave lib/sdk)`).toBe(true);
      }
      expect(source, path.relative(SDK_DIR, file)).not.toMatch(/\b(Buffer|process|require)\s*[.(]/);
    }
  });
});

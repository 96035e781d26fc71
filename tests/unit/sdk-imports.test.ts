import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERSION } from '@loadout/sdk';

const SDK_DIR = path.resolve(__dirname, '../../sdk/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

/** Where every `import … from '…'` and `export … from '…'` of a file points, type-only ones included. */
function importsOf(source: string): string[] {
  return [...source.matchAll(/^(import|export)\s+(type\s+)?[^;]*?\sfrom\s+'([^']+)'/gms)].map((match) => match[3]!);
}

describe('@loadout/sdk stands alone and runs wherever fetch does', () => {
  const files = sourceFiles(SDK_DIR);

  it('imports nothing outside its own sources, not even types: no node: module, no app code, no zod', () => {
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const from of importsOf(source)) {
        const where = `${path.relative(SDK_DIR, file)} imports ${from}`;
        expect(from.startsWith('node:'), where).toBe(false);
        expect(/(^|\/)server(\/|$)/.test(from), where).toBe(false);
        const isInsideSdk = from.startsWith('.') && path.resolve(path.dirname(file), from).startsWith(SDK_DIR);
        expect(isInsideSdk, `${where} (the package must compile outside this repository)`).toBe(true);
      }
      expect(source, path.relative(SDK_DIR, file)).not.toMatch(/\b(Buffer|process|require)\s*[.(]/);
    }
  });

  it('has no runtime dependency, and sends the version its package.json declares', () => {
    const manifest = JSON.parse(readFileSync(path.join(SDK_DIR, '../package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.peerDependencies ?? {}).toEqual({});
    expect(VERSION).toBe(manifest.version);
  });
});

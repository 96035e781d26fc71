import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// No import cycles in server/: the layers (eslint.config.mjs) say which way imports point, this says they never come
// back round. Type-only imports count too: a cycle of types still ties the files into one.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'server');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s(?:[^'";]*?\sfrom\s)?\s*'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base || !base.startsWith(SERVER)) return null;
  return (
    [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    ) ?? null
  );
}

/** The file → imported files graph of server/. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SERVER)) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => resolveImport(file, match[1] ?? match[2]!))
      .filter((target) => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components of more than one file (or a file importing itself): Tarjan's algorithm. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(path.relative(ROOT, member));
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('server/ imports', () => {
  it('reads the import graph (a broken reader would pass the cycle check for nothing)', () => {
    const graph = importGraph();
    expect(graph.get(path.join(SERVER, 'app.ts'))).toContain(path.join(SERVER, 'http/errors.ts'));
    expect(graph.get(path.join(SERVER, 'quotes/service.ts'))).toContain(path.join(SERVER, 'quotes/repo.ts'));
  });

  it('has no import cycles', () => {
    expect(cyclesOf(importGraph())).toEqual([]);
  });
});

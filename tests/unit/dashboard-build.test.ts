import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardFingerprint, isBuildCurrent, markBuild } from '@/server/demo/dashboard-build';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** A project root with a page, a component and a server file. */
function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-build-'));
  roots.push(root);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('app/page.tsx', 'export default function Page() { return null; }');
  write('components/ui/button.tsx', 'export const Button = 1;');
  write('next.config.ts', 'export default {};');
  write('server/main.ts', 'console.log(1);');
  return { root, write };
}

describe('the dashboard build fingerprint', () => {
  it('stays the same while the sources do, and changes with any file the build reads', () => {
    const { root, write } = project();
    const first = dashboardFingerprint(root);
    expect(dashboardFingerprint(root)).toBe(first);
    write('components/ui/button.tsx', 'export const Button = 2;');
    const edited = dashboardFingerprint(root);
    expect(edited).not.toBe(first);
    write('app/quotes/page.tsx', 'export default function Quotes() { return null; }');
    expect(dashboardFingerprint(root)).not.toBe(edited);
  });

  it('ignores the API server, which the build does not read', () => {
    const { root, write } = project();
    const first = dashboardFingerprint(root);
    write('server/main.ts', 'console.log(2);');
    expect(dashboardFingerprint(root)).toBe(first);
  });

  it('counts a build as current only when it finished from the same sources', () => {
    const { root, write } = project();
    const distDir = path.join(root, '.next');
    fs.mkdirSync(distDir);
    const fingerprint = dashboardFingerprint(root);
    markBuild(distDir, fingerprint);
    // No BUILD_ID: the build did not complete.
    expect(isBuildCurrent(distDir, fingerprint)).toBe(false);
    fs.writeFileSync(path.join(distDir, 'BUILD_ID'), 'abc');
    expect(isBuildCurrent(distDir, fingerprint)).toBe(true);
    write('app/page.tsx', 'export default function Page() { return 1; }');
    expect(isBuildCurrent(distDir, dashboardFingerprint(root))).toBe(false);
  });
});

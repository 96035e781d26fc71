import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// `npm start` builds the dashboard only when its sources changed since the last build: a restart then takes
// seconds instead of a minute. Every page renders on request and no NEXT_PUBLIC_ variable exists, so the build
// depends on these files and the Node.js version alone, never on the settings it is started with.

/** What `next build` reads, relative to the project's root. */
const BUILD_INPUTS = [
  'app',
  'components',
  'lib',
  'public',
  'next.config.ts',
  'proxy.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
];
const MARKER = 'loadout-build-fingerprint';

function filesUnder(root: string, input: string): string[] {
  const full = path.join(root, input);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [input];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((entry) => path.join(input, entry))
    .filter((file) => fs.statSync(path.join(root, file)).isFile());
}

/** A hash of every build input's path and content, and of the Node.js version. */
export function dashboardFingerprint(root: string): string {
  const hash = createHash('sha256').update(process.version);
  const files = BUILD_INPUTS.flatMap((input) => filesUnder(root, input)).sort();
  for (const file of files) hash.update(`\0${file}\0`).update(fs.readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

/** Whether `distDir` holds a complete build of exactly these sources. */
export function isBuildCurrent(distDir: string, fingerprint: string): boolean {
  const marker = path.join(distDir, MARKER);
  return (
    fs.existsSync(path.join(distDir, 'BUILD_ID')) &&
    fs.existsSync(marker) &&
    fs.readFileSync(marker, 'utf8') === fingerprint
  );
}

/** Notes, after a successful build, which sources it was built from. */
export function markBuild(distDir: string, fingerprint: string) {
  fs.writeFileSync(path.join(distDir, MARKER), fingerprint);
}

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fetchServedDocuments } from './served-documents';

// `npm run lint:openapi`: lints the OpenAPI documents the running API serves with Redocly (its recommended rules) and
// Spectral (spectral:oas, which also checks every example against its schema). Any error or warning fails the run:
// code generators choke on what these linters warn about. The linters' telemetry and update checks are switched
// off, so nothing leaves the machine.
const run = promisify(execFile);
const bin = (name: string) => path.resolve('node_modules/.bin', name);
// eslint-disable-next-line no-restricted-properties -- the linters inherit the environment (PATH, HOME); not configuration
const inherited = process.env;
const quiet = {
  ...inherited,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  SCARF_ANALYTICS: 'false',
  DO_NOT_TRACK: '1',
};

type RedoclyReport = {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
};
type SpectralResult = { code: string; message: string; path: string[]; severity: number };

/** Runs a linter that exits non-zero when it finds problems; its JSON report is what counts. */
async function jsonOf(command: string, args: string[]): Promise<string> {
  try {
    return (await run(command, args, { env: quiet, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    if (stdout?.trim()) return stdout;
    throw new Error(`${path.basename(command)} failed: ${stderr ?? error}`);
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-openapi-lint-'));
let failed = false;
try {
  const ruleset = path.join(dir, 'spectral.yaml');
  fs.writeFileSync(ruleset, 'extends: ["spectral:oas"]\n');
  for (const { name, documentPath, document } of await fetchServedDocuments()) {
    const file = path.join(dir, `${name}.json`);
    fs.writeFileSync(file, JSON.stringify(document, null, 2));

    const redocly = JSON.parse(
      await jsonOf(bin('redocly'), ['lint', file, '--extends=recommended', '--format=json', '--lint-config=off']),
    ) as RedoclyReport;
    const spectral = JSON.parse(
      await jsonOf(bin('spectral'), ['lint', file, '-r', ruleset, '--format=json', '--quiet', '--fail-severity=hint']),
    ) as SpectralResult[];
    const problems = [
      ...redocly.problems.map(
        (problem) => `redocly ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? ''}`,
      ),
      ...spectral.map((result) => `spectral ${result.code}: ${result.message} at #/${result.path.join('/')}`),
    ];
    console.log(
      `${documentPath}: Redocly ${redocly.totals.errors} errors, ${redocly.totals.warnings} warnings; Spectral ${spectral.length} problems`,
    );
    for (const problem of problems) console.log(`  ${problem}`);
    if (problems.length > 0) failed = true;
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
if (failed) {
  console.error(
    'OpenAPI lint failed: fix the route schemas (or run `npm run api:examples` when an example fell behind).',
  );
  process.exit(1);
}

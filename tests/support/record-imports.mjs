// `node --import ./tests/support/record-imports.mjs …`: writes every module specifier the process resolves through
// the ES module loader, one a line, to the file LOADOUT_RECORD_IMPORTS names (for the test that nothing of
// OpenTelemetry loads when tracing is off).
import { register } from 'node:module';

const file = process.env.LOADOUT_RECORD_IMPORTS;
if (file) {
  const hooks = `
    import fs from 'node:fs';
    export async function resolve(specifier, context, next) {
      fs.appendFileSync(${JSON.stringify(file)}, specifier + '\\n');
      return next(specifier, context);
    }`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
}

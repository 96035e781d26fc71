// The packed @loadout/sdk through require(): its CommonJS build and declarations (see flows.ts). A .cts file, so
// TypeScript resolves the package's `require` condition and emits `require('@loadout/sdk')`.
import * as sdk from '@loadout/sdk';

declare const process: { env: Record<string, string | undefined>; exitCode?: number };

async function main(): Promise<void> {
  const loadout = new sdk.Loadout({
    apiKey: process.env.LOADOUT_API_KEY ?? '',
    baseUrl: process.env.LOADOUT_API_URL ?? '',
  });
  const { data: key, response } = await loadout.apiKeys.retrieveCurrent().withResponse();
  const error = new sdk.NotFoundError({ status: 404, code: 'NOT_FOUND', message: 'none' });
  console.log(
    JSON.stringify({
      version: sdk.VERSION,
      mode: key.mode,
      requestId: response.requestId,
      isTypedError: error instanceof sdk.LoadoutError,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

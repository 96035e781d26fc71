'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { TCreatedApiKey } from './api-key-form';

/** A new API key's secret, which the API returns only once: shown with a copy button and a warning. */
export function ApiKeyReveal({ apiKey, onDismiss }: { apiKey: TCreatedApiKey; onDismiss: () => void }) {
  const id = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copyKey() {
    try {
      await navigator.clipboard.writeText(apiKey.key);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-warning-line bg-warning-soft p-5">
      <h3 id={`${id}-title`} className="text-base font-semibold text-warning">
        Copy the new key “{apiKey.name}” now
      </h3>
      <p className="mt-1 text-sm text-warning">
        <strong>You won’t see it again</strong>: Loadout stores only a hash of it. Hand it to the company over a safe
        channel; if it is lost, create a new key and revoke this one.
      </p>
      <label htmlFor={`${id}-key`} className="mt-4 block text-sm font-medium text-fg">
        {apiKey.mode === 'live' ? 'Live' : 'Test'} API key
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={`${id}-key`}
          readOnly
          value={apiKey.key}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-line-strong bg-raised px-3 py-2 font-mono text-sm"
        />
        <Button variant="secondary" onClick={() => void copyKey()}>
          {copy === 'copied' ? 'Copied' : 'Copy key'}
        </Button>
        <Button variant="ghost" onClick={onDismiss}>
          I have stored the key
        </Button>
      </div>
      <p role="status" className="mt-2 text-sm text-warning">
        {copy === 'copied'
          ? 'The key is on your clipboard.'
          : copy === 'failed'
            ? 'Copying did not work here; select the key and copy it yourself.'
            : ''}
      </p>
    </section>
  );
}

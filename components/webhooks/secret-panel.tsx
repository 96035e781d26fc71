'use client';

import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** A signing secret the API returns only once: shown with a copy button and a warning that it will not be shown again. */
export function SecretPanel({ title, secret, children }: { title: string; secret: string; children?: ReactNode }) {
  const id = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-warning-line bg-warning-soft p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-warning">
        {title}
      </h2>
      <p className="mt-1 text-sm text-warning">
        Copy it now and store it where your receiver can read it. <strong>You won’t see it again</strong>: Loadout keeps
        only a protected copy for signing, so if you lose it you have to rotate the secret.
      </p>
      <label htmlFor={`${id}-secret`} className="mt-4 block text-sm font-medium text-fg">
        Signing secret
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={`${id}-secret`}
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-line-strong bg-raised px-3 py-2 font-mono text-sm"
        />
        <Button variant="secondary" onClick={() => void copySecret()}>
          {copy === 'copied' ? 'Copied' : 'Copy secret'}
        </Button>
      </div>
      <p role="status" className="mt-2 text-sm text-warning">
        {copy === 'copied'
          ? 'The secret is on your clipboard.'
          : copy === 'failed'
            ? 'Copying did not work here; select the secret and copy it yourself.'
            : ''}
      </p>
      {children}
    </section>
  );
}

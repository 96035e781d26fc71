import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { ChoiceForm } from '@/components/onboarding/choice-form';
import { LinkNoLongerValid } from '@/components/onboarding/link-no-longer-valid';
import { ZOnboardingChoicePageResponse, type TOnboardingChoicePage } from '@/lib/contract/onboarding';
import { formatDate } from '@/lib/dates';
import { currentSource } from '@/lib/http/source-of';
import { readChoiceLink } from '@/lib/onboarding/choice-link';

// A new hire's one-time equipment choice, opened from their e-mail: no account and no dashboard shell (proxy.ts lets
// /choose/ through without a session); the token in the path is the credential.

export const metadata: Metadata = {
  title: 'Choose your equipment',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

type Loaded =
  | { kind: 'page'; page: TOnboardingChoicePage }
  | { kind: 'gone'; message: string }
  | { kind: 'failed'; message: string };

async function load(token: string): Promise<Loaded> {
  try {
    const response = await readChoiceLink(token, {
      source: await currentSource(),
      requestId: (await headers()).get('x-request-id'),
    });
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    if (response.ok) return { kind: 'page', page: ZOnboardingChoicePageResponse.parse(body).data };
    const message = body?.error?.message ?? 'This link cannot be opened.';
    // A malformed token is refused by the API's path check (400): for the hire, the same as an unknown one.
    if (response.status === 404 || response.status === 400) return { kind: 'gone', message };
    return { kind: 'failed', message };
  } catch (error) {
    console.error('Choice link could not be read', error);
    return { kind: 'failed', message: 'Loadout did not answer.' };
  }
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="mb-6 text-sm font-semibold tracking-wide text-accent">Loadout</p>
      {children}
    </main>
  );
}

export default async function ChoosePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const loaded = await load(token);
  if (loaded.kind === 'gone')
    return (
      <Shell>
        <LinkNoLongerValid message={loaded.message} />
      </Shell>
    );
  if (loaded.kind === 'failed')
    return (
      <Shell>
        <section role="alert" className="rounded-xl border border-danger-line bg-danger-soft p-6 text-danger">
          <h1 className="text-xl font-semibold">This page could not be loaded</h1>
          <p className="mt-3">{loaded.message} Reload the page in a moment; your link still works.</p>
        </section>
      </Shell>
    );
  const { page } = loaded;
  return (
    <Shell>
      <header className="mb-8">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Hello {page.first_name}, welcome to {page.company}
        </h1>
        <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
          <div className="rounded-lg border border-line bg-raised px-4 py-3">
            <dt className="text-muted">Your start date</dt>
            <dd className="mt-0.5 text-base font-semibold">{formatDate(page.start_date)}</dd>
          </div>
          {page.deadline ? (
            <div className="rounded-lg border border-line bg-raised px-4 py-3">
              <dt className="text-muted">Choose by</dt>
              <dd className="mt-0.5 text-base font-semibold">{formatDate(page.deadline)}</dd>
            </div>
          ) : null}
        </dl>
        <p className="mt-4 text-muted">
          Pick the equipment you would like for your first day. The option marked <em>standard</em> is selected for you;
          keep it or choose another, then confirm. This link works once.
        </p>
      </header>
      <ChoiceForm token={token} page={page} />
    </Shell>
  );
}

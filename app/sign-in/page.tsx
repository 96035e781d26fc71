import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { SignInForm } from '@/components/auth/sign-in-form';
import { safeCallbackPath } from '@/lib/auth/callback-url';
import { landingFor } from '@/lib/auth/roles';
import { currentUser } from '@/lib/auth/session';
import { dashboardEnv } from '@/lib/env';
import { currentSource, originOf } from '@/lib/http/source-of';

export const metadata: Metadata = { title: 'Sign in' };

const ERRORS: Record<string, string> = {
  AccessDenied: 'Your company account has no Loadout role. Ask your administrator to grant one.',
  CredentialsSignin: 'That e-mail and password do not match an account.',
  SessionRequired: 'Sign in to continue.',
};

const ZSearch = z.object({
  error: z.string().optional().catch(undefined),
  callbackUrl: z.string().optional().catch(undefined),
});

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const search = ZSearch.parse(await searchParams);
  // Only a page of this dashboard: never send a user to another origin after sign-in.
  const callbackPath = safeCallbackPath(search.callbackUrl, originOf(await currentSource()));
  const user = await currentUser();
  if (user) redirect(landingFor(user.role, callbackPath));
  const env = dashboardEnv();
  // Back here once signed in: the role decides where to go (the asked-for page if it may open it, else its home).
  const afterSignIn = callbackPath ? `/sign-in?callbackUrl=${encodeURIComponent(callbackPath)}` : '/sign-in';
  const error = search.error ? (ERRORS[search.error] ?? 'Signing in did not work; try again.') : undefined;
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-xl border border-line bg-raised p-8 shadow-sm">
        <h1 className="text-2xl font-semibold tracking-tight">Sign in to Loadout</h1>
        <p className="mt-1 text-sm text-muted">{env.LOADOUT_COMPANY_NAME}</p>
        <SignInForm
          afterSignIn={afterSignIn}
          error={error}
          ssoName={env.OIDC_ISSUER ? env.OIDC_DISPLAY_NAME : undefined}
        />
      </div>
    </main>
  );
}

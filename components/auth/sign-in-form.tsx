'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { getCsrfToken, signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '@/components/ui/field';

const ZSignIn = z.object({
  email: z.email('Enter the e-mail address of your Loadout account.'),
  password: z.string().min(1, 'Enter your password.'),
});
type TSignIn = z.infer<typeof ZSignIn>;

/**
 * next-auth's credentials sign-in, as `signIn('credentials')` posts it, but with the server's reason when it refuses
 * (429: too many failed sign-ins, and when to try again). Resolves to undefined once signed in, else to the message.
 */
async function signInWithPassword(values: TSignIn, callbackUrl: string): Promise<string | undefined> {
  const csrfToken = (await getCsrfToken()) ?? '';
  const response = await fetch('/api/auth/callback/credentials', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...values, csrfToken, callbackUrl, json: 'true' }),
  });
  if (response.ok) return undefined;
  if (response.status === 401) return 'That e-mail and password do not match an account.';
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return body?.error?.message ?? 'Signing in did not work; try again in a moment.';
}

/** Signs in, then goes to `afterSignIn` (the sign-in page, which sends the user on to where their role belongs). */
export function SignInForm({ afterSignIn, error, ssoName }: { afterSignIn: string; error?: string; ssoName?: string }) {
  const router = useRouter();
  const [failure, setFailure] = useState(error);
  const form = useForm<TSignIn>({ resolver: zodResolver(ZSignIn), defaultValues: { email: '', password: '' } });

  async function submit(values: TSignIn) {
    setFailure(undefined);
    const problem = await signInWithPassword(values, afterSignIn);
    if (problem) {
      setFailure(problem);
      return;
    }
    router.replace(afterSignIn);
    router.refresh();
  }

  const { errors, isSubmitting } = form.formState;
  return (
    <div className="mt-6 space-y-6">
      {failure ? (
        <p role="alert" className="rounded-md bg-danger-soft p-3 text-sm text-danger">
          {failure}
        </p>
      ) : null}
      <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4">
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <button
          type="submit"
          disabled={isSubmitting}
          className="w-full rounded-md bg-brand-600 px-3 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      {ssoName ? (
        <button
          type="button"
          onClick={() => void signIn('oidc', { callbackUrl: afterSignIn })}
          className="w-full rounded-md border border-line-strong px-3 py-2 font-medium hover:bg-surface"
        >
          Sign in with {ssoName}
        </button>
      ) : null}
    </div>
  );
}

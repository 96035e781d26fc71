import { forbidden, redirect } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { AppShell } from '@/components/layout/app-shell';
import { ConsoleSearch } from '@/components/operator/console-search';
import { currentUser } from '@/lib/auth/session';

// The operator console: Loadout's own staff, across companies, with one search box on every page. Company roles are
// told why not (app/forbidden.tsx).
export default async function OperatorLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  if (!user) redirect('/sign-in?callbackUrl=%2Foperator');
  if (user.role !== 'operator') forbidden();
  return (
    <AppShell user={user}>
      <Suspense>
        <ConsoleSearch />
      </Suspense>
      {children}
    </AppShell>
  );
}

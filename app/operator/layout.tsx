import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/layout/app-shell';
import { currentUser } from '@/lib/auth/session';
import { homeFor } from '@/lib/auth/roles';

// The operator console: Loadout's own staff, across companies.
export default async function OperatorLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  if (!user) redirect('/sign-in?callbackUrl=%2Foperator');
  if (user.role !== 'operator') redirect(homeFor(user.role));
  return (
    <AppShell user={user} organisation="Loadout operations">
      {children}
    </AppShell>
  );
}

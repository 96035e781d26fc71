import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/layout/app-shell';
import { currentUser } from '@/lib/auth/session';
import { dashboardEnv } from '@/lib/env';

// The company side: IT staff, managers and support. Operators have their own console.
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  if (!user) redirect('/sign-in');
  if (user.role === 'operator') redirect('/operator');
  return (
    <AppShell user={user} organisation={dashboardEnv().LOADOUT_COMPANY_NAME}>
      {children}
    </AppShell>
  );
}

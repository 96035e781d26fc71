import { forbidden, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/layout/app-shell';
import { currentUser } from '@/lib/auth/session';

// The company side: IT staff, managers and support. Operators have their own console (app/forbidden.tsx says so).
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  if (!user) redirect('/sign-in');
  if (user.role === 'operator') forbidden();
  return <AppShell user={user}>{children}</AppShell>;
}

import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccessDenied } from '@/components/layout/access-denied';
import { AppShell } from '@/components/layout/app-shell';
import { currentUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Not for your role' };

// What a layout's forbidden() renders (403): an operator in the company dashboard, a company role in the operator
// console. The user's own frame and navigation, and why this page is not theirs. A page's own forbidden() (requirePage)
// renders the forbidden.tsx of its section, inside the section's frame.
export default async function Forbidden() {
  const user = await currentUser();
  if (!user) redirect('/sign-in');
  return (
    <AppShell user={user}>
      <AccessDenied role={user.role} />
    </AppShell>
  );
}

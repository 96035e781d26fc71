import type { Metadata } from 'next';
import { AccessDenied } from '@/components/layout/access-denied';
import { currentUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Not for your role' };

// What requirePage's forbidden() renders inside this section's frame: why this page is not the user's.
export default async function Forbidden() {
  const user = await currentUser();
  return user ? <AccessDenied role={user.role} /> : null;
}

import 'server-only';
import { getServerSession } from 'next-auth';
import { redirect } from 'next/navigation';
import { authOptions } from './options';
import { homeFor, NAVIGATION, ZRole, type TRole } from './roles';

export type SignedInUser = { email: string; name: string; role: TRole };

/** The signed-in user, or null (no session, an expired one, or one without a valid role). */
export async function currentUser(): Promise<SignedInUser | null> {
  const session = await getServerSession(authOptions());
  const role = ZRole.safeParse(session?.user?.role);
  if (!session?.user || !role.success) return null;
  return { email: session.user.email ?? '', name: session.user.name ?? session.user.email ?? '', role: role.data };
}

/** For pages: the signed-in user allowed on `href` (per NAVIGATION); otherwise to the sign-in page or their home. */
export async function requirePage(href: string): Promise<SignedInUser> {
  const user = await currentUser();
  if (!user) redirect(`/sign-in?callbackUrl=${encodeURIComponent(href)}`);
  const page = NAVIGATION.find((item) => item.href === href);
  if (!page?.roles.includes(user.role)) redirect(homeFor(user.role));
  return user;
}

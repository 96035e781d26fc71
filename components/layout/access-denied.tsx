'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { buttonClass } from '@/components/ui/button';
import { homeFor, pageFor, ROLE_LABELS, ROLE_SCOPES, type TRole } from '@/lib/auth/roles';

const WHO: Record<TRole, string> = {
  it_staff: 'IT staff',
  manager: 'managers',
  support: 'support staff',
  operator: 'Loadout operators',
};

/** Why the signed-in role cannot open the current page, what it can do instead, and the way to its home page. */
export function AccessDenied({ role }: { role: TRole }) {
  const page = pageFor(usePathname());
  const home = homeFor(role);
  const homeLabel = pageFor(home)?.label ?? 'your home page';
  const allowed = new Intl.ListFormat('en', { type: 'disjunction' }).format(
    page?.roles.map((allowedRole) => WHO[allowedRole]) ?? [],
  );
  return (
    <section
      aria-labelledby="access-denied-title"
      className="max-w-2xl space-y-3 rounded-lg border border-warning-line bg-warning-soft p-6 text-fg"
    >
      <h1 id="access-denied-title" className="text-2xl font-semibold tracking-tight">
        {page ? `${page.label} is not open to your role` : 'This page is not open to your role'}
      </h1>
      <p>
        {page ? `${page.label} is only for ${allowed}. ` : ''}You are signed in as {ROLE_LABELS[role]}.
      </p>
      <p>{ROLE_SCOPES[role]}</p>
      {role === 'operator' ? null : (
        <p>
          {page?.roles.includes('operator')
            ? 'Everything of your company is in its dashboard.'
            : 'If you need this page, ask your IT staff to do it for you or to give you another role.'}
        </p>
      )}
      <p>
        <Link href={home} className={buttonClass('primary')}>
          Go to {homeLabel}
        </Link>
      </p>
    </section>
  );
}

import type { ReactNode } from 'react';
import { ToastViewport } from '@/components/ui/toast';
import { can, navigationFor, ROLE_LABELS } from '@/lib/auth/roles';
import type { SignedInUser } from '@/lib/auth/session';
import { dashboardEnv } from '@/lib/env';
import { ApprovalsBadge } from '@/components/approvals/approvals-badge';
import { SidebarNav } from './sidebar-nav';
import { SignOutButton } from './sign-out-button';

/**
 * The frame of every signed-in page: the role's navigation (a sidebar from the md breakpoint, a menu below it), the
 * header with the user and their organisation (the company, or Loadout for operators), and the page, whose toasts appear
 * at its top.
 */
export function AppShell({ user, children }: { user: SignedInUser; children: ReactNode }) {
  const organisation = user.role === 'operator' ? 'Loadout operations' : dashboardEnv().LOADOUT_COMPANY_NAME;
  return (
    <div className="min-h-screen md:grid md:grid-cols-[15rem_minmax(0,1fr)]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:m-2 focus:rounded focus:bg-raised focus:p-2"
      >
        Skip to content
      </a>
      <aside className="bg-brand-900 text-white md:min-h-screen">
        <SidebarNav
          items={navigationFor(user.role).map(({ href, label }) => ({
            href,
            label,
            // What waits for the user's approval, counted on every page.
            badge: href === '/approvals' ? <ApprovalsBadge /> : undefined,
          }))}
        >
          <p className="text-lg font-semibold tracking-tight">Loadout</p>
          <p className="truncate text-sm text-brand-100" data-testid="organisation">
            {organisation}
          </p>
        </SidebarNav>
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="flex items-center justify-end gap-4 border-b border-line bg-raised px-4 py-3 sm:px-6">
          <div className="min-w-0 text-right text-sm">
            <p className="truncate font-medium" data-testid="user-name">
              {user.name}
            </p>
            <p className="text-muted" data-testid="user-role">
              {ROLE_LABELS[user.role]}
            </p>
          </div>
          <SignOutButton />
        </header>
        <main id="main" className="flex-1 px-4 py-6 sm:px-6">
          <ToastViewport linkRequests={can(user.role, 'developers')} />
          {children}
        </main>
      </div>
    </div>
  );
}

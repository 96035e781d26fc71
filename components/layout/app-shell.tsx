import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ToastViewport } from '@/components/ui/toast';
import { can, navigationFor, navigationKey } from '@/lib/auth/roles';
import type { SignedInUser } from '@/lib/auth/session';
import { dashboardEnv } from '@/lib/env';
import { ApprovalsBadge } from '@/components/approvals/approvals-badge';
import { LiveUpdates } from './live-updates';
import { MenuButton, NavigationMenu, SidebarNav } from './sidebar-nav';
import { LanguageSwitch } from './language-switch';
import { SignOutButton } from './sign-out-button';
import { UserMenu } from './user-menu';

/**
 * The frame of every signed-in page: the header with the user's organisation (the company, or Loadout for operators)
 * and the user, the role's navigation (a sidebar from the md breakpoint) and the page, whose toasts appear at its top.
 * Below md the header is one bar: the Menu button that opens the navigation, the organisation, and the user menu.
 */
export function AppShell({ user, children }: { user: SignedInUser; children: ReactNode }) {
  const t = useTranslations();
  const organisation = user.role === 'operator' ? t('Shell.operations') : dashboardEnv().LOADOUT_COMPANY_NAME;
  return (
    <NavigationMenu>
      {/* Header, navigation, page: the order a phone shows them in; from md the grid puts the sidebar first. */}
      <div className="min-h-screen md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:grid-rows-[auto_1fr]">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:m-2 focus:rounded focus:bg-raised focus:p-2"
        >
          {t('Shell.skipToContent')}
        </a>
        <header className="flex h-14 items-center gap-3 bg-brand-900 px-3 text-white md:col-start-2 md:row-start-1 md:h-auto md:border-b md:border-line md:bg-raised md:px-6 md:py-3 md:text-fg">
          <MenuButton />
          <p className="min-w-0 flex-1 truncate text-sm font-semibold" data-testid="organisation">
            {organisation}
          </p>
          <UserMenu
            name={user.name}
            role={t(`Roles.${user.role}`)}
            actions={
              <>
                <LanguageSwitch />
                <SignOutButton />
              </>
            }
          />
        </header>
        <aside className="bg-brand-900 text-white md:col-start-1 md:row-span-2 md:row-start-1 md:min-h-screen">
          <p className="hidden px-5 py-4 text-lg font-semibold tracking-tight md:block">Loadout</p>
          <SidebarNav
            items={navigationFor(user.role).map(({ href }) => ({
              href,
              label: t(`Navigation.${navigationKey(href)}`),
              // What waits for the user's approval, counted on every page.
              badge: href === '/approvals' ? <ApprovalsBadge /> : undefined,
            }))}
          />
        </aside>
        <main id="main" className="min-w-0 px-4 py-6 sm:px-6 md:col-start-2 md:row-start-2">
          <ToastViewport linkRequests={can(user.role, 'developers')} />
          {children}
        </main>
        {user.role === 'operator' ? null : <LiveUpdates />}
      </div>
    </NavigationMenu>
  );
}

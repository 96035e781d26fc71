import type { ReactNode } from 'react';
import { navigationFor, ROLE_LABELS } from '@/lib/auth/roles';
import type { SignedInUser } from '@/lib/auth/session';
import { SidebarNav } from './sidebar-nav';
import { SignOutButton } from './sign-out-button';

/** The frame of every signed-in page: sidebar with the role's navigation, header with the user and the company. */
export function AppShell({ user, organisation, children }: { user: SignedInUser; organisation: string; children: ReactNode }) {
  return (
    <div className="min-h-screen md:grid md:grid-cols-[15rem_1fr]">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:m-2 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <aside className="border-b border-slate-200 bg-brand-900 text-white md:min-h-screen md:border-b-0">
        <div className="px-5 py-4">
          <p className="text-lg font-semibold tracking-tight">Loadout</p>
          <p className="text-sm text-brand-100" data-testid="organisation">
            {organisation}
          </p>
        </div>
        <SidebarNav items={navigationFor(user.role).map(({ href, label }) => ({ href, label }))} />
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="flex items-center justify-end gap-4 border-b border-slate-200 bg-white px-6 py-3">
          <div className="text-right text-sm">
            <p className="font-medium" data-testid="user-name">
              {user.name}
            </p>
            <p className="text-slate-600" data-testid="user-role">
              {ROLE_LABELS[user.role]}
            </p>
          </div>
          <SignOutButton />
        </header>
        <main id="main" className="flex-1 px-6 py-6">
          {children}
        </main>
      </div>
    </div>
  );
}

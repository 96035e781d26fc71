'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { createContext, useContext, type ReactNode } from 'react';
import { useRouteDisclosure, type RouteDisclosure } from './use-route-disclosure';

const NAV_ID = 'main-navigation';

const MenuContext = createContext<RouteDisclosure | null>(null);

function useMenu(): RouteDisclosure {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error('MenuButton and SidebarNav need <NavigationMenu> (components/layout/app-shell.tsx)');
  return menu;
}

/**
 * The role's navigation is always shown beside the page from the md breakpoint; below it, it sits behind the header's
 * "Menu" button. This holds whether that menu is open: it closes on Escape (focus back on the button), on a link, and
 * whenever the route changes.
 */
export function NavigationMenu({ children }: { children: ReactNode }) {
  return <MenuContext.Provider value={useRouteDisclosure()}>{children}</MenuContext.Provider>;
}

/** The header's "Menu" button below the md breakpoint; it opens and closes the navigation. */
export function MenuButton() {
  const t = useTranslations('Shell');
  const { isOpen, setOpen, buttonRef } = useMenu();
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={isOpen}
      aria-controls={NAV_ID}
      onClick={() => setOpen((open) => !open)}
      className="inline-flex h-10 shrink-0 items-center gap-2 rounded-md border border-brand-100/40 px-3 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-white md:hidden"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
        {isOpen ? (
          <path d="M4.3 4.3a1 1 0 0 1 1.4 0L10 8.6l4.3-4.3a1 1 0 1 1 1.4 1.4L11.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4L10 11.4l-4.3 4.3a1 1 0 0 1-1.4-1.4L8.6 10 4.3 5.7a1 1 0 0 1 0-1.4Z" />
        ) : (
          <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm0 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm1 4a1 1 0 1 0 0 2h12a1 1 0 1 0 0-2H4Z" />
        )}
      </svg>
      {t('menu')}
    </button>
  );
}

/** The role's links: in the sidebar from the md breakpoint, below the header when the menu is open on a phone. */
export function SidebarNav({ items }: { items: { href: string; label: string; badge?: ReactNode }[] }) {
  const t = useTranslations('Shell');
  const pathname = usePathname();
  const { isOpen, setOpen } = useMenu();
  const isCurrent = (href: string) =>
    href === '/' || href === '/operator' ? pathname === href : pathname.startsWith(href);
  return (
    <nav
      id={NAV_ID}
      aria-label={t('mainNavigation')}
      className={`px-3 py-3 md:block md:pt-0 ${isOpen ? '' : 'hidden'}`}
    >
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.href} className="relative">
            <Link
              href={item.href}
              aria-current={isCurrent(item.href) ? 'page' : undefined}
              onClick={() => setOpen(false)}
              className="block rounded-md px-3 py-2 text-sm font-medium text-brand-50 hover:bg-brand-700 focus-visible:outline-white aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {item.label}
            </Link>
            {/* Beside the link, not in it: the link's name stays the page's. */}
            {item.badge ? (
              <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center">{item.badge}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

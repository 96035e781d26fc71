'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

export function SidebarNav({ items }: { items: { href: string; label: string }[] }) {
  const pathname = usePathname();
  const isCurrent = (href: string) => (href === '/' || href === '/operator' ? pathname === href : pathname.startsWith(href));
  return (
    <nav aria-label="Main" className="px-3 pb-4">
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={isCurrent(item.href) ? 'page' : undefined}
              className="block rounded-md px-3 py-2 text-sm font-medium text-brand-50 hover:bg-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

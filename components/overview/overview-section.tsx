import Link from 'next/link';
import type { ReactNode } from 'react';

/** One section of the overview: its heading (`id` names the region), and a link to the page with all of it. */
export function OverviewSection({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link?: { href: string; label: string } | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {link ? (
          <Link href={link.href} className="text-sm text-accent underline">
            {link.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

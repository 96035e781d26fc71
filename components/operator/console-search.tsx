'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Button } from '@/components/ui/button';

/** The search box at the top of every console page: quotes and device actions by number, company, person or serial. */
export function ConsoleSearch() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const current = pathname === '/operator/search' ? (params.get('q') ?? '') : '';
  return (
    <form
      key={current}
      role="search"
      aria-label="Search the console"
      action="/operator/search"
      className="mb-6 flex flex-wrap items-end gap-2 sm:justify-end"
      onSubmit={(event) => {
        event.preventDefault();
        const query = new FormData(event.currentTarget).get('q')?.toString().trim() ?? '';
        router.push(query ? `/operator/search?q=${encodeURIComponent(query)}` : '/operator/search');
      }}
    >
      <label htmlFor="console-search" className="sr-only">
        Find a quote or device action
      </label>
      <input
        id="console-search"
        name="q"
        type="search"
        defaultValue={current}
        placeholder="Number, company, person, serial"
        className="min-w-0 flex-1 rounded-md border border-line-strong bg-raised px-3 py-1.5 text-sm sm:max-w-sm"
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}

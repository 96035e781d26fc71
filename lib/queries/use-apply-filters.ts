import { usePathname, useRouter } from 'next/navigation';
import { useCallback } from 'react';
import type { ListFilters } from './list';
import { hrefWithFilters } from './url-filters';

/** For list pages whose filters live in the URL: navigates to the same page with `filters` (the server page re-reads them). */
export function useApplyFilters() {
  const router = useRouter();
  const pathname = usePathname();
  return useCallback(
    (filters: ListFilters) => router.push(hrefWithFilters(pathname, filters), { scroll: false }),
    [router, pathname],
  );
}

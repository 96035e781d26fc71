'use client';

import { useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useToast } from '@/components/ui/toast';
import { isOfPage, noticeFor, type TLiveChange } from '@/lib/live/changes';
import { isTouchedBy } from '@/lib/live/query-roots';
import { testReceiverQueries } from '@/lib/queries/resources';

/** A change to the object on the page is read again after this: a burst of its events is one read. */
const GATHER_MS = 300;
/**
 * Other changes (lists, the overview, the badge) are read again at most this often: a company where something happens
 * every second does not have each open page read its lists every second, on the user's request budget.
 */
const OTHERS_EVERY_MS = 5_000;
/** After the user's own change, notices wait this long: what they just did needs no notice of its own. */
const OWN_CHANGE_MS = 3_000;

/**
 * Keeps every page of the signed-in user current while others act: the dashboard's live channel (GET /api/live) says
 * what changed, and the queries on screen that it touches read again (lib/live/query-roots.ts) — the page updates in
 * place, without a reload or a polling loop. On the page of the object that changed, a short notice says what
 * happened, unless the user just changed something themselves. After the channel reconnects, everything the page
 * shows reads again, since changes may have been missed meanwhile.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const pathname = usePathname();
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    let ownChangeAt = 0;
    // A mutation of this page starting or settling (not a form merely mounting its mutation hook).
    const stopWatchingMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'added' || event.type === 'updated') ownChangeAt = Date.now();
    });
    const gathered: TLiveChange[] = [];
    let gathering: ReturnType<typeof setTimeout> | null = null;
    let readAt = 0;
    const readAgain = () => {
      gathering = null;
      readAt = Date.now();
      const changes = gathered.splice(0);
      void queryClient.invalidateQueries({ predicate: (query) => isTouchedBy(query.queryKey, changes) });
    };
    const gather = (change: TLiveChange) => {
      gathered.push(change);
      const isOnPage = isOfPage(change, pathnameRef.current);
      const delay = isOnPage ? GATHER_MS : Math.max(GATHER_MS, readAt + OTHERS_EVERY_MS - Date.now());
      if (gathering && !isOnPage) return;
      if (gathering) clearTimeout(gathering);
      gathering = setTimeout(readAgain, delay);
    };

    const source = new EventSource('/api/live');
    let opened = false;
    source.addEventListener('ready', () => {
      if (opened) void queryClient.invalidateQueries();
      opened = true;
    });
    source.addEventListener('reconnected', () => void queryClient.invalidateQueries());
    source.addEventListener(
      'test-receiver',
      () => void queryClient.invalidateQueries({ queryKey: testReceiverQueries.current().queryKey }),
    );
    source.addEventListener('change', (message) => {
      const change = JSON.parse((message as MessageEvent<string>).data) as TLiveChange;
      gather(change);
      const notice = noticeFor(change, pathnameRef.current);
      if (notice && Date.now() - ownChangeAt > OWN_CHANGE_MS) toast.success(notice);
    });
    return () => {
      source.close();
      stopWatchingMutations();
      if (gathering) clearTimeout(gathering);
    };
  }, [queryClient, toast]);

  return null;
}

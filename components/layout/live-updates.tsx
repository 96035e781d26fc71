'use client';

import { useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useToast } from '@/components/ui/toast';
import { familyOf, noticeFor, type TLiveChange } from '@/lib/live/changes';
import { EVERY_EVENT_ROOTS, QUERY_ROOTS } from '@/lib/live/query-roots';
import { testReceiverQueries } from '@/lib/queries/resources';

/**
 * Keeps every page of the signed-in user current while others act: the dashboard's live channel (GET /api/live) says
 * what changed, and the queries it touches read again — the page updates in place, without a reload or a polling
 * loop. On the page of the object that changed, a short notice says what happened. After the channel reconnects,
 * everything the page shows reads again, since changes may have been missed meanwhile.
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
      const family = familyOf(change.type);
      for (const queryKey of [...(family ? QUERY_ROOTS[family] : []), ...EVERY_EVENT_ROOTS])
        void queryClient.invalidateQueries({ queryKey });
      const notice = noticeFor(change, pathnameRef.current);
      if (notice) toast.success(notice);
    });
    return () => source.close();
  }, [queryClient, toast]);

  return null;
}

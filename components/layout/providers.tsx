'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { ToastProvider } from '@/components/ui/toast';

// No compiled validators (new Function): the Content-Security-Policy (proxy.ts) allows no eval, and Zod's probe for
// it would be reported as a violation.
z.config({ jitless: true });

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 15_000,
            retry: (failures, error) =>
              failures < 2 && !(error instanceof Error && 'status' in error && Number(error.status) < 500),
          },
        },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}

import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import { Providers } from '@/components/layout/providers';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Loadout', template: '%s · Loadout' },
  description: 'Hardware procurement and device logistics for IT teams.',
};

// Every page renders on request, never at build time: each response's scripts carry its own CSP nonce (proxy.ts).
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang={await getLocale()}>
      <body className="min-h-screen bg-surface text-fg antialiased">
        {/* The page's language and its catalog, for the client components too (lib/i18n/request.ts). */}
        <NextIntlClientProvider>
          <Providers>{children}</Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

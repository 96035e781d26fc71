import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
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
    <html lang="en">
      <body className="min-h-screen bg-surface text-fg antialiased">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}

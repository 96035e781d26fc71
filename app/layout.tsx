import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Providers } from '@/components/layout/providers';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Loadout', template: '%s · Loadout' },
  description: 'Hardware procurement and device logistics for IT teams.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-surface text-fg antialiased">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}

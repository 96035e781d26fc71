import Link from 'next/link';

/** A quote number or device-action reference that leads to its workspace; never broken across lines. */
export function ReferenceLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} className="font-mono text-xs whitespace-nowrap text-accent underline">
      {children}
    </Link>
  );
}

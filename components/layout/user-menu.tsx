'use client';

import { useTranslations } from 'next-intl';
import { useRef, type ReactNode } from 'react';
import { useRouteDisclosure } from './use-route-disclosure';

const PANEL_ID = 'user-menu';

/** `IT` for Ines Torres: the first letters of the first and the last word of a name. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => [...word][0]!.toUpperCase()).join('') || '?';
}

/**
 * The signed-in user, their role and `actions` (Sign out). From the md breakpoint they sit in the header as they are;
 * below it, behind a round button with the user's initials, which opens them in a panel under the header. The panel
 * closes on Escape (focus back on the button), on a click outside it, and whenever the route changes.
 */
export function UserMenu({ name, role, actions }: { name: string; role: string; actions: ReactNode }) {
  const t = useTranslations('Shell');
  const rootRef = useRef<HTMLDivElement>(null);
  const { isOpen, setOpen, buttonRef } = useRouteDisclosure(rootRef);

  return (
    <div ref={rootRef} className="relative shrink-0">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((open) => !open)}
        className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white border border-brand-100/40 hover:bg-brand-600 focus-visible:outline-white md:hidden"
      >
        <span aria-hidden="true">{initialsOf(name)}</span>
        <span className="sr-only">{t('userMenu')}</span>
      </button>
      <div
        id={PANEL_ID}
        className={`${isOpen ? 'flex' : 'hidden'} absolute top-full right-0 z-50 mt-2 w-64 max-w-[calc(100vw-1rem)] flex-col items-start gap-3 rounded-lg border border-line bg-raised p-4 text-fg shadow-lg md:static md:mt-0 md:flex md:w-auto md:max-w-none md:flex-row md:items-center md:gap-4 md:rounded-none md:border-0 md:bg-transparent md:p-0 md:shadow-none`}
      >
        <div className="min-w-0 max-w-full text-sm md:text-right">
          <p className="truncate font-medium" data-testid="user-name">
            {name}
          </p>
          <p className="text-muted" data-testid="user-role">
            {role}
          </p>
        </div>
        {actions}
      </div>
    </div>
  );
}

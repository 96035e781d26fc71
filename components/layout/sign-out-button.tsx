'use client';

import { signOut } from 'next-auth/react';
import { useTranslations } from 'next-intl';

export function SignOutButton() {
  const t = useTranslations('Shell');
  return (
    <button
      type="button"
      onClick={() => void signOut({ callbackUrl: '/sign-in' })}
      className="shrink-0 rounded-md border border-line-strong px-3 py-1.5 text-sm font-medium whitespace-nowrap hover:bg-subtle"
    >
      {t('signOut')}
    </button>
  );
}

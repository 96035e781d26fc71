import type { ReactNode } from 'react';

/** A form's own failure (what the API refused that no field shows), announced to screen readers. */
export function FormError({ message, className = '' }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={`rounded-md border border-danger-line bg-danger-soft p-3 text-sm text-danger ${className}`.trim()}
    >
      {message}
    </p>
  );
}

/** The row of buttons at the end of a form: submit first, then cancel. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="flex gap-2">{children}</div>;
}

import type { ButtonHTMLAttributes } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role'> & {
  checked: boolean;
  /** The accessible name; the visible text says the state (`onText`, `offText`). */
  label: string;
  onText?: string;
  offText?: string;
  onChange: (checked: boolean) => void;
};

/** An on/off switch (role="switch"): a track with a thumb, then the state in words. */
export function Switch({ checked, label, onText = 'On', offText = 'Off', onChange, className = '', ...props }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      onClick={() => onChange(!checked)}
      className={`group inline-flex items-center gap-2 rounded-md py-1 text-sm font-medium text-fg disabled:opacity-60 ${className}`}
      {...props}
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-5 w-9 shrink-0 rounded-full border transition-colors ${
          checked ? 'border-transparent bg-brand-600' : 'border-line-strong bg-subtle'
        }`}
      >
        <span
          className={`absolute top-0.5 h-3.5 w-3.5 rounded-full shadow transition-transform ${
            checked ? 'translate-x-4 bg-white/95' : 'translate-x-0.5 bg-muted'
          }`}
        />
      </span>
      <span>{checked ? onText : offText}</span>
    </button>
  );
}

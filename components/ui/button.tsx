import type { ButtonHTMLAttributes } from 'react';

export const BUTTON_STYLES = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-60',
  secondary: 'border border-line-strong bg-raised text-fg hover:bg-subtle disabled:opacity-60',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:opacity-60',
  ghost: 'text-accent hover:bg-accent-soft disabled:opacity-60',
} as const;

export type ButtonVariant = keyof typeof BUTTON_STYLES;

export function buttonClass(variant: ButtonVariant = 'primary', className = '') {
  return `inline-flex items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium ${BUTTON_STYLES[variant]} ${className}`;
}

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

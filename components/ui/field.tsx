import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const CONTROL =
  'mt-1 w-full rounded-md border border-line-strong bg-raised px-3 py-2 text-sm aria-[invalid=true]:border-danger';

type FieldFrame = { label: string; error?: string; hint?: ReactNode };

/** A label, the control, a hint and the error, wired with ids so screen readers announce them together. */
function Frame({ id, label, error, hint, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, { error, hint }: FieldFrame) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

export function TextField({ label, error, hint, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Frame id={input.id ?? id} label={label} error={error} hint={hint}>
      <input
        id={input.id ?? id}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(input.id ?? id, { label, error, hint })}
        className={CONTROL}
        {...input}
      />
    </Frame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  ...textarea
}: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Frame id={textarea.id ?? id} label={label} error={error} hint={hint}>
      <textarea
        id={textarea.id ?? id}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(textarea.id ?? id, { label, error, hint })}
        className={CONTROL}
        rows={3}
        {...textarea}
      />
    </Frame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  children,
  ...select
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Frame id={select.id ?? id} label={label} error={error} hint={hint}>
      <select
        id={select.id ?? id}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(select.id ?? id, { label, error, hint })}
        className={CONTROL}
        {...select}
      >
        {children}
      </select>
    </Frame>
  );
}

export function CheckboxField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input id={input.id ?? id} type="checkbox" className="h-4 w-4 rounded border-line-strong" {...input} />
      <label htmlFor={input.id ?? id} className="text-sm text-fg">
        {label}
      </label>
    </div>
  );
}

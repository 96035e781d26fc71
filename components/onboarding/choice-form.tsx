'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { TOnboardingChoicePage } from '@/lib/contract/onboarding';
import { formatDate } from '@/lib/dates';
import { BffError, bffFetch } from '@/lib/queries/bff-fetch';
import { isWebLink } from '@/lib/web-link';
import { LinkNoLongerValid } from './link-no-longer-valid';

type Choice = TOnboardingChoicePage['choices'][number];
type Picks = Record<string, string>;
type Outcome = { kind: 'form' } | { kind: 'done'; picks: Picks } | { kind: 'gone'; message: string };

const initialPicks = (choices: Choice[]): Picks =>
  Object.fromEntries(choices.map((choice) => [choice.name, choice.chosen ?? choice.default_option]));

/** The API's `{path: 'choices.<name>', message}` details, by the choice they name (matched as the API does). */
function errorsByChoice(choices: Choice[], details: unknown): { byChoice: Record<string, string>; rest: string[] } {
  const byChoice: Record<string, string> = {};
  const rest: string[] = [];
  for (const detail of Array.isArray(details) ? (details as { path?: unknown; message?: unknown }[]) : []) {
    const path = typeof detail.path === 'string' ? detail.path : '';
    const message = typeof detail.message === 'string' ? detail.message : '';
    const name = path.replace(/^choices\./, '').toLowerCase();
    const choice = choices.find((candidate) => candidate.name.toLowerCase() === name);
    if (choice) byChoice[choice.name] = message;
    else rest.push(path ? `${path}: ${message}` : message);
  }
  return { byChoice, rest };
}

/** The hire's one-time equipment choice: one card per option, the policy's default taken unless they pick another. */
export function ChoiceForm({ token, page }: { token: string; page: TOnboardingChoicePage }) {
  const [picks, setPicks] = useState<Picks>(() => initialPicks(page.choices));
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'form' });
  const [isSending, setIsSending] = useState(false);
  const [choiceErrors, setChoiceErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (outcome.kind === 'done') doneHeading.current?.focus();
  }, [outcome.kind]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsSending(true);
    setFormError(null);
    setChoiceErrors({});
    try {
      await bffFetch(`/api/onboarding-choices/${encodeURIComponent(token)}`, {
        method: 'POST',
        body: { choices: picks },
      });
      setOutcome({ kind: 'done', picks });
    } catch (error) {
      if (error instanceof BffError && error.status === 404) {
        setOutcome({ kind: 'gone', message: error.message });
      } else if (error instanceof BffError && error.code === 'VALIDATION_ERROR') {
        const { byChoice, rest } = errorsByChoice(page.choices, error.details);
        setChoiceErrors(byChoice);
        setFormError(rest.length > 0 || Object.keys(byChoice).length === 0 ? error.message : null);
      } else {
        setFormError(error instanceof Error ? error.message : 'Something went wrong; try again in a moment.');
      }
    } finally {
      setIsSending(false);
    }
  }

  if (outcome.kind === 'gone') return <LinkNoLongerValid message={outcome.message} headingLevel={2} />;
  if (outcome.kind === 'done') {
    const ordered = page.choices.map((choice) => {
      const label = outcome.picks[choice.name] ?? choice.default_option;
      const option = choice.options.find((candidate) => candidate.label === label);
      return { choice: choice.name, label, product: option?.product };
    });
    return (
      <section aria-labelledby="choice-done" className="rounded-xl border border-success-line bg-success-soft p-6">
        <h2 id="choice-done" ref={doneHeading} tabIndex={-1} className="text-xl font-semibold text-success">
          Thank you, {page.first_name}!
        </h2>
        <p className="mt-3">We&apos;ll order:</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {ordered.map((line) => (
            <li key={line.choice}>
              <span className="font-medium">{line.choice}:</span> {line.label}
              {line.product && line.product !== line.label ? ` (${line.product})` : ''}
            </li>
          ))}
        </ul>
        <p className="mt-3">
          You start on <strong>{formatDate(page.start_date)}</strong>. Your IT team has your choices and has the
          equipment sent to you before then, so you can close this page.
        </p>
      </section>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-describedby={formError ? 'choice-form-error' : undefined}>
      <div className="space-y-8">
        {page.choices.map((choice, index) => {
          const errorId = `choice-${index}-error`;
          const error = choiceErrors[choice.name];
          return (
            <fieldset
              key={choice.name}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
            >
              <legend className="text-lg font-semibold">{choice.name}</legend>
              {error ? (
                <p
                  id={errorId}
                  role="alert"
                  className="mt-2 rounded-md border border-danger-line bg-danger-soft px-3 py-2 text-sm text-danger"
                >
                  {error}
                </p>
              ) : null}
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                {choice.options.map((option) => {
                  const isDefault = option.label === choice.default_option;
                  return (
                    <label
                      key={option.label}
                      className="flex min-h-20 cursor-pointer items-center gap-4 rounded-xl border-2 border-line bg-raised p-4 shadow-sm transition-colors hover:border-line-strong has-checked:border-accent has-checked:bg-accent-soft"
                    >
                      <input
                        type="radio"
                        name={`choice-${index}`}
                        value={option.label}
                        checked={picks[choice.name] === option.label}
                        onChange={() => setPicks((current) => ({ ...current, [choice.name]: option.label }))}
                        className="size-5 shrink-0 accent-brand-600"
                      />
                      {isWebLink(option.image_url) ? (
                        <img
                          src={option.image_url}
                          alt=""
                          width={64}
                          height={64}
                          className="size-16 shrink-0 rounded-md object-contain"
                        />
                      ) : null}
                      <span className="min-w-0 flex-1">
                        <span className="flex flex-wrap items-center gap-2">
                          <span className="font-semibold">{option.label}</span>
                          {isDefault ? (
                            <span className="rounded-full border border-info-line bg-info-soft px-2 py-0.5 text-xs font-medium text-info">
                              standard
                            </span>
                          ) : null}
                        </span>
                        {option.product !== option.label ? (
                          <span className="mt-1 block text-sm text-muted">{option.product}</span>
                        ) : null}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </div>
      {formError ? (
        <p
          id="choice-form-error"
          role="alert"
          className="mt-6 rounded-md border border-danger-line bg-danger-soft px-3 py-2 text-sm text-danger"
        >
          {formError}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={isSending}
        className={buttonClass('primary', 'mt-8 w-full px-5 py-3 text-base sm:w-auto')}
      >
        {isSending ? 'Sending…' : 'Confirm my choices'}
      </button>
    </form>
  );
}

'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TPreviewEquipmentPolicyInput } from '@/lib/contract/equipment-policies';
import { BffError } from '@/lib/queries/bff-fetch';
import { equipmentPolicyQueries } from '@/lib/queries/equipment-policies';
import { countEmployees } from './describe';

const SAMPLE = 8;
const SETTLE_MS = 300;

/** The value once it has stopped changing for `ms`: a preview asks once the typing pauses. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}

const CRITERIA: Record<string, string> = {
  'match.departments': 'Departments',
  'match.countries': 'Countries',
  'match.job_titles': 'Job titles',
};

/** What keeps the preview from counting, named by the field to fix (`Countries: must be a country…`). */
function explain(error: Error): string {
  const details = error instanceof BffError && Array.isArray(error.details) ? error.details : [];
  const detail = details[0] as { path?: string; message?: string } | undefined;
  if (!detail?.path || !detail.message) return error.message;
  const field = Object.entries(CRITERIA).find(([path]) => detail.path!.startsWith(path))?.[1];
  return field ? `${field}: ${detail.message}` : error.message;
}

/** "14 employees match this rule", with some of their names, as the criteria change. */
export function PolicyPreview({ draft }: { draft: TPreviewEquipmentPolicyInput }) {
  const settled = useSettled(draft, SETTLE_MS);
  // While the criteria change, the last answer stays on screen instead of a loading state.
  const preview = useQuery({ ...equipmentPolicyQueries.preview(settled, SAMPLE), placeholderData: keepPreviousData });
  return (
    <section aria-labelledby="policy-preview-title" className="rounded-lg border border-line bg-surface p-4 text-sm">
      <h2 id="policy-preview-title" className="font-semibold">
        Who this rule applies to
      </h2>
      <div aria-live="polite" className="mt-2">
        {preview.isPending ? (
          <p className="text-muted">Counting…</p>
        ) : preview.isError ? (
          <p className="text-danger">{explain(preview.error)}</p>
        ) : (
          <>
            <p data-testid="policy-preview-count" className="text-base">
              <span className="font-semibold">{countEmployees(preview.data.total)}</span>{' '}
              {preview.data.total === 1 ? 'matches' : 'match'} this rule
              {settled.is_default ? ' as the default rule' : ` as rule ${preview.data.position}`}.
            </p>
            {preview.data.employees.length ? (
              <ul className="mt-2 space-y-1">
                {preview.data.employees.map((employee) => (
                  <li key={employee.id} className="break-words">
                    {employee.name}
                    <span className="text-muted">
                      {' '}
                      · {[employee.department, employee.job_title, employee.country].filter(Boolean).join(' · ')}
                    </span>
                  </li>
                ))}
                {preview.data.total > preview.data.employees.length ? (
                  <li className="text-muted">and {preview.data.total - preview.data.employees.length} more</li>
                ) : null}
              </ul>
            ) : null}
            {preview.data.shadowed ? (
              <p className="mt-3 text-muted">
                {countEmployees(preview.data.shadowed)} more meet these criteria but get an earlier rule (the first
                match wins).
              </p>
            ) : null}
            <p className="mt-3 text-xs text-muted">Counts people who have not started yet or are at work.</p>
          </>
        )}
      </div>
    </section>
  );
}

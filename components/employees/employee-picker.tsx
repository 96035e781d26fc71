'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TEmployee } from '@/lib/contract/employees';
import { employeeQueries } from '@/lib/queries/resources';
import { TextField } from '@/components/ui/field';

const MIN_SEARCH = 2;

type Props = { onPick: (employee: TEmployee) => void; label?: string };

/** Searches the active employees of the directory by name or e-mail; picking one hands it to `onPick`. */
export function EmployeePicker({ onPick, label = 'Search the employee directory' }: Props) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const isSearching = term.length >= MIN_SEARCH;
  const result = useInfiniteQuery({
    ...employeeQueries.list({ search: term, status: 'active', limit: '6' }),
    enabled: isSearching,
  });
  const employees = result.data?.pages[0]?.data ?? [];

  function pick(employee: TEmployee) {
    onPick(employee);
    setText('');
    setTerm('');
  }

  return (
    <div className="rounded-md border border-line bg-surface p-3">
      <TextField
        label={label}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter picks the first match instead of submitting the surrounding form.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (isSearching && employees[0] && term === text.trim()) pick(employees[0]);
        }}
        hint="Type at least two letters of a name or e-mail, then pick the person to fill in the fields below."
      />
      {isSearching ? (
        <div className="mt-2">
          <p role="status" className="text-xs text-muted">
            {result.isPending
              ? 'Searching…'
              : result.isError
                ? result.error.message
                : `${employees.length === 0 ? 'No' : employees.length} matching employee${employees.length === 1 ? '' : 's'}${result.hasNextPage ? ' (first ones shown; type more to narrow)' : ''}.`}
          </p>
          {employees.length ? (
            <ul
              aria-label="Matching employees"
              className="mt-2 divide-y divide-line rounded-md border border-line bg-raised"
            >
              {employees.map((employee) => (
                <li key={employee.id}>
                  <button
                    type="button"
                    onClick={() => pick(employee)}
                    className="w-full px-3 py-2 text-left text-sm hover:bg-accent-soft focus:bg-accent-soft"
                  >
                    <span className="font-medium">{employee.name}</span>{' '}
                    <span className="text-muted">· {employee.email}</span>
                    <span className="block text-xs text-muted">
                      {[employee.job_title, employee.department, employee.country].filter(Boolean).join(' · ') ||
                        'No department on record'}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

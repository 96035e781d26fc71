'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { FormActions, FormError } from '@/components/ui/form';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import {
  ZCreateBudgetRequest,
  type TBudget,
  type TCreateBudgetInput,
  type TCreateBudgetRequest,
} from '@/lib/contract/budgets';
import { bffCall } from '@/lib/queries/bff-call';
import { budgetQueries } from '@/lib/queries/budgets';

const FIELDS = ['name', 'department', 'period', 'amount', 'currency'] as const;
const OPTIONAL_TEXT = {
  setValueAs: (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
};

/** Creates a budget, or edits `budget`: department (empty: company-wide), period length, amount and currency. */
export function BudgetForm({ budget, onDone }: { budget?: TBudget; onDone: () => void }) {
  const id = useId();
  const form = useForm<TCreateBudgetInput, unknown, TCreateBudgetRequest>({
    resolver: zodResolver(ZCreateBudgetRequest),
    defaultValues: budget
      ? {
          name: budget.name,
          department: budget.department,
          period: budget.period,
          amount: budget.amount,
          currency: budget.currency,
        }
      : { period: 'month', currency: 'USD', department: null },
  });
  const save = useBffMutation({
    call: (values: TCreateBudgetRequest) =>
      budget
        ? bffCall<{ data: TBudget }>('PATCH /api/budgets/[id]', { params: { id: budget.id }, body: values })
        : bffCall<{ data: TBudget }>('POST /api/budgets', { body: values }),
    invalidates: [budgetQueries.root],
    success: (result) => `Budget “${result.data.name}” ${budget ? 'saved' : 'created'}.`,
    form: { setError: form.setError, fields: FIELDS },
    onSuccess: onDone,
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      className="space-y-4 rounded-lg border border-line bg-raised p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {budget ? `Edit “${budget.name}”` : 'New budget'}
      </h2>
      <FormError message={save.formError} />
      <div className="grid gap-4 md:grid-cols-3">
        <TextField
          label="Department"
          hint="As in the employee directory; leave empty for a company-wide budget."
          autoComplete="off"
          error={errors.department?.message}
          {...form.register('department', {
            setValueAs: (value: unknown) => (typeof value === 'string' && value.trim() ? value : null),
          })}
        />
        <SelectField label="Period" error={errors.period?.message} {...form.register('period')}>
          <option value="month">Each month</option>
          <option value="quarter">Each quarter</option>
          <option value="year">Each year</option>
        </SelectField>
        <TextField
          label="Name (optional)"
          hint="Defaults to the department and period."
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name', OPTIONAL_TEXT)}
        />
        <TextField
          label="Amount"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          error={errors.amount?.message}
          {...form.register('amount', { valueAsNumber: true })}
        />
        <TextField
          label="Currency"
          hint="ISO 4217, e.g. USD: only quotes in it count."
          maxLength={3}
          autoComplete="off"
          error={errors.currency?.message}
          {...form.register('currency', {
            setValueAs: (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
          })}
        />
      </div>
      <FormActions>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : budget ? 'Save budget' : 'Create budget'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </FormActions>
    </form>
  );
}

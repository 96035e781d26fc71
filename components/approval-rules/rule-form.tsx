'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { errorAt, firstErrorAt } from '@/components/quote-builder/field-errors';
import { Button, buttonClass } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { FormActions, FormError } from '@/components/ui/form';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { ZCreateApprovalRuleRequest, type TApprovalRule } from '@/lib/contract/approvals';
import { bffCall } from '@/lib/queries/bff-call';
import { approvalRuleQueries, directoryDepartmentQueries } from '@/lib/queries/approval-rules';
import { describeRule } from './describe';
import {
  APPROVER_LABELS,
  CONDITION_LABELS,
  departmentsOf,
  toFormValues,
  toRequest,
  ZRuleForm,
  type TRuleForm,
} from './rule-form-schema';

const FIELDS = ['name', 'active', 'condition', 'currency', 'approver', 'second_step', 'fallback_approver'] as const;

/** Creates a rule, or edits one (`rule`): which quotes, who approves, an optional second step and the fallback. */
export function RuleForm({ rule }: { rule?: TApprovalRule }) {
  const router = useRouter();
  const form = useForm<TRuleForm>({ resolver: zodResolver(ZRuleForm), defaultValues: toFormValues(rule) });
  const values = useWatch({ control: form.control }) as TRuleForm;
  const save = useBffMutation({
    call: (input: TRuleForm) =>
      rule
        ? bffCall<{ data: TApprovalRule }>('PATCH /api/approval-rules/[id]', {
            params: { id: rule.id },
            body: toRequest(input),
          })
        : bffCall<{ data: TApprovalRule }>('POST /api/approval-rules', { body: toRequest(input) }),
    invalidates: [approvalRuleQueries.root],
    success: ({ data }) => (rule ? `“${data.name}” saved.` : `“${data.name}” created as rule ${data.position}.`),
    form: { setError: form.setError, fields: FIELDS },
    onSuccess: () => router.push('/approval-rules'),
  });
  const { errors } = form.formState;
  const conditionType = values.condition.type;
  const step = values.second_step;
  const currencyField = (
    <TextField
      label="Currency"
      maxLength={3}
      autoComplete="off"
      error={errorAt(errors, 'currency')}
      {...form.register('currency')}
    />
  );
  const draft = ZCreateApprovalRuleRequest.safeParse(toRequest(values));

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={rule ? `Edit ${rule.name}` : 'New approval rule'}
        onSubmit={form.handleSubmit((input) => save.mutate(input))}
        className="max-w-3xl min-w-0 space-y-6 rounded-lg border border-line bg-raised p-4 sm:p-6"
      >
        <FormError message={save.formError} />
        <div className="space-y-3">
          <TextField
            label="Name"
            autoComplete="off"
            placeholder="Large orders"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <div>
            <CheckboxField label="Active: quotes are checked against this rule" {...form.register('active')} />
            <p className="mt-1 pl-6 text-xs text-muted">
              IT staff’s decisions on a quote this rule might cover are held until every item is decided, then go to the
              approvers of the first rule that covers them.
            </p>
          </div>
        </div>

        <fieldset className="space-y-4">
          <legend className="text-base font-semibold">Which quotes need approval</legend>
          <SelectField
            label="A quote needs approval when"
            error={errorAt(errors, 'condition.type')}
            {...form.register('condition.type')}
          >
            {Object.entries(CONDITION_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          {conditionType === 'amount_over' ? (
            <div className="grid max-w-md grid-cols-[minmax(0,1fr)_6rem] gap-3">
              <TextField
                label="Amount"
                inputMode="decimal"
                placeholder="5000"
                autoComplete="off"
                error={errorAt(errors, 'condition.amount')}
                {...form.register('condition.amount')}
              />
              {currencyField}
            </div>
          ) : null}
          {conditionType === 'departments' ? <DepartmentFields /> : null}
          {/* Only amounts need the currency; a wrong one typed before they were hidden stays in sight. */}
          {conditionType !== 'amount_over' && !step.enabled && errorAt(errors, 'currency') ? (
            <div className="max-w-24">{currencyField}</div>
          ) : null}
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-base font-semibold">Who approves</legend>
          <p className="text-sm text-muted">
            The recipient’s manager is the one the employee directory names; when a recipient has none, anyone with the
            manager role approves. Nobody approves their own request.
          </p>
          <ApproverFields path="approver" label="Approver" />
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-base font-semibold">Second step (optional)</legend>
          <CheckboxField
            label="A second approval for larger or over-budget quotes"
            {...form.register('second_step.enabled')}
          />
          {step.enabled ? (
            <div className="space-y-4 border-l-2 border-line pl-4">
              <div className="grid max-w-md grid-cols-[minmax(0,1fr)_6rem] gap-3">
                <TextField
                  label="Above amount"
                  inputMode="decimal"
                  placeholder="20000"
                  autoComplete="off"
                  hint={conditionType === 'amount_over' ? `Higher than the rule’s own amount.` : undefined}
                  error={errorAt(errors, 'second_step.above_amount') ?? errorAt(errors, 'second_step')}
                  {...form.register('second_step.above_amount')}
                />
                {conditionType === 'amount_over' ? (
                  <p className="pt-8 text-sm text-muted">{values.currency.toUpperCase() || 'USD'}</p>
                ) : (
                  currencyField
                )}
              </div>
              <CheckboxField
                label="Also when the quote is over budget"
                {...form.register('second_step.when_over_budget')}
              />
              <ApproverFields path="second_step.approver" label="Second approver" />
            </div>
          ) : null}
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="text-base font-semibold">Fallback approver (optional)</legend>
          <p className="text-sm text-muted">
            A step still undecided five working days after it began goes to this person; without one, to anyone with the
            manager role. Approvers get a reminder after two working days.
          </p>
          <div className="grid gap-3 md:grid-cols-2">
            <TextField
              label="Fallback approver e-mail"
              type="email"
              autoComplete="off"
              placeholder="it-lead@example.com"
              error={firstErrorAt(errors, 'fallback_approver.email') ?? errorAt(errors, 'fallback_approver')}
              {...form.register('fallback_approver.email')}
            />
            <TextField
              label="Fallback approver name (optional)"
              autoComplete="off"
              error={errorAt(errors, 'fallback_approver.name')}
              {...form.register('fallback_approver.name')}
            />
          </div>
        </fieldset>

        <section aria-label="The rule in words" className="rounded-md bg-subtle p-3 text-sm">
          <h2 className="font-medium">In words</h2>
          <p aria-live="polite" className="mt-1" data-testid="rule-in-words">
            {draft.success ? describeRule(draft.data) : 'Fill in the fields above to see the rule in words.'}
          </p>
        </section>

        <FormActions>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : rule ? 'Save rule' : 'Create rule'}
          </Button>
          <Link href="/approval-rules" className={buttonClass('ghost')}>
            Cancel
          </Link>
        </FormActions>
      </form>
    </FormProvider>
  );
}

/** The approver's kind, and a person's e-mail and name. */
function ApproverFields({ path, label }: { path: 'approver' | 'second_step.approver'; label: string }) {
  const { register, control, formState } = useFormContext<TRuleForm>();
  const type = useWatch({ control, name: `${path}.type` });
  return (
    <>
      <SelectField label={label} error={errorAt(formState.errors, `${path}.type`)} {...register(`${path}.type`)}>
        {Object.entries(APPROVER_LABELS).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </SelectField>
      {type === 'person' ? (
        <div className="grid gap-3 md:grid-cols-2">
          <TextField
            label={`${label} e-mail`}
            type="email"
            autoComplete="off"
            placeholder="cfo@example.com"
            error={errorAt(formState.errors, `${path}.email`)}
            {...register(`${path}.email`)}
          />
          <TextField
            label={`${label} name (optional)`}
            autoComplete="off"
            error={errorAt(formState.errors, `${path}.name`)}
            {...register(`${path}.name`)}
          />
        </div>
      ) : null}
    </>
  );
}

/** Departments as comma-separated text, with the directory's departments to add in one click. */
function DepartmentFields() {
  const { register, control, formState, setValue } = useFormContext<TRuleForm>();
  const text = useWatch({ control, name: 'condition.departments' });
  const directory = useQuery(directoryDepartmentQueries.list());
  const chosen = new Set(departmentsOf(text).map((name) => name.toLowerCase()));
  const suggestions = (directory.data ?? []).filter((name) => !chosen.has(name.toLowerCase()));
  const groupId = useId();
  const add = (name: string) =>
    setValue('condition.departments', [...departmentsOf(text), name].join(', '), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  return (
    <div className="space-y-2">
      <TextField
        label="Departments"
        placeholder="Engineering, Design"
        autoComplete="off"
        hint="Comma-separated, as the directory names them (case does not matter)."
        error={firstErrorAt(formState.errors, 'condition.departments')}
        {...register('condition.departments')}
      />
      {suggestions.length ? (
        <div role="group" aria-labelledby={groupId} className="flex flex-wrap items-center gap-2">
          <span id={groupId} className="text-xs text-muted">
            From the directory:
          </span>
          {suggestions.map((name) => (
            <Button key={name} variant="secondary" aria-label={`Add ${name}`} onClick={() => add(name)}>
              + {name}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { Switch } from '@/components/ui/switch';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import type { TApprovalRule, TUpdateApprovalRuleRequest } from '@/lib/contract/approvals';
import { bffCall } from '@/lib/queries/bff-call';
import { approvalRuleQueries } from '@/lib/queries/approval-rules';
import { describeFallback, describeRule } from './describe';

/** What rules do, for the empty list and the page's description. */
export function RulesExplained() {
  return (
    <>
      <p>
        Without approval rules, decisions in the dashboard take effect at once: an accepted option is ordered right
        away.
      </p>
      <p className="mt-2">
        With them, IT staff’s decisions on a quote a rule might cover are held until every item is decided, and then go
        to the approvers the first matching rule names; the order is placed once they approve. Quotes no rule could
        cover are decided at once, as before.
      </p>
    </>
  );
}

type Change = { rule: TApprovalRule; body: TUpdateApprovalRuleRequest };

/** The company's approval rules in the order they are evaluated, each in plain words. */
export function RuleList({ canWrite }: { canWrite: boolean }) {
  const rules = useQuery(approvalRuleQueries.list());
  const [deleting, setDeleting] = useState<TApprovalRule | null>(null);
  const change = useBffMutation({
    call: ({ rule, body }: Change) =>
      bffCall<{ data: TApprovalRule }>('PATCH /api/approval-rules/[id]', { params: { id: rule.id }, body }),
    invalidates: [approvalRuleQueries.root],
    success: ({ data }, { body }) =>
      body.position !== undefined
        ? `“${data.name}” is now rule ${data.position}.`
        : `“${data.name}” is ${data.active ? 'active' : 'inactive'}.`,
  });
  const remove = useBffMutation({
    call: (rule: TApprovalRule) => bffCall<void>('DELETE /api/approval-rules/[id]', { params: { id: rule.id } }),
    invalidates: [approvalRuleQueries.root],
    success: (_result, rule) => `“${rule.name}” was deleted.`,
    onSuccess: () => setDeleting(null),
  });

  if (rules.isPending) return <TableSkeleton columns={2} rows={3} />;
  if (rules.isError) return <ErrorMessage error={rules.error} onRetry={() => void rules.refetch()} />;
  if (rules.data.length === 0) {
    return (
      <section
        aria-labelledby="approval-rules-empty"
        className="rounded-lg border border-dashed border-line-strong bg-raised p-6 text-sm text-muted sm:p-8"
      >
        <h2 id="approval-rules-empty" className="text-base font-semibold text-fg">
          No approval rules yet
        </h2>
        <div className="mt-2 max-w-2xl">
          <RulesExplained />
        </div>
        {canWrite ? (
          <Link href="/approval-rules/new" className={buttonClass('primary', 'mt-4')}>
            Create the first rule
          </Link>
        ) : null}
      </section>
    );
  }
  const isAnyActive = rules.data.some((rule) => rule.active);

  return (
    <>
      {isAnyActive ? null : (
        <p className="mb-4 rounded-md border border-warning-line bg-warning-soft p-3 text-sm text-warning">
          No rule is active: decisions in the dashboard take effect at once.
        </p>
      )}
      <ol aria-label="Approval rules, in the order they are evaluated" className="space-y-4">
        {rules.data.map((rule) => (
          <li key={rule.id} className="rounded-lg border border-line bg-raised p-4 shadow-sm sm:p-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="flex items-center gap-2 text-xs font-medium text-muted">
                  <span className="tracking-wide uppercase">Rule {rule.position}</span>
                  {canWrite ? null : <StatusBadge status={rule.active ? 'active' : 'inactive'} />}
                </p>
                <h2 className="text-lg font-semibold break-words">{rule.name}</h2>
              </div>
              {canWrite ? (
                <div className="flex flex-wrap items-center gap-2">
                  <Switch
                    checked={rule.active}
                    label={`“${rule.name}” active`}
                    onText="Active"
                    offText="Inactive"
                    disabled={change.isPending}
                    onChange={(active) => change.mutate({ rule, body: { active } })}
                  />
                  <Button
                    variant="secondary"
                    aria-label={`Move “${rule.name}” up`}
                    disabled={rule.position === 1 || change.isPending}
                    onClick={() => change.mutate({ rule, body: { position: rule.position - 1 } })}
                  >
                    ↑ Up
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Move “${rule.name}” down`}
                    disabled={rule.position === rules.data.length || change.isPending}
                    onClick={() => change.mutate({ rule, body: { position: rule.position + 1 } })}
                  >
                    ↓ Down
                  </Button>
                  <Link
                    href={`/approval-rules/edit/${rule.id}`}
                    className={buttonClass('secondary')}
                    aria-label={`Edit “${rule.name}”`}
                  >
                    Edit
                  </Link>
                  <Button variant="ghost" aria-label={`Delete “${rule.name}”`} onClick={() => setDeleting(rule)}>
                    Delete
                  </Button>
                </div>
              ) : null}
            </div>
            <p className={`mt-3 text-sm break-words ${rule.active ? 'text-fg' : 'text-muted'}`}>{describeRule(rule)}</p>
            <p className="mt-1 text-xs text-muted">
              Undecided after five working days, a step goes to {describeFallback(rule)}.
            </p>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete rule"
        confirmVariant="danger"
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      >
        Quotes it covers go to the next rule that matches them, or need no approval. Requests already made keep their
        approvers. The rules below it move up one place.
      </ConfirmDialog>
    </>
  );
}

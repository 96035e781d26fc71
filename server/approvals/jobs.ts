import { z } from 'zod';
import { describeMoney } from '@/lib/money';
import type { Db } from '../db/client';
import { companyScope, type CompanyScope } from '../core/scope';
import { defineJob } from '../jobs/define';
import { enqueueJob } from '../jobs/queue';
import { queueMessages } from '../integrations/messages';
import * as repo from './requests-repo';
import * as rulesRepo from './rules-repo';
import { addWorkingDays, ESCALATE_AFTER_WORKING_DAYS } from './working-days';
import * as clock from '../core/clock';

// What follows an approval request in time, each a job with a due time: the e-mails to approvers and the requester,
// the reminder when a step is due, and the escalation to the fallback approver. Each job checks the step as it then
// is, so one for a step already decided does nothing.

/** Links in the e-mails open the request in the dashboard (after sign-in); the composition root gives them. */
export type ApprovalJobDeps = { approvals: { requestUrl(requestId: string): string } };

const NOTICES = ['step_started', 'approved', 'declined'] as const;
type Notice = (typeof NOTICES)[number];

const zTenant = { companyId: z.uuid(), livemode: z.boolean() };
const zNoticePayload = z.object({ ...zTenant, requestId: z.uuid(), quoteNumber: z.string(), notice: z.enum(NOTICES) });
const zStepPayload = z.object({ ...zTenant, stepId: z.uuid(), quoteNumber: z.string() });

const money = (row: repo.RequestRow) => (row.total === null ? '' : ` (${describeMoney(row.total, row.currency)})`);

async function emailApprovers(
  db: Db,
  tenant: CompanyScope,
  request: repo.RequestRow,
  to: string[],
  subject: string,
  text: string,
) {
  if (to.length === 0) return;
  await queueMessages(db, tenant, [
    { kind: 'email', subject: `approval:${request.id}`, payload: { to, subject, text } },
  ]);
}

async function sendNotice(
  db: Db,
  tenant: CompanyScope,
  payload: z.infer<typeof zNoticePayload>,
  deps: ApprovalJobDeps,
) {
  const request = await repo.findRequest(db, tenant, payload.requestId);
  if (!request) return;
  const steps = await repo.listSteps(db, [request.id]);
  const link = deps.approvals.requestUrl(request.id);
  const requester = request.requestedBy.name ?? request.requestedBy.email ?? 'An API key';
  if (payload.notice === 'step_started') {
    const step = steps.find((candidate) => candidate.status === 'pending');
    if (!step) return;
    await emailApprovers(
      db,
      tenant,
      request,
      step.approverEmails,
      `Approval needed: quote ${payload.quoteNumber}${money(request)}`,
      `${requester} asks you to approve quote ${payload.quoteNumber}${money(request)}.\n\nWhy: ${step.reason}.\n${request.overBudget ? 'This quote would take a budget below zero.\n' : ''}\nOpen the request (sign in first if asked): ${link}\n`,
    );
    return;
  }
  const to = request.requestedBy.email ? [request.requestedBy.email] : [];
  const decided = steps.find((step) => step.status === payload.notice);
  const by = decided?.decidedByName ?? decided?.decidedByEmail ?? 'An approver';
  const comment = decided?.comment ? `\n\nTheir comment: ${decided.comment}` : '';
  await emailApprovers(
    db,
    tenant,
    request,
    to,
    payload.notice === 'approved'
      ? `Quote ${payload.quoteNumber} was approved`
      : `Quote ${payload.quoteNumber} was declined`,
    payload.notice === 'approved'
      ? `${by} approved quote ${payload.quoteNumber}${money(request)}; it is being ordered.${comment}\n\n${link}\n`
      : `${by} declined quote ${payload.quoteNumber}${money(request)}. Its items are open again: decide them anew, or ask the approver.${comment}\n\n${link}\n`,
  );
}

export const approvalNoticeJob = defineJob<z.infer<typeof zNoticePayload>, ApprovalJobDeps>({
  type: 'approval.notice',
  payload: zNoticePayload,
  async handle(payload, { db, deps }) {
    await sendNotice(db, companyScope(payload.companyId, payload.livemode), payload, deps);
  },
});

/** The step and its request while the step is still pending, else null. */
async function pendingStep(db: Db, tenant: CompanyScope, stepId: string) {
  const step = await repo.findStep(db, stepId);
  if (!step || step.status !== 'pending') return null;
  const request = await repo.findRequest(db, tenant, step.requestId);
  return request?.status === 'pending' ? { step, request } : null;
}

export const approvalReminderJob = defineJob<z.infer<typeof zStepPayload>, ApprovalJobDeps>({
  type: 'approval.remind',
  payload: zStepPayload,
  async handle({ companyId, livemode, stepId, quoteNumber }, { db, deps }) {
    const tenant = companyScope(companyId, livemode);
    await db.transaction(async (tx) => {
      const found = await pendingStep(tx, tenant, stepId);
      if (!found || found.step.remindedAt) return;
      await repo.updateStep(tx, stepId, { remindedAt: clock.now() });
      await repo.updateRequest(tx, found.request.id, {});
      await emailApprovers(
        tx,
        tenant,
        found.request,
        found.step.approverEmails,
        `Reminder: quote ${quoteNumber} waits for your approval`,
        `Quote ${quoteNumber}${money(found.request)} has waited for your approval since ${found.step.startedAt?.toISOString().slice(0, 10)}; it was due ${found.step.dueAt?.toISOString().slice(0, 10)}.\n\nWhy: ${found.step.reason}.\n\nOpen the request (sign in first if asked): ${deps.approvals.requestUrl(found.request.id)}\n`,
      );
    });
  },
});

export const approvalEscalationJob = defineJob<z.infer<typeof zStepPayload>, ApprovalJobDeps>({
  type: 'approval.escalate',
  payload: zStepPayload,
  async handle({ companyId, livemode, stepId, quoteNumber }, { db, deps }) {
    const tenant = companyScope(companyId, livemode);
    await db.transaction(async (tx) => {
      const found = await pendingStep(tx, tenant, stepId);
      if (!found || found.step.escalatedAt) return;
      const rule = found.request.ruleId ? await rulesRepo.findRule(tx, tenant, found.request.ruleId) : undefined;
      const requester = found.request.requestedBy.email?.toLowerCase();
      const fallback = rule?.fallbackEmail && rule.fallbackEmail !== requester ? rule.fallbackEmail : null;
      await repo.updateStep(tx, stepId, {
        escalatedAt: clock.now(),
        approverEmails: fallback ? [...new Set([...found.step.approverEmails, fallback])] : found.step.approverEmails,
        openToManagers: fallback ? found.step.openToManagers : true,
      });
      await repo.updateRequest(tx, found.request.id, {});
      await emailApprovers(
        tx,
        tenant,
        found.request,
        fallback ? [fallback] : [],
        `Escalated to you: quote ${quoteNumber} waits for approval`,
        `Quote ${quoteNumber}${money(found.request)} has waited for approval since ${found.step.startedAt?.toISOString().slice(0, 10)} and is escalated to you as the fallback approver.\n\nWhy: ${found.step.reason}.\n\nOpen the request (sign in first if asked): ${deps.approvals.requestUrl(found.request.id)}\n`,
      );
    });
  },
});

/** Queues the e-mail of a request's change, in the caller's transaction. */
export async function queueNotice(
  tx: Db,
  tenant: CompanyScope,
  requestId: string,
  quoteNumber: string,
  notice: Notice,
) {
  await enqueueJob(tx, approvalNoticeJob, {
    companyId: tenant.companyId,
    livemode: tenant.livemode,
    requestId,
    quoteNumber,
    notice,
  });
}

/** Queues the reminder at the step's due date and the escalation five working days after it began. */
export async function scheduleStepJobs(tx: Db, tenant: CompanyScope, step: repo.StepRow, quoteNumber: string) {
  const payload = { companyId: tenant.companyId, livemode: tenant.livemode, stepId: step.id, quoteNumber };
  await enqueueJob(tx, approvalReminderJob, payload, { runAt: step.dueAt! });
  await enqueueJob(tx, approvalEscalationJob, payload, {
    runAt: addWorkingDays(step.startedAt!, ESCALATE_AFTER_WORKING_DAYS),
  });
}

import path from 'node:path';
import type { Config } from './config';
import type { Db } from './db/client';
import { employeeChangedJob, type EmployeeChangedDeps } from './employees/changed-job';
import { createIntegrationRuntime } from './integrations/runtime';
import { sendMessageJob, type SendJobDeps } from './integrations/send-job';
import { actionSettledJob, type ActionSettledDeps } from './logistics/settled-job';
import { offboardingRetrievalJob } from './offboarding/retrieval';
import * as offboarding from './offboarding/service';
import { onboardingDueJob, type OnboardingDueDeps } from './onboarding/due-job';
import * as onboarding from './onboarding/service';
import * as refreshes from './refreshes/service';
import { quoteDeliveredJob, type QuoteDeliveredDeps } from './quotes/delivered-job';
import { dashboardPublicUrl } from './demo/environment';
import { exportPruneJob, exportRunJob, type ExportJobDeps } from './exports/jobs';
import { exportsDirOf } from './exports/files';
import { approvalEscalationJob, approvalNoticeJob, approvalReminderJob, type ApprovalJobDeps } from './approvals/jobs';
import { requestLogPruneJob, scheduleRequestLogPrune } from './request-log/prune-job';
import { eventPruneJob, scheduleEventPrune } from './events/prune-job';
import { refreshDueJob, scheduleRefreshDue } from './inventory/refresh-due-job';
import { autopilotJob, type AutopilotJobDeps } from './sandbox/autopilot-job';
import { auditRetentionJob, scheduleAuditRetention, type AuditRetentionDeps } from './audit/retention';
import { auditedJob } from './audit/jobs';
import { auditCheckpointJob, scheduleAuditCheckpoints, type AuditCheckpointDeps } from './audit/checkpoints';
import { loadAuditSigningKey } from './audit/signing-key';
import { DeliveryStore, deliverWebhookJob, type DeliveryJobDeps } from './webhooks/delivery-job';
import type { WebhookRuntime } from './webhooks/runtime';
import { createEmployeeChangeFollowUp } from './employee-changes';

// The composition root of the worker: every job type, and the services they declared they need. It lives here,
// beside start.ts, so that server/jobs/ (the queue) imports no domain and no domain imports another's jobs.

/** What every job of JOB_DEFINITIONS needs besides the database. */
export type JobDeps = DeliveryJobDeps &
  SendJobDeps &
  AutopilotJobDeps &
  EmployeeChangedDeps &
  ActionSettledDeps &
  QuoteDeliveredDeps &
  OnboardingDueDeps &
  ApprovalJobDeps &
  AuditRetentionDeps &
  AuditCheckpointDeps &
  ExportJobDeps;

/** Every job type the worker runs. Domains add their jobs here, and their deps to JobDeps. */
export const JOB_DEFINITIONS = [
  deliverWebhookJob,
  sendMessageJob,
  // Jobs that change company data on their own leave audit events by the job (server/audit/jobs.ts).
  auditedJob(autopilotJob),
  // Audited where it changes anything: most runs only read (server/employee-changes.ts).
  employeeChangedJob,
  auditedJob(actionSettledJob),
  auditedJob(offboardingRetrievalJob),
  auditedJob(quoteDeliveredJob),
  auditedJob(onboardingDueJob),
  approvalNoticeJob,
  approvalReminderJob,
  auditedJob(approvalEscalationJob),
  auditRetentionJob,
  auditCheckpointJob,
  requestLogPruneJob,
  eventPruneJob,
  refreshDueJob,
  exportRunJob,
  exportPruneJob,
] as const;

/** Recurring housekeeping jobs (daily, and the audit checkpoints): the worker queues the next run of each when none is queued, at start and in its maintenance. */
export async function scheduleRecurringJobs(db: Db) {
  await scheduleRequestLogPrune(db);
  await scheduleEventPrune(db);
  await scheduleRefreshDue(db);
  await scheduleAuditRetention(db);
  await scheduleAuditCheckpoints(db);
}

export function createJobDeps(config: Config, db: Db, webhooks: WebhookRuntime): JobDeps {
  const dashboard = dashboardPublicUrl(config).replace(/\/+$/, '');
  // The hire's one-time link opens the dashboard's page for it.
  const links: onboarding.OnboardingLinks = {
    choiceUrl: (token) => `${dashboard}/choose/${token}`,
  };
  return {
    webhooks,
    deliveries: new DeliveryStore(db),
    integrations: createIntegrationRuntime(config),
    sandbox: { autopilotStepMs: config.SANDBOX_AUTOPILOT_STEP },
    // What follows a person's directory changes and their devices' actions: the employee lifecycle's cases.
    lifecycle: {
      onEmployeesChanged: createEmployeeChangeFollowUp(db, links),
      onActionSettled: async (db, tenant, actionId, outcome) => {
        await offboarding.onActionSettled(db, tenant, actionId, outcome);
        await refreshes.onActionSettled(db, tenant, actionId, outcome);
      },
      onQuoteDelivered: async (db, tenant, quoteId) => {
        await onboarding.onQuoteDelivered(db, tenant, quoteId);
        await refreshes.onQuoteDelivered(db, tenant, quoteId);
      },
    },
    // E-mails about approvals link to the request in the dashboard, which asks to sign in first.
    approvals: { requestUrl: (requestId) => `${dashboard}/approvals/${requestId}` },
    auditCheckpoints: { signingKey: loadAuditSigningKey(config), intervalMs: config.AUDIT_CHECKPOINT_INTERVAL },
    audit: { archiveDir: config.AUDIT_ARCHIVE_DIR ?? path.join(config.dataDir, 'audit-archive') },
    // E-mails about exports link to the dashboard's Exports page, where the file is downloaded.
    exports: { dir: exportsDirOf(config), pageUrl: `${dashboard}/exports` },
    onboarding: { runStep: (db, tenant, caseId, step) => onboarding.runStep(db, tenant, caseId, step, links) },
  };
}

import type { Config } from './config';
import type { Db } from './db/client';
import { employeeChangedJob, type EmployeeChangedDeps } from './employees/changed-job';
import { createIntegrationRuntime } from './integrations/runtime';
import { sendMessageJob, type SendJobDeps } from './integrations/send-job';
import { actionSettledJob, type ActionSettledDeps } from './logistics/settled-job';
import { offboardingRetrievalJob } from './offboarding/retrieval';
import * as offboarding from './offboarding/service';
import { autopilotJob, type AutopilotJobDeps } from './sandbox/autopilot-job';
import { DeliveryStore, deliverWebhookJob, type DeliveryJobDeps } from './webhooks/delivery-job';
import type { WebhookRuntime } from './webhooks/runtime';

// The composition root of the worker: every job type, and the services they declared they need. It lives here,
// beside start.ts, so that server/jobs/ (the queue) imports no domain and no domain imports another's jobs.

/** What every job of JOB_DEFINITIONS needs besides the database. */
export type JobDeps = DeliveryJobDeps & SendJobDeps & AutopilotJobDeps & EmployeeChangedDeps & ActionSettledDeps;

/** Every job type the worker runs. Domains add their jobs here, and their deps to JobDeps. */
export const JOB_DEFINITIONS = [
  deliverWebhookJob,
  sendMessageJob,
  autopilotJob,
  employeeChangedJob,
  actionSettledJob,
  offboardingRetrievalJob,
] as const;

export function createJobDeps(config: Config, db: Db, webhooks: WebhookRuntime): JobDeps {
  return {
    webhooks,
    deliveries: new DeliveryStore(db),
    integrations: createIntegrationRuntime(config),
    sandbox: { autopilotStepMs: config.SANDBOX_AUTOPILOT_STEP },
    // What follows a person's directory changes and their devices' actions: the employee lifecycle's cases.
    lifecycle: {
      onEmployeeChanged: offboarding.onEmployeeChanged,
      onActionSettled: offboarding.onActionSettled,
    },
  };
}

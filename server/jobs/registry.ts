import { sendMessageJob } from '../integrations/send-job';
import { autopilotJob } from '../sandbox/autopilot-job';
import { deliverWebhookJob } from '../webhooks/delivery-job';
import type { JobDefinition } from './define';

/** Every job type the worker runs. Domains add their jobs here. */
export const JOB_DEFINITIONS: readonly JobDefinition<unknown>[] = [deliverWebhookJob, sendMessageJob, autopilotJob];

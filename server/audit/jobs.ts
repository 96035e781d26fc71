import type { JobDefinition } from '../jobs/define';
import { jobSource } from './actor';
import { audited } from './record';

/**
 * A job whose changes to company data leave audit events: each run works in one transaction, and appends an event
 * by the job (`actor.type: job`) for each company whose rows it changed; a run that changed nothing leaves none.
 * Only for jobs that do no slow I/O of their own (they hold a connection for the whole run): jobs that call out
 * (webhook deliveries, e-mail) are not wrapped.
 */
export function auditedJob<Payload, Deps>(definition: JobDefinition<Payload, Deps>): JobDefinition<Payload, Deps> {
  const subject = { action: definition.type, objectType: null, objectId: null, requestId: null };
  return {
    ...definition,
    handle: (payload, context) =>
      audited(context.db, jobSource(definition.type), subject, null, (tx) =>
        definition.handle(payload, { ...context, db: tx }),
      ),
  };
}

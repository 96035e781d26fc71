import type { Db } from '../db/client';
import { insertRows } from '../db/insert-rows';
import { integrationMessages } from '../db/schema';
import type { CompanyScope } from '../core/scope';
import { enqueueJobs } from '../jobs/queue';
import type { EmailPayload, MessageRow } from './message-store';
import { sendMessageJob } from './send-job';

export type MessageInput =
  | { kind: 'email'; subject: string; payload: EmailPayload }
  | { kind: 'task' | 'order'; subject: string; payload: Record<string, unknown> };

/** Queues messages to the outside world in the caller's transaction; the worker sends them once the change commits. */
export async function queueMessages(db: Db, tenant: CompanyScope, messages: MessageInput[]): Promise<MessageRow[]> {
  if (messages.length === 0) return [];
  const rows = await insertRows(
    db,
    integrationMessages,
    messages.map((message) => ({
      companyId: tenant.companyId,
      livemode: tenant.livemode,
      kind: message.kind,
      subject: message.subject,
      payload: message.payload,
    })),
  );
  await enqueueJobs(
    db,
    sendMessageJob,
    rows.map((row) => ({ payload: { messageId: row.id } })),
  );
  return rows;
}

import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { insertTogether, prepareInsert } from '../db/insert-rows';
import { integrationMessages } from '../db/schema';
import type { CompanyScope } from '../core/scope';
import { prepareJobs } from '../jobs/queue';
import type { EmailPayload, MessageRow } from './message-store';
import { sendMessageJob } from './send-job';

export type MessageInput =
  | { kind: 'email'; subject: string; payload: EmailPayload }
  | { kind: 'task' | 'order'; subject: string; payload: Record<string, unknown> };

/** Queues messages to the outside world in the caller's transaction; the worker sends them once the change commits. */
export async function queueMessages(db: Db, tenant: CompanyScope, messages: MessageInput[]): Promise<MessageRow[]> {
  if (messages.length === 0) return [];
  const values = messages.map((message) => ({
    id: randomUUID(),
    companyId: tenant.companyId,
    livemode: tenant.livemode,
    kind: message.kind,
    subject: message.subject,
    payload: message.payload,
  }));
  // One statement: the ids are known, so the jobs can name their messages.
  const [rows] = await insertTogether(db, [
    prepareInsert(integrationMessages, values),
    prepareJobs(
      sendMessageJob,
      values.map((row) => ({ payload: { messageId: row.id } })),
    ),
  ]);
  return rows;
}

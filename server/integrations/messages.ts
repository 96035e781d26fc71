import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { insertRows } from '../db/insert-rows';
import { integrationMessages } from '../db/schema';
import type { Tenant } from '../http/authenticate';
import { enqueueJobs } from '../jobs/queue';
import { sendMessageJob } from './send-job';

export type MessageRow = typeof integrationMessages.$inferSelect;

/** `operator: true` sends to OPERATOR_EMAIL. */
export type EmailPayload = { to: string[]; operator?: boolean; subject: string; text: string };
export type MessageInput =
  | { kind: 'email'; subject: string; payload: EmailPayload }
  | { kind: 'task' | 'order'; subject: string; payload: Record<string, unknown> };

/** Queues messages to the outside world in the caller's transaction; the worker sends them once the change commits. */
export async function queueMessages(db: Db, tenant: Tenant, messages: MessageInput[]): Promise<MessageRow[]> {
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
  await enqueueJobs(db, sendMessageJob, rows.map((row) => ({ payload: { messageId: row.id } })));
  return rows;
}

export async function findMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(integrationMessages).where(eq(integrationMessages.id, id));
  return row;
}

export async function updateMessage(db: Db, id: string, patch: Partial<typeof integrationMessages.$inferInsert>) {
  await db.update(integrationMessages).set(patch).where(eq(integrationMessages.id, id));
}

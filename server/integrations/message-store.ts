import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { integrationMessages } from '../db/schema';

// Reads and writes of one queued message, for the job that sends it (kept apart from messages.ts, which enqueues
// that job, so that the two do not import each other).

export type MessageRow = typeof integrationMessages.$inferSelect;

/** `operator: true` sends to OPERATOR_EMAIL. */
export type EmailPayload = { to: string[]; operator?: boolean; subject: string; text: string };

export async function findMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(integrationMessages).where(eq(integrationMessages.id, id));
  return row;
}

export async function updateMessage(db: Db, id: string, patch: Partial<typeof integrationMessages.$inferInsert>) {
  await db.update(integrationMessages).set(patch).where(eq(integrationMessages.id, id));
}

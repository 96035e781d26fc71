import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TOutboxMessage, ZListOutboxQuery } from '@/lib/contract/operations';
import type { Db } from '../db/client';
import { companies, integrationMessages } from '../db/schema';
import { keysetPage, pageOf } from '../http/pagination';

type OutboxQuery = z.infer<typeof ZListOutboxQuery>;

/** Integration messages across companies, newest first: what was e-mailed, filed as a task or ordered. */
export async function listOutbox(db: Db, query: OutboxQuery) {
  const { kind, status, company_id: companyId, ...page } = query;
  const request = { ...page, sort: '-created_at' };
  const keyset = keysetPage(request, { created_at: integrationMessages.createdAt }, integrationMessages.id);
  const rows = await db
    .select({ message: integrationMessages, companyName: companies.name })
    .from(integrationMessages)
    .innerJoin(companies, eq(companies.id, integrationMessages.companyId))
    .where(
      and(
        keyset.where,
        kind ? eq(integrationMessages.kind, kind) : undefined,
        status ? eq(integrationMessages.status, status) : undefined,
        companyId ? eq(integrationMessages.companyId, companyId) : undefined,
      ),
    )
    .orderBy(desc(integrationMessages.createdAt), desc(integrationMessages.id))
    .limit(keyset.limit);
  const paged = pageOf(
    rows.map((row) => ({ ...row.message, companyName: row.companyName })),
    request,
    (row) => row.createdAt,
  );
  return { data: paged.data.map(toOutboxMessage), meta: paged.meta };
}

function toOutboxMessage(row: typeof integrationMessages.$inferSelect & { companyName: string }): TOutboxMessage {
  return {
    id: row.id,
    company_id: row.companyId,
    company_name: row.companyName,
    livemode: row.livemode,
    kind: row.kind,
    subject: row.subject,
    status: row.status,
    destination: row.destination,
    attempts: row.attempts,
    last_error: row.lastError,
    payload: row.payload,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

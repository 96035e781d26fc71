import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { TOutboxMessage, ZListOutboxQuery } from '@/lib/contract/operations';
import type { Db } from '../db/client';
import { companies, deviceActions, integrationMessages, quotes } from '../db/schema';
import { keysetPage, pageOf } from '../db/pagination';
import type { EmailPayload } from './message-store';

type OutboxQuery = z.infer<typeof ZListOutboxQuery>;
type MessageRow = typeof integrationMessages.$inferSelect & { companyName: string };

/** Where messages go as the service is configured now: the desk's address and the adapters' URLs (unset: kept). */
export type OutboxSettings = { operatorEmail: string; taskTrackerUrl?: string; fulfilmentUrl?: string };

const SUBJECT = /^(quote|device_action):([0-9a-f-]{36})$/;

/** Integration messages across companies, newest first: what was e-mailed, filed as a task or ordered, and where. */
export async function listOutbox(db: Db, query: OutboxQuery, settings: OutboxSettings) {
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
  const references = await findReferences(db, paged.data);
  return { data: paged.data.map((row) => toOutboxMessage(row, references, settings)), meta: paged.meta };
}

/** The numbers of the quotes and references of the device actions the messages are about, by id. */
async function findReferences(db: Db, rows: MessageRow[]): Promise<Map<string, string>> {
  const ids = { quote: new Set<string>(), device_action: new Set<string>() };
  for (const row of rows) {
    const match = SUBJECT.exec(row.subject);
    if (match) ids[match[1] as keyof typeof ids].add(match[2]!);
  }
  const [quoteRows, actionRows] = await Promise.all([
    ids.quote.size
      ? db
          .select({ id: quotes.id, reference: quotes.number })
          .from(quotes)
          .where(inArray(quotes.id, [...ids.quote]))
      : [],
    ids.device_action.size
      ? db
          .select({ id: deviceActions.id, reference: deviceActions.actionId })
          .from(deviceActions)
          .where(inArray(deviceActions.id, [...ids.device_action]))
      : [],
  ]);
  return new Map([...quoteRows, ...actionRows].map((row) => [row.id, row.reference]));
}

function aboutOf(row: MessageRow, references: Map<string, string>): TOutboxMessage['about'] {
  const match = SUBJECT.exec(row.subject);
  if (!match) return null;
  return { type: match[1] as 'quote' | 'device_action', id: match[2]!, reference: references.get(match[2]!) ?? null };
}

function deliveryOf(row: MessageRow, settings: OutboxSettings): TOutboxMessage['delivery'] {
  const keptBecause = row.status !== 'stored' ? null : row.destination === 'sandbox' ? 'sandbox' : 'not_configured';
  const sentTo = row.status === 'sent' && row.destination !== 'smtp' ? row.destination : null;
  if (row.kind === 'email') {
    const email = row.payload as Partial<EmailPayload>;
    return {
      channel: 'email',
      to: email.operator ? [settings.operatorEmail] : (email.to ?? []),
      url: null,
      kept_because: keptBecause,
    };
  }
  const configured = row.kind === 'task' ? settings.taskTrackerUrl : settings.fulfilmentUrl;
  const pendingTo = row.status === 'pending' && row.livemode ? (configured ?? null) : null;
  return {
    channel: row.kind === 'task' ? 'task_tracker' : 'fulfilment_partner',
    to: [],
    url: sentTo ?? pendingTo,
    kept_because: keptBecause,
  };
}

function toOutboxMessage(row: MessageRow, references: Map<string, string>, settings: OutboxSettings): TOutboxMessage {
  return {
    id: row.id,
    company_id: row.companyId,
    company_name: row.companyName,
    livemode: row.livemode,
    kind: row.kind,
    subject: row.subject,
    about: aboutOf(row, references),
    status: row.status,
    destination: row.destination,
    delivery: deliveryOf(row, settings),
    attempts: row.attempts,
    last_error: row.lastError,
    payload: row.payload,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

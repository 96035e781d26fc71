import { z } from 'zod';
import { defineJob, type JobContext } from '../jobs/define';
import { findMessage, updateMessage, type EmailPayload } from './message-store';
import type { IntegrationRuntime } from './runtime';
import * as clock from '../core/clock';

/** POSTs JSON; the Idempotency-Key makes our retries safe for the receiver. Throws on anything but 2xx. */
export async function postJson(url: string, body: unknown, options: { idempotencyKey: string; signal?: AbortSignal }) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': options.idempotencyKey,
      'user-agent': 'Loadout/1.0',
    },
    body: JSON.stringify(body),
    signal: options.signal
      ? AbortSignal.any([options.signal, AbortSignal.timeout(15_000)])
      : AbortSignal.timeout(15_000),
    redirect: 'error',
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

export type SendJobDeps = { integrations: IntegrationRuntime };

/** Where a message goes with the current configuration; null keeps it stored. */
function destinationOf(runtime: IntegrationRuntime, kind: string): string | null {
  if (kind === 'email') return runtime.mailer ? 'smtp' : null;
  if (kind === 'task') return runtime.taskTrackerUrl ?? null;
  return runtime.fulfilmentUrl ?? null;
}

/**
 * Sends one queued message: an e-mail over SMTP, a task to the tracker, an order to the fulfilment partner. Sandbox
 * messages, and messages with no adapter configured, are kept as stored records and never leave the service.
 */
export const sendMessageJob = defineJob({
  type: 'integration.send',
  payload: z.object({ messageId: z.uuid() }),
  timeoutMs: 30_000,
  async handle({ messageId }, { db, deps, attempt, signal }: JobContext<SendJobDeps>) {
    const message = await findMessage(db, messageId);
    if (!message || message.status !== 'pending') return;
    const destination = message.livemode ? destinationOf(deps.integrations, message.kind) : null;
    if (!destination) {
      await updateMessage(db, message.id, {
        status: 'stored',
        destination: message.livemode ? 'stored' : 'sandbox',
        attempts: attempt,
      });
      return;
    }
    try {
      if (message.kind === 'email') {
        const email = message.payload as EmailPayload;
        await deps.integrations.mailer!.sendMail({
          from: deps.integrations.emailFrom,
          to: email.operator ? [deps.integrations.operatorEmail] : email.to,
          subject: email.subject,
          text: email.text,
          messageId: `<${message.id}@loadout>`,
        });
      } else {
        await postJson(
          destination,
          { id: message.id, type: message.kind, ...message.payload },
          { idempotencyKey: message.id, signal },
        );
      }
    } catch (error) {
      await updateMessage(db, message.id, {
        attempts: attempt,
        lastError: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
    await updateMessage(db, message.id, {
      status: 'sent',
      destination,
      attempts: attempt,
      lastError: null,
      sentAt: clock.now(),
    });
  },
});

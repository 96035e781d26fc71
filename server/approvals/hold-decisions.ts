import type { TRecipientInput } from '@/lib/contract/quotes';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import type { RequestActor } from '../db/schema';
import type { QuoteRow } from '../quotes/service';
import * as requests from './requests';
import { settleRequest, type Settled } from './settle-request';

// Quotes under the company's approval rules. A gated decider's decisions are held on the quote's request until every
// item is decided; then, if a rule covers them, the quote awaits its approvers (`Awaiting Approval`), and only the
// last approval writes the decisions (orders, e-mails, the fulfilment order). Without a covering rule they take
// effect at once. The quotes domain calls this under the quote's row lock (server/quotes/decide-item.ts).

/** Holds a gated decision on the quote's request (opened on the first), and settles the request when the set is complete. */
export async function holdDecision(
  tx: Db,
  tenant: CompanyScope,
  quote: QuoteRow,
  open: requests.RequestRow | undefined,
  decision: {
    itemId: string;
    alternativeId: string | null;
    action: 'accept' | 'reject';
    recipients?: TRecipientInput[];
  },
  actor: RequestActor,
): Promise<Settled> {
  const request = await requests.collectDecision(
    tx,
    tenant,
    quote,
    open,
    {
      item_id: decision.itemId,
      alternative_id: decision.alternativeId,
      action: decision.action,
      recipients: decision.recipients ?? null,
    },
    actor,
  );
  return settleRequest(tx, tenant, quote, request);
}

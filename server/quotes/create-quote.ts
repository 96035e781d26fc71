import { randomUUID } from 'node:crypto';
import type { TProduct } from '@/lib/contract/catalog';
import type { TCreateQuoteRequest, TQuote, TRecipientInput } from '@/lib/contract/quotes';
import { reportInserts } from '../audit/record';
import { findKit } from '../catalog/kits';
import { findProductsByIds } from '../catalog/service';
import { inTransaction, type Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { validationError } from '../core/errors';
import { notifyQuoteCreated } from './notifications';
import { toQuote } from './present';
import * as repo from './repo';
import { recordEvent } from '../webhooks/events';
import { nextReference } from '../db/reference-numbers';
import { enterStatus } from '../db/status-timestamps';
import * as clock from '../core/clock';

type ItemInput = TCreateQuoteRequest['items'][number];
type PlannedItem = {
  mode: 'catalog' | 'kit' | 'freeform';
  productId: string | null;
  configurationId: string | null;
  kitId: string | null;
  productType: string | null;
  specification: Record<string, unknown>;
  quantity: number;
  comments: string | null;
  recipients: TRecipientInput[];
};

/** The catalog products (with all their configurations) the request names, in one query. */
async function loadProducts(db: Db, items: ItemInput[]): Promise<Map<string, TProduct>> {
  return findProductsByIds(
    db,
    items.flatMap((item) => ('product_id' in item ? [item.product_id] : [])),
  );
}

/** The catalog product (and configuration) of an item, as a specification the operator can price. */
function catalogSpecification(
  products: Map<string, TProduct>,
  path: string,
  productId: string,
  configurationId: string | undefined,
) {
  const product = products.get(productId);
  if (!product) throw validationError(`${path}.product_id`, `no product with id '${productId}' is in the catalog`);
  const configuration = configurationId
    ? product.configurations.find((candidate) => candidate.id === configurationId)
    : undefined;
  if (configurationId && !configuration)
    throw validationError(`${path}.configuration_id`, `is not a configuration of product ${productId}`);
  return {
    product,
    specification: {
      brand: product.brand,
      model: product.model,
      name: product.name,
      ...(configuration
        ? {
            cpu: configuration.cpu,
            ram: configuration.ram,
            storage: configuration.storage,
            screen_size: configuration.screen_size,
          }
        : {}),
    },
  };
}

/** Resolves each requested item: catalog items get their specification, kits expand into one item per device. */
async function planItems(db: Db, tenant: CompanyScope, items: ItemInput[]): Promise<PlannedItem[]> {
  const products = await loadProducts(db, items);
  const planned: PlannedItem[] = [];
  for (const [index, item] of items.entries()) {
    const path = `items[${index}]`;
    const common = { quantity: item.quantity, comments: item.comments ?? null, recipients: item.recipients };
    if ('kit_id' in item) {
      const kit = await findKit(db, tenant, item.kit_id);
      if (!kit) throw validationError(`${path}.kit_id`, `no kit with id '${item.kit_id}' belongs to this company`);
      for (const device of kit.items) {
        planned.push({
          ...common,
          mode: 'kit',
          productId: device.product_id,
          configurationId: device.configuration_id,
          kitId: kit.id,
          productType: device.product_type,
          specification: device.specification,
          quantity: device.quantity * item.quantity,
        });
      }
    } else if ('product_id' in item) {
      const { product, specification } = catalogSpecification(products, path, item.product_id, item.configuration_id);
      planned.push({
        ...common,
        mode: 'catalog',
        productId: product.id,
        configurationId: item.configuration_id ?? null,
        kitId: null,
        productType: product.product_type,
        specification: { ...specification, ...item.specification },
      });
    } else {
      planned.push({
        ...common,
        mode: 'freeform',
        productId: null,
        configurationId: null,
        kitId: null,
        productType: item.product_type,
        specification: item.specification,
      });
    }
  }
  return planned;
}

export type NewRecipients = {
  quoteId: string;
  itemId: string;
  recipients: TRecipientInput[];
  status: 'Pending' | 'Ordered';
  at?: Date;
};

export function recipientValues({ quoteId, itemId, recipients, status, at = clock.now() }: NewRecipients) {
  return recipients.map((recipient, position) => ({
    id: randomUUID(),
    quoteId,
    itemId,
    position,
    name: recipient.name,
    email: recipient.email ?? null,
    country: recipient.country,
    address: recipient.address,
    phoneNumber: recipient.phone_number ?? null,
    quantity: recipient.quantity ?? null,
    status,
    statusTimestamps: enterStatus(enterStatus({}, 'Pending', at), status, at),
  }));
}

/**
 * Runs in the transaction that creates a quote, once it exists: how the caller starts what follows (the sandbox
 * autopilot) without this domain knowing it.
 */
export type QuoteCreatedHook = (tx: Db, scope: CompanyScope, quoteId: string) => Promise<void>;

/**
 * Creates a quote waiting for the operator's review, in one transaction (the caller's, if `db` is one); prices are
 * null. Event `quote.created`. Its rows are reported to an audited transaction's capture (reportInserts): a caller
 * that changes audited rows after it in the same transaction calls `endInsertReport` first.
 */
export async function createQuote(
  db: Db,
  tenant: CompanyScope,
  input: TCreateQuoteRequest,
  onCreated?: QuoteCreatedHook,
): Promise<TQuote> {
  return inTransaction(db, async (tx) => {
    const view = await insertQuote(tx, tenant, input);
    await onCreated?.(tx, tenant, view.id);
    return view;
  });
}

async function insertQuote(tx: Db, tenant: CompanyScope, input: TCreateQuoteRequest): Promise<TQuote> {
  const planned = await planItems(tx, tenant, input.items);
  const now = clock.now();
  // Every row is made before the number is taken: from then on the counter's row is locked for every creator until
  // this transaction ends (server/db/reference-numbers.ts).
  const quoteId = randomUUID();
  const itemValues = planned.map((item, position) => ({
    id: randomUUID(),
    quoteId,
    position,
    mode: item.mode,
    productId: item.productId,
    configurationId: item.configurationId,
    kitId: item.kitId,
    productType: item.productType,
    specification: item.specification,
    quantity: item.quantity,
    comments: item.comments,
    status: 'Pending Review' as const,
  }));
  const recipients = itemValues.flatMap((item) =>
    recipientValues({
      quoteId,
      itemId: item.id,
      recipients: planned[item.position]!.recipients,
      status: 'Pending',
      at: now,
    }),
  );
  // The audit log takes the rows from the insert (server/audit/record.ts): it adds no round trip while the counter is held.
  const report = reportInserts(tx, [
    quoteId,
    ...itemValues.map((item) => item.id),
    ...recipients.map((recipient) => recipient.id),
  ]);
  const number = await nextReference(tx, 'quote', now);
  const {
    quote,
    items,
    recipients: recipientRows,
  } = await repo.insertNewQuote(tx, {
    quote: {
      id: quoteId,
      number,
      companyId: tenant.companyId,
      livemode: tenant.livemode,
      status: 'Pending Review',
      statusTimestamps: enterStatus({}, 'Pending Review', now),
      requesterEmail: input.requester_email,
      requesterName: input.requester_name ?? null,
      poNumber: input.po_number ?? null,
      notificationEmails: input.notification_emails,
    },
    items: itemValues,
    recipients,
    report,
  });
  // New, unpriced and asked no approval yet: the quote reads as written, and nothing moves its status.
  const view = toQuote(quote, { items, alternatives: [], recipients: recipientRows });
  await recordEvent(tx, tenant, 'quote.created', view);
  await notifyQuoteCreated(tx, tenant, view);
  return view;
}

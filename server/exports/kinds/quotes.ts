import { ZListQuotesQuery, type TQuote } from '@/lib/contract/quotes';
import * as quotes from '../../quotes/service';
import { defineExportKind, everyPage } from '../kind';

type Item = TQuote['items'][number];
/** One row per item and recipient; an item without recipients has one row with empty recipient cells. */
type QuoteLine = { quote: TQuote; item: Item; recipient: Item['recipients'][number] | null };

/** The unit price of the option taken: the accepted alternative's, else the item's own. */
function unitPrice(item: Item): number | null {
  if (item.selected_option?.type === 'alternative') {
    return item.alternatives.find((alternative) => alternative.id === item.selected_option?.id)?.price ?? null;
  }
  return item.price;
}

const describe = (item: Item) => {
  const spec = item.specification;
  const name = [spec.brand, spec.model ?? spec.name].filter((part) => typeof part === 'string' && part).join(' ');
  return name || item.product_type;
};

/** Quotes, as GET /api/v1/quotes lists them, one row per item and recipient. */
export const quotesExport = defineExportKind({
  kind: 'quotes',
  title: 'quotes',
  readScope: 'quotes:read',
  filters: ZListQuotesQuery.omit({ cursor: true, limit: true }),
  columns: [
    { header: 'Quote', value: (line: QuoteLine) => line.quote.number },
    { header: 'Quote status', value: (line) => line.quote.status },
    { header: 'Requester', value: (line) => line.quote.requester_email },
    { header: 'PO number', value: (line) => line.quote.po_number },
    { header: 'Created at', value: (line) => line.quote.created_at },
    { header: 'Item', value: (line) => describe(line.item) },
    { header: 'Product type', value: (line) => line.item.product_type },
    { header: 'Item status', value: (line) => line.item.status },
    { header: 'Item quantity', value: (line) => line.item.quantity },
    { header: 'Unit price', value: (line) => unitPrice(line.item) },
    { header: 'Currency', value: (line) => line.quote.currency },
    { header: 'Recipient', value: (line) => line.recipient?.name },
    { header: 'Recipient e-mail', value: (line) => line.recipient?.email },
    { header: 'Recipient country', value: (line) => line.recipient?.country },
    { header: 'Recipient quantity', value: (line) => line.recipient?.quantity },
    { header: 'Recipient status', value: (line) => line.recipient?.status },
    { header: 'Tracking code', value: (line) => line.recipient?.tracking_code },
    { header: 'Serial number', value: (line) => line.recipient?.serial_number },
    { header: 'Quote ID', value: (line) => line.quote.id },
    { header: 'Item ID', value: (line) => line.item.id },
  ],
  async *rows(db, tenant, filters) {
    for await (const page of everyPage((page) =>
      quotes.listQuotes(db, tenant, quotes.filtersOf({ ...filters, ...page }), { ...page, sort: filters.sort }),
    )) {
      yield page.flatMap((quote) =>
        quote.items.flatMap((item): QuoteLine[] =>
          item.recipients.length === 0
            ? [{ quote, item, recipient: null }]
            : item.recipients.map((recipient) => ({ quote, item, recipient })),
        ),
      );
    }
  },
});

import { z } from 'zod';

// The arguments of draft_quote and create_quote, flat and described for a model. The API validates them with its
// own request schema (ZCreateQuoteRequest), as draft_quote does before anything is created.

const RECIPIENT_INPUT = z.strictObject({
  name: z.string().trim().min(1).max(200),
  country: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .describe('The country, as a name or code ("Germany", "DE"); kept as given.'),
  address: z.string().trim().min(1).max(1000).describe('Full postal address.'),
  email: z.string().optional(),
  phone_number: z.string().max(50).optional(),
  quantity: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe('How many of the item this person gets, when several share it.'),
});

export const RECIPIENTS_INPUT = z
  .array(RECIPIENT_INPUT)
  .min(1)
  .max(500)
  .describe('Who receives the devices (at least one).');

const ITEM_INPUT = z
  .strictObject({
    product_id: z.string().optional().describe('Catalog item: a product id from search_catalog.'),
    configuration_id: z
      .string()
      .optional()
      .describe("Catalog item: one of the product's configuration ids (cpu/ram/storage)."),
    kit_id: z.string().optional().describe('Kit item: a kit id from list_kits; it expands into one item per device.'),
    product_type: z
      .string()
      .optional()
      .describe('Freeform item (not in the catalog): e.g. "Laptop", with specification.'),
    specification: z
      .record(z.string(), z.string())
      .optional()
      .describe(
        'Freeform item: at least brand and model, e.g. {"brand": "Apple", "model": "MacBook Pro 14", "ram": "32 GB"}.',
      ),
    quantity: z.number().int().min(1).max(10_000).optional().describe('How many (default 1).'),
    comments: z.string().max(2000).optional().describe('Notes for Loadout about this item.'),
    recipients: RECIPIENTS_INPUT,
  })
  .describe('Exactly one of: product_id (+ configuration_id), kit_id, or product_type + specification.');

export const QUOTE_INPUT = {
  requester_email: z.string().describe('E-mail of the person asking for the quote; Loadout sends quote updates there.'),
  requester_name: z.string().max(200).optional().describe('Name of the requester.'),
  po_number: z.string().max(100).optional().describe('Purchase order number to print on the quote, if any.'),
  notification_emails: z.array(z.string()).max(20).optional().describe('More addresses to notify about this quote.'),
  items: z.array(ITEM_INPUT).min(1).max(100).describe('What to quote, 1 to 100 items.'),
};

export type TQuoteArguments = z.output<z.ZodObject<typeof QUOTE_INPUT>>;

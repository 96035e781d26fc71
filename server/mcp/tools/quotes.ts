import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { CreateQuoteParams } from '@loadout/sdk';
import type { McpContext } from '../context';
import { addTool, PAGE_INPUT } from './define';
import { draftQuote } from './draft-quote';
import { QUOTE_INPUT, RECIPIENTS_INPUT } from './quote-input';
import { optionsOf, summariseQuote } from './quote-view';

const QUOTE_ID = z.string().trim().min(1).max(100).describe('The quote id (UUID) or its number, e.g. "Q-2026-000123".');

// Quotes: reads need quotes:read, drafting and every change quotes:write.
export function registerQuoteTools(server: McpServer, context: McpContext) {
  addTool(
    server,
    context,
    'list_quotes',
    {
      title: 'List quotes',
      description:
        "List the company's quotes, newest first, one line each; filter by status, country or a search text.",
      scope: 'quotes:read',
      kind: 'read',
      input: {
        status: z
          .string()
          .optional()
          .describe(
            'Pending Review, Quoted (priced, waiting for a decision), Approved, In Progress, Delivered or Rejected; comma-separated means OR.',
          ),
        country: z.string().trim().min(1).optional().describe('A recipient country, code or name.'),
        search: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .optional()
          .describe(
            "Part of the quote number, the requester, or a recipient's name, e-mail, serial number or tracking code.",
          ),
        ...PAGE_INPUT,
      },
    },
    async (query) => {
      const page = await context.loadout.quotes.list(query);
      return { quotes: page.data.map(summariseQuote), has_more: page.hasMore, next_cursor: page.nextCursor };
    },
  );

  addTool(
    server,
    context,
    'get_quote',
    {
      title: 'Get a quote and its options',
      description:
        'Get one quote: status, totals, recipients and tracking, and for each item its options (the original offer and any ' +
        'alternatives Loadout proposed) with prices and whether each can be decided now. Decide with decide_quote_option.',
      scope: 'quotes:read',
      kind: 'read',
      input: { id: QUOTE_ID },
    },
    async ({ id }) => {
      const quote = await context.loadout.quotes.retrieve(id);
      return { quote, options: optionsOf(quote) };
    },
  );

  addTool(
    server,
    context,
    'draft_quote',
    {
      title: 'Draft a quote (no write)',
      description:
        'Check a quote before creating it: resolves catalog products, configurations and kits, expands kits into their ' +
        'devices, estimates prices from the catalog and lists problems, and shows the exact request create_quote would send. ' +
        'Creates nothing.',
      scope: 'quotes:write',
      kind: 'read',
      input: QUOTE_INPUT,
    },
    async (body) => draftQuote(context, body),
  );

  addTool(
    server,
    context,
    'create_quote',
    {
      title: 'Create a quote request',
      description:
        'Ask Loadout for a quote (same arguments as draft_quote; draft first when unsure). The quote starts as "Pending ' +
        'Review"; Loadout prices it ("Quoted"), then each item is accepted or rejected with decide_quote_option.',
      scope: 'quotes:write',
      kind: 'write',
      input: QUOTE_INPUT,
    },
    async (body, options) => {
      // The flat item arguments are one of the request's item variants; the API validates which (as draft_quote does).
      const quote = await context.loadout.quotes.create(body as CreateQuoteParams, options);
      return { quote };
    },
  );

  addTool(
    server,
    context,
    'decide_quote_option',
    {
      title: 'Accept or reject a quote option',
      description:
        'Accept or reject one option of a priced quote item: the original offer (option_id = the item id) or an alternative ' +
        "(option_id = the alternative id); get_quote lists them. Accepting one option rejects the item's other pending " +
        "options and orders it; recipients, when given, replace the item's recipients.",
      scope: 'quotes:write',
      kind: 'write',
      input: {
        quote_id: QUOTE_ID,
        option_id: z.uuid().describe('The item id (original offer) or alternative id to decide, from get_quote.'),
        decision: z.enum(['accept', 'reject']),
        recipients: RECIPIENTS_INPUT.optional().describe(
          "Only when accepting: replaces the item's recipients. Leave out to keep them.",
        ),
      },
    },
    async ({ quote_id: quoteId, option_id: optionId, decision, recipients }, options) => {
      const result = await context.loadout.quotes.itemAction(
        quoteId,
        optionId,
        { action: decision, ...(recipients ? { recipients } : {}) },
        options,
      );
      return {
        decided: { option_id: result.id, type: result.type, status: result.status },
        quote_status: result.quote.status,
        options: optionsOf(result.quote),
        quote: result.quote,
      };
    },
  );
}

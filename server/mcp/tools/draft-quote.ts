import type { TProduct } from '@/lib/contract/catalog';
import { ZCreateQuoteRequest, type TCreateQuoteRequest } from '@/lib/contract/quotes';
import { NotFoundError } from '@loadout/sdk';
import { issuesToDetails } from '@/server/core/error-details';
import type { McpContext } from '../context';
import { isLiveWriteRefused, LIVE_WRITE_REFUSAL } from '../context';
import type { TQuoteArguments } from './quote-input';

type Problem = { path: string; message: string };
type PlannedItem = {
  from: string;
  mode: 'catalog' | 'kit' | 'freeform';
  product_type: string;
  description: string;
  quantity: number;
  recipients: number;
  unit_price_estimate: number | null;
  currency: string | null;
};

/**
 * What create_quote would submit, checked with the API's request schema and against the catalog and the company's
 * kits, without creating anything: the request body, one planned quote item per device (kits expanded as the API
 * does), estimates and problems.
 */
export async function draftQuote(context: McpContext, input: TQuoteArguments) {
  const parsed = ZCreateQuoteRequest.safeParse(input);
  if (!parsed.success) {
    return {
      ...NOT_CREATED,
      valid: false,
      problems: issuesToDetails(parsed.error.issues),
      request_body: input,
      would_create_items: [],
      estimated_total: null,
    };
  }
  const plan = await planQuote(context, parsed.data);
  return {
    ...NOT_CREATED,
    valid: plan.problems.length === 0,
    ...plan,
    note: `${NOT_CREATED.note} ${isLiveWriteRefused(context) ? LIVE_WRITE_REFUSAL : 'To submit it, call create_quote with the same arguments.'}`,
  };
}

const NOT_CREATED = {
  created: false,
  note: 'Nothing was created. Prices are catalog estimates (freeform items have none); Loadout prices the quote after it is created.',
};

async function planQuote(context: McpContext, body: TCreateQuoteRequest) {
  const products = new Map<string, TProduct | null>();
  const productOf = async (id: string) => {
    if (!products.has(id)) products.set(id, await orNullWhenMissing(context.loadout.products.retrieve(id)));
    return products.get(id) ?? null;
  };
  const problems: Problem[] = [];
  const planned: PlannedItem[] = [];

  for (const [index, item] of body.items.entries()) {
    const path = `items[${index}]`;
    const common = { from: path, quantity: item.quantity, recipients: item.recipients.length };
    if ('product_id' in item) {
      const product = await productOf(item.product_id);
      if (!product) {
        problems.push({
          path: `${path}.product_id`,
          message: `no product with id '${item.product_id}' is in the catalog; find one with search_catalog`,
        });
        continue;
      }
      const configuration = item.configuration_id
        ? product.configurations.find((candidate) => candidate.id === item.configuration_id)
        : undefined;
      if (item.configuration_id && !configuration) {
        const ids = product.configurations.map((candidate) => candidate.id).join(', ');
        problems.push({
          path: `${path}.configuration_id`,
          message: `is not an active configuration of ${product.name}; its configurations: ${ids}`,
        });
      }
      const estimate = configuration ?? lowestEstimate(product);
      planned.push({
        ...common,
        mode: 'catalog',
        product_type: product.product_type,
        description: [product.name, configuration && describeConfiguration(configuration)].filter(Boolean).join(', '),
        unit_price_estimate: estimate?.price_estimate ?? null,
        currency: estimate?.currency ?? null,
      });
    } else if ('kit_id' in item) {
      const kit = await orNullWhenMissing(context.loadout.kits.retrieve(item.kit_id));
      if (!kit) {
        problems.push({
          path: `${path}.kit_id`,
          message: `no kit with id '${item.kit_id}' belongs to this company; find one with list_kits`,
        });
        continue;
      }
      for (const device of kit.items) {
        const product = device.product_id ? await productOf(device.product_id) : null;
        const configuration = product?.configurations.find((candidate) => candidate.id === device.configuration_id);
        const estimate = configuration ?? (product ? lowestEstimate(product) : undefined);
        planned.push({
          ...common,
          mode: 'kit',
          product_type: device.product_type,
          description: `${kit.name}: ${[device.specification.brand, device.specification.model].filter(Boolean).join(' ')}`,
          quantity: device.quantity * item.quantity,
          unit_price_estimate: estimate?.price_estimate ?? null,
          currency: estimate?.currency ?? null,
        });
      }
    } else {
      planned.push({
        ...common,
        mode: 'freeform',
        product_type: item.product_type,
        description: Object.values(item.specification).join(' '),
        unit_price_estimate: null,
        currency: null,
      });
    }
  }

  const currencies = new Set(planned.map((item) => item.currency));
  const estimated =
    planned.length > 0 && currencies.size === 1 && planned.every((item) => item.unit_price_estimate !== null);
  return {
    problems,
    request_body: body,
    would_create_items: planned,
    estimated_total: estimated
      ? planned.reduce((sum, item) => sum + item.unit_price_estimate! * item.quantity, 0)
      : null,
    estimated_total_currency: estimated ? planned[0]!.currency : null,
  };
}

function lowestEstimate(product: TProduct) {
  const priced = product.configurations.filter((configuration) => configuration.price_estimate !== null);
  return priced.sort((a, b) => a.price_estimate! - b.price_estimate!)[0];
}

function describeConfiguration(configuration: TProduct['configurations'][number]) {
  return [configuration.cpu, configuration.ram, configuration.storage, configuration.screen_size]
    .filter(Boolean)
    .join(' / ');
}

async function orNullWhenMissing<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

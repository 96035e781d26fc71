import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

// The write floor of POST quote: bare Fastify plus node-postgres writing, in one transaction, the rows the API
// writes for a quote (the catalog read, the quote's number, its items and recipients, the event with its webhook
// deliveries, three integration messages and their jobs, the audit event), with no ORM, auth, validation, logging or
// worker.
// GROUP_COMMIT=1 writes every request that arrives while the previous transaction runs in one transaction, one
// statement per table: the most a redesign batching quote creation across requests could get from PostgreSQL.
// eslint-disable-next-line no-restricted-properties
const env = process.env;
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: Number(env.DATABASE_POOL_SIZE ?? 10) });
const companyId = env.COMPANY_ID!;
const groupCommit = env.GROUP_COMMIT === '1';

type Body = {
  requester_email: string;
  requester_name?: string;
  po_number?: string;
  items: {
    product_id: string;
    configuration_id?: string;
    quantity: number;
    recipients: { name: string; email?: string; country: string; address: string }[];
  }[];
};

/** `insert into <table> (<columns>) select … from jsonb_to_recordset($1)`, the way the API's insertRows writes. */
function insertSql(table: string, columns: Record<string, string>) {
  const names = Object.keys(columns);
  const types = names.map((name) => `${name} ${columns[name]}`).join(', ');
  return `insert into ${table} (${names.join(', ')}) select ${names.join(', ')} from jsonb_to_recordset($1::jsonb) as given(${types})`;
}

const SQL = {
  catalog: `select p.id, p.name, p.brand, p.model, p.product_type, c.cpu, c.ram, c.storage
    from products p left join product_configurations c on c.product_id = p.id where p.id = any($1::uuid[])`,
  numbers: `insert into reference_counters (name, value) values ('quote', $1) on conflict (name) do update set value = reference_counters.value + $1 returning value`,
  quotes: insertSql('quotes', {
    id: 'uuid',
    number: 'text',
    company_id: 'uuid',
    livemode: 'boolean',
    status: 'text',
    status_timestamps: 'jsonb',
    requester_email: 'text',
    requester_name: 'text',
    po_number: 'text',
    notification_emails: 'text[]',
    currency: 'text',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  }),
  items: insertSql('quote_items', {
    id: 'uuid',
    quote_id: 'uuid',
    position: 'integer',
    mode: 'text',
    product_id: 'uuid',
    configuration_id: 'uuid',
    product_type: 'text',
    specification: 'jsonb',
    quantity: 'integer',
    status: 'text',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  }),
  recipients: insertSql('quote_recipients', {
    id: 'uuid',
    quote_id: 'uuid',
    item_id: 'uuid',
    position: 'integer',
    name: 'text',
    email: 'text',
    country: 'text',
    address: 'text',
    status: 'text',
    status_timestamps: 'jsonb',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  }),
  events: insertSql('events', {
    id: 'uuid',
    company_id: 'uuid',
    livemode: 'boolean',
    type: 'text',
    data: 'jsonb',
    created_at: 'timestamptz',
  }),
  deliveries: `insert into webhook_deliveries (endpoint_id, event_id) select endpoint.id, event.id from webhook_endpoints endpoint
    join events event on event.id = any($1::uuid[]) and endpoint.company_id = event.company_id and endpoint.livemode = event.livemode
    where endpoint.is_active and endpoint.events && array['quote.created', '*']::text[]`,
  messages: insertSql('integration_messages', {
    id: 'uuid',
    company_id: 'uuid',
    livemode: 'boolean',
    kind: 'text',
    subject: 'text',
    payload: 'jsonb',
    status: 'text',
    attempts: 'integer',
    created_at: 'timestamptz',
  }),
  // The audit event, appended unsealed as the API appends it (server/audit/chain.ts); the API's sealer is not here.
  audit: insertSql('audit_events', {
    id: 'uuid',
    company_id: 'uuid',
    livemode: 'boolean',
    occurred_at: 'timestamptz',
    actor: 'jsonb',
    action: 'text',
    object_type: 'text',
    object_id: 'text',
    subjects: 'text[]',
    changes: 'jsonb',
    request_id: 'text',
    ip_address: 'text',
    user_agent: 'text',
  }),
  jobs: insertSql('jobs', {
    type: 'text',
    payload: 'jsonb',
    status: 'text',
    attempts: 'integer',
    max_attempts: 'integer',
  }),
};

/** The rows of one quote, and the view the API answers with (also the event's data). */
function rowsOf(body: Body, catalog: Map<string, Record<string, unknown>>, number: string) {
  const now = new Date().toISOString();
  const quoteId = randomUUID();
  const quote = {
    id: quoteId,
    number,
    company_id: companyId,
    livemode: true,
    status: 'Pending Review',
    status_timestamps: { 'Pending Review': now },
    requester_email: body.requester_email,
    requester_name: body.requester_name ?? null,
    po_number: body.po_number ?? null,
    notification_emails: [],
    currency: 'USD',
    created_at: now,
    updated_at: now,
  };
  const items = body.items.map((item, position) => {
    const product = catalog.get(item.product_id)!;
    const specification = {
      brand: product.brand,
      model: product.model,
      name: product.name,
      cpu: product.cpu,
      ram: product.ram,
      storage: product.storage,
    };
    return {
      id: randomUUID(),
      quote_id: quoteId,
      position,
      mode: 'catalog',
      product_id: item.product_id,
      configuration_id: item.configuration_id ?? null,
      product_type: product.product_type,
      specification,
      quantity: item.quantity,
      status: 'Pending Review',
      created_at: now,
      updated_at: now,
    };
  });
  const recipients = body.items.flatMap((item, index) =>
    item.recipients.map((recipient, position) => ({
      id: randomUUID(),
      quote_id: quoteId,
      item_id: items[index]!.id,
      position,
      name: recipient.name,
      email: recipient.email ?? null,
      country: recipient.country,
      address: recipient.address,
      status: 'Pending',
      status_timestamps: { Pending: now },
      created_at: now,
      updated_at: now,
    })),
  );
  const view = {
    ...quote,
    items: items.map((item) => ({ ...item, recipients: recipients.filter((r) => r.item_id === item.id) })),
  };
  const event = {
    id: randomUUID(),
    company_id: companyId,
    livemode: true,
    type: 'quote.created',
    data: view,
    created_at: now,
  };
  const lines = items
    .map((item) => `- ${item.quantity} × ${item.specification.brand} ${item.specification.model}`)
    .join('\n');
  const message = (kind: string, payload: Record<string, unknown>) => ({
    id: randomUUID(),
    company_id: companyId,
    livemode: true,
    kind,
    subject: `quote:${quoteId}`,
    payload,
    status: 'pending',
    attempts: 0,
    created_at: now,
  });
  const messages = [
    message('email', {
      to: [body.requester_email],
      subject: `We received your quote request ${number}`,
      text: `We received your request for:\n${lines}\n`,
    }),
    message('email', {
      to: [],
      operator: true,
      subject: `New quote to review: ${number}`,
      text: `A new quote waits for pricing:\n${lines}\n`,
    }),
    message('task', {
      title: `Price quote ${number}`,
      quote_id: quoteId,
      quote_number: number,
      items: items.map((item) => ({ id: item.id })),
    }),
  ];
  const jobs = messages.map((m) => ({
    type: 'integration.send',
    payload: { messageId: m.id },
    status: 'queued',
    attempts: 0,
    max_attempts: 10,
  }));
  // The rows the change wrote, as the API's audit event lists them (its capture trigger covers these tables).
  const inserted = (table: string, rows: { id: string }[]) =>
    rows.map((row) => ({ table, id: row.id, operation: 'insert', before: null, after: row }));
  const audit = {
    id: randomUUID(),
    company_id: companyId,
    livemode: true,
    occurred_at: now,
    actor: { type: 'api_key', api_key_id: randomUUID(), api_key_name: 'bench' },
    action: 'quotes.create',
    object_type: 'quote',
    object_id: quoteId,
    subjects: [quoteId, ...items.map((item) => item.id), ...recipients.map((r) => r.id)],
    changes: [
      ...inserted('quotes', [quote]),
      ...inserted('quote_items', items),
      ...inserted('quote_recipients', recipients),
    ],
    request_id: `req_${randomUUID().replaceAll('-', '')}`,
    ip_address: '127.0.0.1',
    user_agent: 'autocannon',
  };
  return { view, quote, items, recipients, event, messages, jobs, audit };
}

/** Writes the quotes of `bodies` in one transaction, one statement per table; returns their views. */
async function writeQuotes(bodies: Body[]) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const productIds = [...new Set(bodies.flatMap((body) => body.items.map((item) => item.product_id)))];
    const catalog = new Map((await client.query(SQL.catalog, [productIds])).rows.map((row) => [row.id as string, row]));
    // The quotes' numbers: the last of the batch is the counter's new value.
    const last = Number((await client.query(SQL.numbers, [bodies.length])).rows[0].value);
    const numberOf = (index: number) =>
      `Q-${new Date().getUTCFullYear()}-${String(last - bodies.length + 1 + index).padStart(6, '0')}`;
    const quotes = bodies.map((body, index) => rowsOf(body, catalog, numberOf(index)));
    const json = (rows: unknown[]) => [JSON.stringify(rows)];
    await client.query(SQL.quotes, json(quotes.map((q) => q.quote)));
    await client.query(SQL.items, json(quotes.flatMap((q) => q.items)));
    await client.query(SQL.recipients, json(quotes.flatMap((q) => q.recipients)));
    await client.query(SQL.events, json(quotes.map((q) => q.event)));
    await client.query(SQL.deliveries, [quotes.map((q) => q.event.id)]);
    await client.query(SQL.messages, json(quotes.flatMap((q) => q.messages)));
    await client.query(SQL.jobs, json(quotes.flatMap((q) => q.jobs)));
    await client.query(SQL.audit, json(quotes.map((q) => q.audit)));
    await client.query('commit');
    return quotes.map((q) => q.view);
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** Group commit: requests arriving while a transaction runs wait for it, then go together in the next one. */
let waiting: { body: Body; resolve(view: unknown): void; reject(error: unknown): void }[] = [];
let writing = false;
async function drain() {
  while (waiting.length > 0) {
    const batch = waiting;
    waiting = [];
    try {
      const views = await writeQuotes(batch.map((entry) => entry.body));
      batch.forEach((entry, index) => entry.resolve(views[index]));
    } catch (error) {
      batch.forEach((entry) => entry.reject(error));
    }
  }
  writing = false;
}
function writeGrouped(body: Body) {
  return new Promise((resolve, reject) => {
    waiting.push({ body, resolve, reject });
    if (writing) return;
    writing = true;
    setImmediate(drain);
  });
}

const app = Fastify({ logger: false });
app.get('/', async () => ({ ready: true }));
app.post<{ Body: Body }>('/quotes', async (request, reply) => {
  const view = groupCommit ? await writeGrouped(request.body) : (await writeQuotes([request.body]))[0];
  return reply.code(202).send({ data: view });
});
await app.listen({ port: Number(env.PORT), host: '127.0.0.1' });

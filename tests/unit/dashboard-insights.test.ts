import { describe, expect, it, vi } from 'vitest';
import type { TSpendMonth } from '@/lib/contract/budgets';
import type { TDeviceAction } from '@/lib/contract/device-actions';
import type { TOffboardingCase } from '@/lib/contract/offboarding';
import type { TOnboardingCase } from '@/lib/contract/onboarding';
import type { TQuote } from '@/lib/contract/quotes';
import { spendMonths, summariseOverview } from '@/lib/overview/summary';
import { findShipments, findShipmentsInTransit, shipmentSources } from '@/lib/shipments/search';

vi.mock('server-only', () => ({}));

const NOW = new Date('2026-11-21T10:00:00.000Z');
let sequence = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

type RecipientOverrides = Partial<TQuote['items'][number]['recipients'][number]>;

function quote(
  overrides: Partial<TQuote> & {
    price?: number;
    quantity?: number;
    accepted?: 'item' | 'alternative' | null;
    recipient?: RecipientOverrides;
  } = {},
): TQuote {
  const { price = 100, quantity = 1, accepted = 'item', recipient = {}, ...fields } = overrides;
  const id = uuid();
  const alternativeId = uuid();
  const created = fields.created_at ?? '2026-11-01T09:00:00.000Z';
  return {
    id,
    order_id: id,
    number: `Q-2026-${String(sequence).padStart(6, '0')}`,
    status: 'Approved',
    status_timestamps: {
      'Pending Review': created,
      Quoted: '2026-11-02T09:00:00.000Z',
      Approved: '2026-11-03T09:00:00.000Z',
    },
    requester_email: 'it@acme.example',
    requester_name: null,
    requester: { email: 'it@acme.example', name: null },
    po_number: null,
    notification_emails: [],
    countries: ['GB'],
    country_codes: ['GB'],
    currency: 'USD',
    total: price * quantity,
    accepted_total: accepted === 'alternative' ? (price / 2) * quantity : accepted ? price * quantity : 0,
    committed_conversion: null,
    action_required: null,
    comments: [],
    items: [
      {
        id: uuid(),
        mode: 'freeform',
        product_id: null,
        configuration_id: null,
        kit_id: null,
        product_type: 'Laptop',
        specification: { brand: 'Lenovo', model: 'X1' },
        quantity,
        comments: null,
        status: accepted === 'item' ? 'Accepted' : 'Quoted',
        price,
        selected_option: accepted ? { type: accepted, id: alternativeId } : null,
        alternatives: [
          {
            id: alternativeId,
            brand: 'Dell',
            model: 'XPS 13',
            description: null,
            price: price / 2,
            status: 'pending',
            is_exact_match: false,
            image_url: null,
          },
        ],
        recipients: [
          {
            id: uuid(),
            name: 'Ada Lovelace',
            email: 'ada@acme.example',
            country: 'GB',
            country_code: 'GB',
            address: '1 Analytical Row',
            phone_number: null,
            quantity: null,
            status: 'Ordered',
            status_timestamps: {},
            tracking_code: null,
            tracking_link: null,
            serial_number: null,
            spent_conversion: null,
            ...recipient,
          },
        ],
        outcome: accepted
          ? { state: accepted === 'item' ? 'accepted' : 'accepted_alternative', is_decided: true, open_alternatives: 0 }
          : { state: 'quoted', is_decided: false, open_alternatives: 1 },
      },
    ],
    approval: null,
    livemode: true,
    created_at: created,
    updated_at: '2026-11-03T09:00:00.000Z',
    ...fields,
  };
}

function action(overrides: Partial<TDeviceAction> = {}): TDeviceAction {
  const id = uuid();
  return {
    id,
    action_id: 'DA-2026-0007',
    action_type: 'Assign',
    status: 'In Progress',
    status_timestamps: { 'In Progress': '2026-11-05T09:00:00.000Z' },
    status_history: [{ status: 'In Progress', at: '2026-11-05T09:00:00.000Z', note: null }],
    serial_number: 'C02XK1ABCD',
    model: 'MacBook Pro 14',
    type: 'Laptop',
    country: 'DE',
    country_code: 'DE',
    device: {
      serial_number: 'C02XK1ABCD',
      model: 'MacBook Pro 14',
      type: 'Laptop',
      country: 'DE',
      country_code: 'DE',
    },
    current_user: null,
    new_recipient: {
      name: 'Linus Berg',
      email: 'linus@acme.example',
      country: 'DE',
      country_code: 'DE',
      address: null,
      phone: null,
    },
    wipe: false,
    wipe_completed: false,
    destination: null,
    notes: null,
    notification_emails: [],
    tracking_code: 'DHL-42',
    tracking_link: 'https://dhl.example/42',
    comments: [],
    action_required: null,
    external: false,
    livemode: true,
    created_at: '2026-11-05T09:00:00.000Z',
    updated_at: '2026-11-05T09:00:00.000Z',
    ...overrides,
  };
}

describe('findShipments', () => {
  const shipped = quote({
    recipient: {
      tracking_code: '1Z999',
      tracking_link: 'https://ups.example/1Z999',
      serial_number: 'PF-123',
      status: 'Shipped',
    },
  });
  const undecided = quote({ accepted: null, recipient: { name: 'Ada Undecided', tracking_code: null } });

  it.each([
    ['a tracking code, in other capitals', '1z999'],
    ['a recipient e-mail', 'ADA@ACME'],
    ['a serial number', 'pf-1'],
    ['a recipient name', 'lovelace'],
  ])('finds a quote recipient by %s', (_name, query) => {
    const { matches } = findShipments([shipped], [], query);
    expect(matches).toEqual([
      expect.objectContaining({
        kind: 'quote_recipient',
        who: { name: 'Ada Lovelace', email: 'ada@acme.example' },
        tracking_link: 'https://ups.example/1Z999',
        href: `/quotes/${shipped.id}`,
        description: 'Lenovo X1',
      }),
    ]);
  });

  it('finds the recipients of accepted items of a partly decided quote (still Quoted), and by its number', () => {
    const partly = quote({
      status: 'Quoted',
      number: 'Q-2026-000042',
      recipient: { name: 'Bea Partly', tracking_code: 'TRK-9', status: 'Shipped' },
    });
    partly.items.push({ ...quote({ accepted: null, recipient: { name: 'Cy Undecided' } }).items[0]! });
    expect(findShipments([partly], [], 'trk-9').matches).toEqual([
      expect.objectContaining({ who: expect.objectContaining({ name: 'Bea Partly' }), reference: 'Q-2026-000042' }),
    ]);
    expect(findShipments([partly], [], 'q-2026-000042').matches.map((shipment) => shipment.who.name)).toEqual([
      'Bea Partly',
    ]);
  });

  it('asks the API to search quotes of every status and device actions; without a query, reads the latest page of each', () => {
    expect(shipmentSources(' 1Z999 ')).toEqual({
      quotes: { search: '1Z999', sort: '-updated_at' },
      deviceActions: { search: '1Z999', sort: '-updated_at' },
      cap: 500,
    });
    expect(shipmentSources('')).toEqual({
      quotes: { sort: '-updated_at' },
      deviceActions: { sort: '-updated_at' },
      cap: 100,
    });
  });

  it('leaves out recipients of items with no accepted option', () => {
    expect(findShipments([undecided], [], 'undecided').matched).toBe(0);
  });

  it('names the chosen alternative as what ships', () => {
    expect(findShipments([quote({ accepted: 'alternative' })], [], 'ada').matches[0]?.description).toBe('Dell XPS 13');
  });

  it('finds device actions by new recipient, current user, serial number, tracking code or reference', () => {
    const store = action({
      action_type: 'Store',
      new_recipient: null,
      current_user: {
        name: 'Mia Holm',
        email: 'mia@acme.example',
        country: null,
        country_code: null,
        address: null,
        phone: null,
      },
    });
    for (const query of ['linus', 'c02xk1', 'dhl-42', 'da-2026']) {
      expect(findShipments([], [action()], query).matches[0]).toMatchObject({
        kind: 'device_action',
        who: { name: 'Linus Berg' },
        reference: 'DA-2026-0007',
      });
    }
    expect(findShipments([], [store], 'mia@').matches[0]).toMatchObject({
      who: { name: 'Mia Holm', email: 'mia@acme.example' },
      description: 'Store · MacBook Pro 14',
    });
  });

  it('without a query, lists what has tracking, most recently updated first', () => {
    const older = action({ updated_at: '2026-10-01T00:00:00.000Z' });
    const { matches } = findShipments([shipped, undecided, quote()], [older, action({ tracking_code: null })], '');
    expect(matches.map((shipment) => shipment.tracking_code)).toEqual(['1Z999', 'DHL-42']);
  });
});

describe('findShipmentsInTransit', () => {
  const shippedOn = (day: string, name: string, tracking_code: string | null = `TRK-${name}`) =>
    quote({
      status: 'In Progress',
      recipient: { name, status: 'Shipped', tracking_code, status_timestamps: { Shipped: `${day}T09:00:00.000Z` } },
    });

  it('lists recipients Shipped and not yet Delivered, longest on the way first, with tracking and the quote', () => {
    const recent = shippedOn('2026-11-20', 'Bea');
    const old = shippedOn('2026-11-02', 'Cy');
    const delivered = quote({ status: 'Delivered', recipient: { name: 'Dee', status: 'Delivered' } });
    const ordered = quote({ recipient: { name: 'Eve', status: 'Ordered' } });
    const { count, shipments } = findShipmentsInTransit([recent, delivered, old, ordered]);
    expect(count).toBe(2);
    expect(shipments.map((shipment) => shipment.who.name)).toEqual(['Cy', 'Bea']);
    expect(shipments[0]).toMatchObject({
      kind: 'quote_recipient',
      status: 'Shipped',
      tracking_code: 'TRK-Cy',
      reference: old.number,
      href: `/quotes/${old.id}`,
      shipped_at: '2026-11-02T09:00:00.000Z',
      description: 'Lenovo X1',
    });
  });

  it('counts every one but lists only the first few; a partly decided quote ships its accepted items too', () => {
    const quotes = Array.from({ length: 12 }, (_, index) =>
      shippedOn(`2026-10-${String(index + 10).padStart(2, '0')}`, `R${index}`),
    );
    const partly = quote({ status: 'Quoted', recipient: { name: 'Partly', status: 'Shipped' } });
    partly.items.push({ ...quote({ accepted: null, recipient: { name: 'Undecided', status: 'Shipped' } }).items[0]! });
    const { count, shipments } = findShipmentsInTransit([...quotes, partly], 10);
    expect(count).toBe(13);
    expect(shipments).toHaveLength(10);
    expect(shipments[0]?.who.name).toBe('R0');
    // No Shipped timestamp: the quote's last update stands in for when it left.
    expect(findShipmentsInTransit([partly]).shipments).toEqual([
      expect.objectContaining({ who: expect.objectContaining({ name: 'Partly' }), shipped_at: partly.updated_at }),
    ]);
  });

  it('has nothing in transit for a company without shipments', () => {
    expect(findShipmentsInTransit([])).toEqual({ count: 0, shipments: [] });
  });
});

describe('summariseOverview', () => {
  it('counts every status, zeros included', () => {
    const overview = summariseOverview({
      quotes: [quote(), quote(), quote({ status: 'Quoted' })],
      actions: [action(), action({ status: 'Completed' })],
      awaiting: [],
      canDecide: false,
      spend: [],
      scanned: { quotes: 3, device_actions: 2, awaiting_decision: 0 },
      capped: false,
      now: NOW,
    });
    expect(overview.quotes_by_status).toContainEqual({ status: 'Approved', count: 2 });
    expect(overview.quotes_by_status).toContainEqual({ status: 'Delivered', count: 0 });
    expect(overview.device_actions_by_status).toEqual([
      { status: 'In Progress', count: 1 },
      { status: 'Completed', count: 1 },
      { status: 'Cancelled', count: 0 },
    ]);
    expect(overview.awaiting_decision).toBeNull();
    expect(overview.in_transit).toEqual({ count: 0, shipments: [] });
  });

  it('lists quotes waiting for a decision, longest waiting first', () => {
    const recent = quote({ status: 'Quoted', status_timestamps: { Quoted: '2026-11-20T00:00:00.000Z' } });
    const old = quote({ status: 'Quoted', status_timestamps: { Quoted: '2026-10-01T00:00:00.000Z' } });
    const overview = summariseOverview({
      quotes: [],
      actions: [],
      awaiting: [recent, old],
      canDecide: true,
      spend: [],
      scanned: { quotes: 0, device_actions: 0, awaiting_decision: 2 },
      capped: false,
      now: NOW,
    });
    expect(overview.awaiting_decision?.count).toBe(2);
    expect(overview.awaiting_decision?.quotes.map((entry) => entry.id)).toEqual([old.id, recent.id]);
  });

  it('counts the leavers, and those whose last day passed with devices out', () => {
    const leaver = (left_with_devices: boolean) => ({ id: uuid(), left_with_devices }) as TOffboardingCase;
    const input = {
      quotes: [],
      actions: [],
      awaiting: [],
      canDecide: true,
      spend: [],
      scanned: { quotes: 0, device_actions: 0, awaiting_decision: 0 },
      capped: false,
      now: NOW,
    };
    expect(summariseOverview(input).people).toEqual({
      leaving: 0,
      left_with_devices: 0,
      starting_soon_without_equipment: 0,
    });
    const starter = (status: TOnboardingCase['status'], start_date: string, late = false) =>
      ({ id: uuid(), status, start_date, late }) as TOnboardingCase;
    expect(
      summariseOverview({
        ...input,
        openOffboarding: [leaver(false), leaver(true), leaver(false)],
        onboarding: [
          starter('open', '2026-11-30'),
          starter('submitted', '2026-12-05'),
          starter('scheduled', '2026-12-20'),
          starter('completed', '2026-11-25'),
          starter('submitted', '2026-11-20', true),
        ],
      }).people,
    ).toEqual({ leaving: 3, left_with_devices: 1, starting_soon_without_equipment: 3 });
  });

  it("shows the API's committed and spent as one series per currency, oldest month first, most committed first", () => {
    const months = ['2025-12', '2026-10', '2026-11'];
    const spend: TSpendMonth[] = months.flatMap((month, index) => [
      { month, currency: 'EUR', committed: 40 * index, spent: 0, departments: [] },
      { month, currency: 'USD', committed: 100 * index, spent: 33.33 * index, departments: [] },
    ]);
    const overview = summariseOverview({
      quotes: [],
      actions: [],
      awaiting: [],
      canDecide: false,
      spend,
      scanned: { quotes: 0, device_actions: 0, awaiting_decision: 0 },
      capped: false,
      now: NOW,
    });
    expect(overview.spend.map((series) => series.currency)).toEqual(['USD', 'EUR']);
    const [usd, eur] = overview.spend;
    expect(usd?.months).toEqual([
      { month: '2025-12', committed: 0, spent: 0 },
      { month: '2026-10', committed: 100, spent: 33.33 },
      { month: '2026-11', committed: 200, spent: 66.66 },
    ]);
    expect(eur?.months.map((month) => month.committed)).toEqual([0, 40, 80]);
  });

  it('has no spend series when the API counted no money in the months', () => {
    const overview = summariseOverview({
      quotes: [quote()],
      actions: [],
      awaiting: [],
      canDecide: false,
      spend: [],
      scanned: { quotes: 1, device_actions: 0, awaiting_decision: 0 },
      capped: false,
      now: NOW,
    });
    expect(overview.spend).toEqual([]);
  });

  it('counts a partly decided quote as waiting for a decision, with what was accepted so far', () => {
    const partly = quote({ status: 'Quoted', price: 300, quantity: 2, created_at: '2026-11-02T00:00:00.000Z' });
    partly.items.push({ ...quote({ accepted: null, price: 999 }).items[0]! });
    partly.total = 600 + 999;
    const overview = summariseOverview({
      quotes: [],
      actions: [],
      awaiting: [partly, quote({ status: 'Quoted', accepted: null })],
      canDecide: true,
      spend: [],
      scanned: { quotes: 0, device_actions: 0, awaiting_decision: 2 },
      capped: false,
      now: NOW,
    });
    expect(overview.waiting_on_company).toMatchObject({ quotes_to_decide: 2, partly_decided: 1 });
    expect(overview.awaiting_decision?.quotes.find((entry) => entry.id === partly.id)).toMatchObject({
      number: partly.number,
      items: 2,
      decided: 1,
      total: 1599,
      accepted_total: 600,
    });
  });

  it("lists Loadout's open requests for input on quotes and device actions, oldest first, and whether they were answered", () => {
    const asking = action({ action_required: { message: 'Which floor?', requested_at: '2026-11-06T09:00:00.000Z' } });
    const answered = quote({
      status: 'Quoted',
      action_required: { message: 'Confirm the PO', requested_at: '2026-11-04T09:00:00.000Z' },
      comments: [
        {
          id: uuid(),
          author: 'Ines Torres',
          message: 'PO-7',
          source: 'client',
          created_at: '2026-11-04T10:00:00.000Z',
        },
      ],
    });
    const done = action({
      status: 'Completed',
      action_required: { message: 'Stale', requested_at: '2026-11-01T09:00:00.000Z' },
    });
    const overview = summariseOverview({
      quotes: [answered, quote()],
      actions: [asking, done],
      awaiting: [],
      canDecide: false,
      spend: [],
      scanned: { quotes: 2, device_actions: 2, awaiting_decision: 0 },
      capped: false,
      now: NOW,
    });
    expect(overview.waiting_on_company.requests).toEqual([
      expect.objectContaining({
        kind: 'quote',
        reference: answered.number,
        message: 'Confirm the PO',
        answered: true,
        href: `/quotes/${answered.id}`,
      }),
      expect.objectContaining({
        kind: 'device_action',
        reference: 'DA-2026-0007',
        message: 'Which floor?',
        answered: false,
      }),
    ]);
    expect(overview.awaiting_decision).toBeNull();
    expect(overview.recent_events[0]).toMatchObject({
      subject: 'DA-2026-0007',
      status: 'Action required',
      description: 'Loadout asks: Which floor?',
    });
  });

  it('asks the API for this month and the eleven before it, across a new year', () => {
    expect(spendMonths(NOW)).toEqual({ from: '2025-12', to: '2026-11' });
    expect(spendMonths(new Date('2026-01-31T23:59:59.999Z'))).toEqual({ from: '2025-02', to: '2026-01' });
  });

  it('derives recent events from status timestamps and history, newest first', () => {
    const shipped = quote({
      status: 'In Progress',
      recipient: {
        status: 'Shipped',
        status_timestamps: { Shipped: '2026-11-10T00:00:00.000Z' },
        tracking_code: '1Z1',
      },
    });
    const cancelled = action({
      status: 'Cancelled',
      status_history: [
        { status: 'In Progress', at: '2026-11-05T09:00:00.000Z', note: null },
        { status: 'Cancelled', at: '2026-11-12T09:00:00.000Z', note: 'Employee stayed' },
      ],
    });
    const { recent_events: events } = summariseOverview({
      quotes: [shipped],
      actions: [cancelled],
      awaiting: [],
      canDecide: false,
      spend: [],
      scanned: { quotes: 1, device_actions: 1, awaiting_decision: 0 },
      capped: false,
      now: NOW,
    });
    expect(events.map((event) => event.description)).toEqual([
      'Cancelled: Employee stayed',
      'Shipped to Ada Lovelace (tracking 1Z1)',
      'Assign requested for MacBook Pro 14 (C02XK1ABCD)',
      'Approved and ordered',
      'Priced, waiting for a decision',
      'Requested, waiting for pricing',
    ]);
    expect(events[0]).toMatchObject({ subject: 'DA-2026-0007', href: `/device-actions/${cancelled.id}` });
  });
});

describe('collectPages', () => {
  const page = (rows: number[], next: string | null) => ({
    data: { data: rows, meta: { next_cursor: next } },
    response: new Response(),
  });

  it('follows cursors until the list ends', async () => {
    const { collectPages } = await import('@/lib/bff/collect');
    const pages: Record<string, ReturnType<typeof page>> = { start: page([1, 2], 'b'), b: page([3], null) };
    expect(await collectPages((cursor) => Promise.resolve(pages[cursor ?? 'start']!), 10)).toEqual({
      ok: true,
      items: [1, 2, 3],
      capped: false,
    });
  });

  it('stops at the cap and says so', async () => {
    const { collectPages } = await import('@/lib/bff/collect');
    const fetchPage = vi.fn((cursor: string | undefined) =>
      Promise.resolve(page([Number(cursor ?? 0), Number(cursor ?? 0) + 1], String(Number(cursor ?? 0) + 2))),
    );
    expect(await collectPages(fetchPage, 3)).toEqual({ ok: true, items: [0, 1, 2], capped: true });
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('returns the first failed page as it came', async () => {
    const { collectPages } = await import('@/lib/bff/collect');
    const failure = { error: { error: { code: 'RATE_LIMITED' } }, response: new Response(null, { status: 429 }) };
    const result = await collectPages(() => Promise.resolve(failure), 10);
    expect(result).toEqual({ ok: false, failure });
  });
});

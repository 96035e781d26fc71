/* eslint-disable @typescript-eslint/no-explicit-any -- the build reads ids out of the API's answers; typing each answer would repeat the contract */
import type { Actor } from './client';
import { product, recipientOf, type Employee, type World } from './world';

// Six months of quotes, one story each: created, priced by Loadout's operators (with alternatives), decided item by
// item by IT staff, approved by the approvers the company's rules name, shipped per recipient and delivered, the
// serial numbers of what arrived joining the inventory. The newest ones stop on the way, so that every status can be
// seen: Pending Review, an open question, Quoted, partly decided, declined and back to Quoted, Awaiting Approval (at
// each step), Approved, In Progress and Delivered.

type CatalogItem = { model: string; configuration?: number; quantity: number; to: Employee[] };
type FreeformItem = { freeform: { type: string; brand: string; model: string }; quantity: number; to: Employee[] };
type ItemSpec = (CatalogItem | FreeformItem) & {
  price: number;
  alternative?: { brand: string; model: string; price: number; description: string };
};
/** What IT staff do with an item: accept the original, accept its alternative, reject it, or reject the original only. */
type Decision = 'accept' | 'alternative' | 'reject' | 'reject-original' | null;

type QuoteStory = {
  label: string;
  created: number;
  po?: string;
  items: ItemSpec[];
  /** The currency Loadout's operators price it in (default USD, the catalog's). */
  currency?: 'EUR' | 'GBP';
  /** The operator's question before pricing: [days ago, message], and IT staff's answer if any. */
  question?: [number, string];
  answer?: [number, string];
  priced?: number;
  decided?: [number, Decision[]];
  /** Days ago of each approval step (manager, then finance). */
  approved?: number[];
  declined?: [number, string];
  /** Days ago each recipient (in order of the items and their recipients) shipped; and was delivered. */
  shipped?: number[];
  delivered?: number[];
};

/** Who decides an approval step: the demo manager where any manager may, else the first person it names. */
function approverOf(world: World, step: { approvers: string[]; open_to_managers: boolean }): Actor {
  const [email] = step.approvers;
  if (step.open_to_managers || !email) return world.people.manager;
  const person = world.employees.find((candidate) => candidate.email === email);
  return { email, name: person?.name ?? email, role: 'manager' };
}

function isFreeform(item: ItemSpec): item is FreeformItem & ItemSpec {
  return 'freeform' in item;
}

export function quotes(world: World) {
  const { api, timeline, random } = world;
  const people = (department: string, count: number, skip = 0) => {
    const found = world.employees.filter((person) => person.department === department).slice(skip, skip + count);
    if (found.length < count) throw new Error(`demo company: ${department} has fewer than ${count + skip} people`);
    return found;
  };
  const eng = people('Engineering', 12);
  const sales = people('Sales', 10);
  const design = people('Design', 4);
  const support = people('Support', 5);
  const marketing = people('Marketing', 4);

  const story = (s: QuoteStory) => {
    // The quote and its parts as the API answered last.
    let quote: any = null;
    const refresh = async () => {
      quote = await api.call('live', 'GET', `/api/v1/quotes/${quote.id}`);
    };
    timeline.at(s.created, 9.5, `quote ${s.label}: requested`, async () => {
      const items = s.items.map((item) => {
        const recipients = item.to.map((person) => recipientOf(person, item.quantity / item.to.length));
        if (isFreeform(item)) {
          return {
            product_type: item.freeform.type,
            specification: { brand: item.freeform.brand, model: item.freeform.model },
            quantity: item.quantity,
            recipients,
          };
        }
        const catalog = product(world, item.model);
        const configuration = catalog.configurations[item.configuration ?? 0];
        return {
          product_id: catalog.id,
          ...(configuration ? { configuration_id: configuration.id } : {}),
          quantity: item.quantity,
          recipients,
        };
      });
      quote = await api.call(
        'live',
        'POST',
        '/api/v1/quotes',
        {
          requester_email: world.people.it.email,
          requester_name: world.people.it.name,
          ...(s.po ? { po_number: s.po } : {}),
          items,
        },
        world.people.it,
      );
    });
    if (s.question) {
      const [days, message] = s.question;
      timeline.at(days, 11, `quote ${s.label}: the operator's question`, async () => {
        await api.call('operator', 'POST', `/operator/v1/quotes/${quote.id}/action-required`, { message });
      });
    }
    if (s.answer) {
      const [days, message] = s.answer;
      timeline.at(days, 13, `quote ${s.label}: the answer`, async () => {
        await api.call('live', 'POST', `/api/v1/quotes/${quote.id}/action-required`, { message }, world.people.it);
      });
    }
    if (s.priced !== undefined) {
      timeline.at(s.priced, 14, `quote ${s.label}: priced`, async () => {
        for (const [index, spec] of s.items.entries()) {
          const item = quote.items[index];
          if (spec.alternative) {
            await api.call('operator', 'POST', `/operator/v1/quotes/${quote.id}/items/${item.id}/alternatives`, {
              ...spec.alternative,
              is_exact_match: false,
            });
          }
          await api.call('operator', 'PUT', `/operator/v1/quotes/${quote.id}/items/${item.id}/price`, {
            price: spec.price,
            ...(s.currency ? { currency: s.currency } : {}),
          });
        }
        await refresh();
      });
    }
    if (s.decided) {
      const [days, decisions] = s.decided;
      timeline.at(days, 10, `quote ${s.label}: decided`, async () => {
        for (const [index, decision] of decisions.entries()) {
          const item = quote.items[index];
          const alternative = item.alternatives[0];
          const act = (id: string, action: 'accept' | 'reject') =>
            api.call('live', 'POST', `/api/v1/quotes/${quote.id}/items/${id}/action`, { action }, world.people.it);
          if (decision === 'accept') await act(item.id, 'accept');
          if (decision === 'alternative') await act(alternative.id, 'accept');
          if (decision === 'reject') {
            await act(item.id, 'reject');
            if (alternative) await act(alternative.id, 'reject');
          }
          if (decision === 'reject-original') await act(item.id, 'reject');
        }
        await refresh();
      });
    }
    for (const [step, days] of (s.approved ?? []).entries()) {
      timeline.at(days, 11, `quote ${s.label}: approval step ${step + 1}`, async () => {
        await refresh();
        const approver = approverOf(world, quote.approval.steps[step]);
        await api.call(
          'live',
          'POST',
          `/api/v1/approval-requests/${quote.approval.id}/approve`,
          { comment: step === 0 ? 'Fine by me.' : 'Approved; within the quarter’s plan.' },
          approver,
        );
        await refresh();
      });
    }
    if (s.declined) {
      const [days, comment] = s.declined;
      timeline.at(days, 11, `quote ${s.label}: declined`, async () => {
        await refresh();
        await api.call(
          'live',
          'POST',
          `/api/v1/approval-requests/${quote.approval.id}/decline`,
          { comment },
          approverOf(world, quote.approval.steps[0]),
        );
      });
    }
    // Recipients of the accepted items, in order; each gets its units' serial numbers when it ships.
    const serials = new Map<string, string>();
    const shipping = () =>
      quote.items.filter((item: any) => item.selected_option).flatMap((item: any) => item.recipients);
    for (const [index, days] of (s.shipped ?? []).entries()) {
      timeline.at(days, 15, `quote ${s.label}: recipient ${index + 1} shipped`, async () => {
        await refresh();
        const recipient = shipping()[index];
        if (!recipient) return;
        const code = random.serial('1Z', 16);
        const units = Array.from({ length: recipient.quantity ?? 1 }, () => random.serial('SN'));
        serials.set(recipient.id, units.join(', '));
        await api.call('operator', 'POST', `/operator/v1/quotes/${quote.id}/recipients/${recipient.id}/tracking`, {
          tracking_code: code,
          tracking_link: `https://www.ups.com/track?tracknum=${code}`,
          serial_number: units.join(', '),
        });
      });
    }
    for (const [index, days] of (s.delivered ?? []).entries()) {
      timeline.at(days, 16, `quote ${s.label}: recipient ${index + 1} delivered`, async () => {
        await refresh();
        const recipient = shipping()[index];
        if (!recipient) return;
        await api.call('operator', 'POST', `/operator/v1/quotes/${quote.id}/recipients/${recipient.id}/delivered`, {
          serial_number: serials.get(recipient.id) ?? random.serial('SN'),
        });
      });
    }
  };

  const each = (count: number, days: number) => Array.from({ length: count }, () => days);

  story({
    label: 'Engineering hires, spring',
    created: 168,
    po: 'PO-1041',
    items: [
      { model: 'MacBook Pro 14', quantity: 3, to: eng.slice(0, 3), price: 2399 },
      { model: 'U2723QE', quantity: 3, to: eng.slice(0, 3), price: 619 },
    ],
    priced: 167,
    decided: [166, ['accept', 'accept']],
    approved: [165, 164],
    shipped: each(6, 161),
    delivered: each(6, 157),
  });
  story({
    label: 'Sales phones',
    created: 141,
    items: [
      {
        model: 'iPhone 16',
        quantity: 4,
        to: sales.slice(0, 4),
        price: 829,
        alternative: { brand: 'Apple', model: 'iPhone 15', price: 699, description: 'Last year’s model, in stock.' },
      },
    ],
    priced: 140,
    decided: [139, ['alternative']],
    approved: [138],
    shipped: each(4, 134),
    delivered: each(4, 130),
  });
  story({
    label: 'Design studio refresh',
    created: 112,
    po: 'PO-1077',
    items: [
      {
        model: 'MacBook Pro 16',
        quantity: 2,
        to: design.slice(0, 2),
        price: 3199,
        alternative: {
          brand: 'Apple',
          model: 'MacBook Pro 14 (M4 Max)',
          price: 3099,
          description: 'Smaller, same chip.',
        },
      },
      { model: 'Studio Display', quantity: 2, to: design.slice(0, 2), price: 1599 },
    ],
    priced: 110,
    decided: [108, ['accept', 'accept']],
    approved: [107, 105],
    shipped: each(4, 101),
    delivered: each(4, 96),
  });
  story({
    label: 'Support headsets',
    created: 76,
    items: [{ model: 'Evolve2 65 Flex', quantity: 4, to: support.slice(0, 4), price: 249 }],
    priced: 75,
    decided: [74, ['accept']],
    shipped: each(4, 71),
    delivered: each(4, 67),
  });
  // Acme buys in euros for its Berlin engineers and in pounds for its London sales team; it reports in US dollars.
  story({
    label: 'Berlin engineers’ monitors',
    created: 118,
    currency: 'EUR',
    items: [{ model: 'U2723QE', quantity: 2, to: eng.slice(10, 12), price: 579 }],
    priced: 117,
    decided: [116, ['accept']],
    shipped: each(2, 113),
    delivered: each(2, 110),
  });
  story({
    label: 'London sales headsets',
    created: 47,
    currency: 'GBP',
    items: [{ model: 'Evolve2 65 Flex', quantity: 3, to: sales.slice(7, 10), price: 199 }],
    priced: 46,
    decided: [45, ['accept']],
    shipped: each(3, 43),
    delivered: each(3, 40),
  });
  story({
    label: 'Platform team laptops',
    created: 52,
    items: [
      { model: 'ThinkPad T14 Gen 5', quantity: 2, to: eng.slice(3, 5), price: 1749 },
      { model: 'ThinkPad Thunderbolt 4 Dock (40B0)', quantity: 2, to: eng.slice(3, 5), price: 289 },
      { model: 'Brio 4K', quantity: 2, to: eng.slice(3, 5), price: 199 },
    ],
    priced: 51,
    decided: [49, ['accept', 'accept', 'reject']],
    approved: [48],
    shipped: each(4, 45),
    delivered: each(4, 40),
  });
  story({
    label: 'Marketing monitors',
    created: 36,
    items: [{ freeform: { type: 'Monitor', brand: 'Dell', model: 'P2425H' }, quantity: 4, to: marketing, price: 219 }],
    priced: 35,
    decided: [34, ['accept']],
    approved: [33],
    shipped: each(4, 30),
    delivered: each(4, 26),
  });
  story({
    label: 'Sales laptops, on their way',
    created: 21,
    po: 'PO-1133',
    items: [{ model: 'Latitude 7450', quantity: 3, to: sales.slice(4, 7), price: 1689 }],
    priced: 20,
    decided: [19, ['accept']],
    approved: [18],
    shipped: [13, 12],
    delivered: [9],
  });
  story({
    label: 'Two MacBook Airs for Support',
    created: 15,
    items: [{ model: 'MacBook Air 13', quantity: 2, to: support.slice(3, 5), price: 1099 }],
    priced: 14,
    decided: [12, ['accept']],
  });
  story({
    label: 'Design workstations, sent back',
    created: 13,
    items: [{ model: 'MacBook Pro 16', quantity: 2, to: design.slice(2, 4), price: 3499 }],
    priced: 12,
    decided: [10, ['accept']],
    declined: [9, 'Too much for this quarter; MacBook Pro 14 would do.'],
  });
  story({
    label: 'Backend hires',
    created: 9,
    items: [{ model: 'MacBook Pro 14', quantity: 2, to: eng.slice(5, 7), price: 2399 }],
    priced: 8,
    decided: [6, ['accept']],
  });
  story({
    label: 'New data team',
    created: 8,
    po: 'PO-1150',
    items: [
      { model: 'MacBook Pro 14', quantity: 3, to: eng.slice(7, 10), price: 2599 },
      { model: 'U2723QE', quantity: 3, to: eng.slice(7, 10), price: 619 },
    ],
    priced: 7,
    decided: [5, ['accept', 'accept']],
    approved: [3],
  });
  story({
    label: 'Sales floor setup',
    created: 6,
    items: [
      { model: 'EliteBook 840 G11', quantity: 2, to: sales.slice(7, 9), price: 1529 },
      {
        model: 'Brio 4K',
        quantity: 2,
        to: sales.slice(7, 9),
        price: 199,
        alternative: { brand: 'Logitech', model: 'MX Brio', price: 179, description: 'Newer model, same price class.' },
      },
      { model: 'Evolve2 85', quantity: 2, to: sales.slice(7, 9), price: 379 },
    ],
    priced: 5,
    decided: [3, ['accept', 'reject-original', null]],
  });
  story({
    label: 'Engineering tablets',
    created: 4,
    items: [
      {
        model: 'iPad Pro',
        quantity: 2,
        to: eng.slice(10, 12),
        price: 1299,
        alternative: {
          brand: 'Apple',
          model: 'iPad Air (M2)',
          price: 799,
          description: 'Lighter, enough for testing.',
        },
      },
    ],
    priced: 2,
  });
  story({
    label: 'Engineering starter kit for the Berlin office',
    created: 3,
    items: [{ model: 'MX Keys S', quantity: 1, to: eng.slice(0, 1), price: 119 }],
    question: [2, 'Which keyboard layout does the recipient need: US, UK or German?'],
  });
  story({
    label: 'Marketing event kit',
    created: 1,
    items: [
      { model: 'Galaxy Tab S9 (SM-X710)', quantity: 2, to: marketing.slice(0, 2), price: 899 },
      {
        freeform: { type: 'Camera', brand: 'Sony', model: 'ZV-E10 II' },
        quantity: 1,
        to: marketing.slice(2, 3),
        price: 999,
      },
    ],
  });
}

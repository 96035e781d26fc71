import { product, type World } from './world';

// Chapter one, six months ago: IT staff set the company up — who approves what, what each department may spend, and
// what each kind of hire gets.

export function settingUp(world: World) {
  const { api, timeline } = world;

  timeline.at(182, 9, 'reporting currency', async () => {
    // Budgets and approval rules in US dollars count the quotes in euros and pounds, converted.
    await api.call('live', 'PATCH', '/api/v1/currency-settings', { reporting_currency: 'USD' });
  });

  timeline.at(182, 9, 'approval rules', async () => {
    await api.call('live', 'POST', '/api/v1/approval-rules', {
      name: 'Over 2,500 USD: a manager, and finance above 8,000',
      condition: { type: 'amount_over', amount: 2500 },
      currency: 'USD',
      approver: { type: 'any_manager' },
      second_step: {
        above_amount: 8000,
        approver: { type: 'person', email: world.people.finance.email, name: world.people.finance.name },
      },
    });
    await api.call('live', 'POST', '/api/v1/approval-rules', {
      name: 'Anything outside the catalog',
      condition: { type: 'freeform_items' },
      currency: 'USD',
      approver: { type: 'recipient_manager' },
    });
  });

  timeline.at(182, 9, 'locations', async () => {
    for (const location of [
      {
        type: 'warehouse',
        name: 'Austin warehouse',
        address: '2100 E St Elmo Rd, Austin, TX 78744',
        country: 'US',
        contact_name: 'Dana Brooks',
        contact_email: 'dana.brooks@acme.example',
      },
      {
        type: 'office',
        name: 'Berlin office',
        address: 'Torstraße 49, 10119 Berlin',
        country: 'DE',
        contact_name: 'Jonas Weber',
        contact_email: 'jonas.weber@acme.example',
      },
      { type: 'office', name: 'London office', address: '1 Finsbury Avenue, London EC2M 2PF', country: 'GB' },
    ]) {
      const created = await api.call('live', 'POST', '/api/v1/locations', location);
      world.locations.set(location.name, created.id);
    }
  });

  timeline.at(182, 10, 'budgets', async () => {
    await api.call('live', 'POST', '/api/v1/budgets', { department: 'Engineering', period: 'month', amount: 15000 });
    await api.call('live', 'POST', '/api/v1/budgets', { department: 'Sales', period: 'month', amount: 6000 });
    await api.call('live', 'POST', '/api/v1/budgets', { department: 'Design', period: 'quarter', amount: 12000 });
    await api.call('live', 'POST', '/api/v1/budgets', { name: 'Acme hardware', period: 'quarter', amount: 90000 });
  });

  timeline.at(181, 11, 'equipment policies', async () => {
    const engineeringKit = world.kits.find((kit) => kit.name === 'Engineering starter — North America');
    const macbook = product(world, 'MacBook Pro 14');
    const thinkpad = product(world, 'ThinkPad T14 Gen 5');
    await api.call('live', 'POST', '/api/v1/equipment-policies', {
      name: 'Engineering',
      description: 'A developer laptop of their choice, a 4K monitor and the starter kit.',
      match: { departments: ['Engineering'], countries: [], job_titles: [] },
      kit_ids: engineeringKit ? [engineeringKit.id] : [],
      products: [{ product_id: product(world, 'U2723QE').id, quantity: 1 }],
      choices: [
        {
          name: 'Laptop',
          options: [
            { label: 'MacBook Pro 14', product_id: macbook.id, configuration_id: macbook.configurations[0]!.id },
            { label: 'ThinkPad T14', product_id: thinkpad.id, configuration_id: thinkpad.configurations[0]!.id },
          ],
          default_option: 'MacBook Pro 14',
        },
      ],
      budget: { amount: 4500, currency: 'USD' },
    });
    const air = product(world, 'MacBook Air 13');
    await api.call('live', 'POST', '/api/v1/equipment-policies', {
      name: 'Everyone else',
      description: 'A MacBook Air and a headset.',
      is_default: true,
      products: [
        { product_id: air.id, quantity: 1 },
        { product_id: product(world, 'Evolve2 65 Flex').id, quantity: 1 },
      ],
    });
  });
}

import type { World } from './world';

// What IT staff exported this morning, ready to download from the Exports page: the inventory as a spreadsheet and
// this year's quotes as CSV.

export function exportsOfToday(world: World) {
  world.timeline.at(0, 0.5, 'exports', async () => {
    await world.api.call('live', 'POST', '/api/v1/exports', { kind: 'inventory', format: 'xlsx' }, world.people.it);
    await world.api.call('live', 'POST', '/api/v1/exports', { kind: 'quotes', format: 'csv' }, world.people.it);
  });
}

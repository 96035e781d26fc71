import type { Actor, DemoClient } from './client';
import type { SeededRandom } from './random';
import type { Timeline } from './timeline';

// What every chapter of the demo company's build works with: the API, the calendar, the dice, and what the company
// already has (its directory, the catalog, its kits), read once through the API.

export type Employee = {
  id: string;
  name: string;
  email: string;
  department: string | null;
  job_title: string | null;
  country: string;
  address: string | null;
  manager_email: string | null;
};

export type Configuration = {
  id: string;
  cpu: string | null;
  ram: string | null;
  storage: string | null;
  price_estimate: number | null;
};
export type Product = {
  id: string;
  name: string;
  brand: string;
  model: string;
  product_type: string;
  configurations: Configuration[];
};
export type Kit = { id: string; name: string };

export type World = {
  api: DemoClient;
  timeline: Timeline;
  random: SeededRandom;
  employees: Employee[];
  products: Product[];
  kits: Kit[];
  /** The demo users of the dashboard, as the API names them in actor headers. */
  people: { it: Actor; manager: Actor; finance: Actor };
  /** The dashboard's loopback URL, where its built-in webhook test receiver listens; null when it has none. */
  testReceiverBase: string | null;
  /** Acme's warehouses and offices by name, with their ids once the timeline has created them. */
  locations: Map<string, string>;
};

/** The id of Acme's location of this name, once the timeline has created it (settings.ts). */
export function locationId(world: World, name: string): string {
  const found = world.locations.get(name);
  if (!found) throw new Error(`demo company: no location "${name}" yet`);
  return found;
}

/** The catalog product whose model is `model`. */
export function product(world: World, model: string): Product {
  const found = world.products.find((candidate) => candidate.model === model);
  if (!found) throw new Error(`demo company: the catalog has no product with model "${model}"`);
  return found;
}

/** The directory entry of the person with this e-mail. */
export function employee(world: World, email: string): Employee {
  const found = world.employees.find((candidate) => candidate.email === email);
  if (!found) throw new Error(`demo company: the directory has no ${email}`);
  return found;
}

/** Where a quote's item goes to: a person of the directory, at their address. */
export function recipientOf(person: Employee, quantity?: number) {
  return {
    name: person.name,
    email: person.email,
    country: person.country,
    address: person.address ?? `${person.name}, Acme office`,
    ...(quantity ? { quantity } : {}),
  };
}

/** A person of the directory as device actions name them. */
export function personOf(person: Employee) {
  return {
    name: person.name,
    email: person.email,
    country: person.country,
    ...(person.address ? { address: person.address } : {}),
  };
}

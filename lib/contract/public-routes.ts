// The API's public routes (a hire's choice link, export downloads, the docs) need no key, and are limited per client.
// A caller that serves many clients from one address, such as the dashboard, names the client it calls for in this
// header together with its company key; the API believes the header only with a key (server/http/public-budget.ts).

/** The address of the client a keyed caller forwards a public request for, e.g. `203.0.113.7`. */
export const CLIENT_ADDRESS_HEADER = 'loadout-client-address';

import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { quoteNumbers } from '../quotes/service';
import * as requests from './requests';

/** The request as the API shows it. */
export async function presentRequest(db: Db, tenant: CompanyScope, requestId: string) {
  const row = await requests.findRequestOrThrow(db, tenant, requestId);
  const numbers = await quoteNumbers(db, tenant, [row.quoteId]);
  const [presented] = await requests.presentRequests(db, [row], numbers);
  return presented!;
}

/** A page of requests with their quotes' numbers. */
export async function listRequests(
  db: Db,
  tenant: CompanyScope,
  filters: Parameters<typeof requests.listRequests>[2],
  page: Parameters<typeof requests.listRequests>[3],
) {
  const paged = await requests.listRequests(db, tenant, filters, page);
  const numbers = await quoteNumbers(db, tenant, [...new Set(paged.data.map((row) => row.quoteId))]);
  return { data: await requests.presentRequests(db, paged.data, numbers), meta: paged.meta };
}

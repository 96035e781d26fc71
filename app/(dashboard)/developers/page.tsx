import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { GET as requestLogsRoute } from '@/app/api/request-logs/route';
import { RequestLogList } from '@/components/developers/request-log-list';
import { ZRequestLogFilters } from '@/components/developers/request-log-filters';
import { WebhookDeliveries } from '@/components/developers/webhook-deliveries';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';
import { prefetch } from '@/lib/queries/prefetch';
import { requestLogQueries } from '@/lib/queries/resources';

export const metadata: Metadata = { title: 'Developers' };

export default async function DevelopersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePage('/developers');
  const filters = ZRequestLogFilters.parse(await searchParams);
  return (
    <>
      <PageHeader
        title="Developers"
        description="Your API requests of the last 30 days, with what was sent and answered (secrets and personal data redacted), and the webhook deliveries beside them."
      />
      <HydrationBoundary
        state={await prefetch({ query: requestLogQueries.list({ ...filters, limit: '50' }), route: requestLogsRoute })}
      >
        <div className="grid gap-10">
          <section aria-labelledby="api-requests" className="min-w-0">
            <h2 id="api-requests" className="mb-3 text-lg font-semibold">
              API requests
            </h2>
            <RequestLogList filters={filters} />
          </section>
          <WebhookDeliveries />
        </div>
      </HydrationBoundary>
    </>
  );
}

import type { Metadata } from 'next';
import { FxRateHistory } from '@/components/operator/fx-rates/fx-rate-history';
import { ZFxRateFilters } from '@/components/operator/fx-rates/fx-rate-filters';
import { FxRateImport } from '@/components/operator/fx-rates/fx-rate-import';
import { LatestFxRates } from '@/components/operator/fx-rates/latest-fx-rates';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Exchange rates' };

export default async function FxRatesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePage('/operator/fx-rates');
  return (
    <>
      <PageHeader
        title="Exchange rates"
        description="The ECB’s reference rates (units of a currency per euro) that every company’s conversions use; a day without a rate (a weekend, a holiday) takes the last one before it."
      />
      <div className="space-y-10">
        <FxRateImport />
        <LatestFxRates />
        <FxRateHistory filters={ZFxRateFilters.parse(await searchParams)} />
      </div>
    </>
  );
}

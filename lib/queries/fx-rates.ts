import { queryOptions } from '@tanstack/react-query';
import type { TEffectiveFxRates, TFxRate } from '@/lib/contract/fx-rates';
import { bffCall } from './bff-call';
import { listQueryOptions, type ListFilters } from './list';

// The reference exchange rates of the operator console (GET /operator/v1/fx-rates and /fx-rates/effective).
export const fxRateQueries = {
  root: ['operator', 'fx-rates'] as const,
  list: (filters?: ListFilters) => listQueryOptions<TFxRate>(fxRateQueries.root, '/api/operator/fx-rates', filters),
  /** The rate of every currency that holds today (the API's today, UTC): the latest of each. */
  effective: () =>
    queryOptions({
      queryKey: [...fxRateQueries.root, 'effective'],
      queryFn: ({ client }) =>
        bffCall<{ data: TEffectiveFxRates }>('GET /api/operator/fx-rates/effective', { client }).then(
          (body) => body.data,
        ),
    }),
};

'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import { bffFetch } from './bff-fetch';

type Options<Input> = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string | ((input: Input) => string);
  /** Query roots to refetch after success. */
  invalidates: readonly (readonly unknown[])[];
  success?: string | ((result: unknown) => string);
  /** The body sent; by default the input itself. */
  body?: (input: Input) => unknown;
};

/** A BFF mutation with the usual aftermath: refetch what it changed, toast the outcome, surface the API's message. */
export function useBffMutation<Input = unknown, Result = unknown>(options: Options<Input>) {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (input: Input) =>
      bffFetch<Result>(typeof options.path === 'function' ? options.path(input) : options.path, {
        method: options.method,
        body: options.body ? options.body(input) : input,
      }),
    onSuccess: async (result) => {
      await Promise.all(options.invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
      if (options.success) toast.success(typeof options.success === 'function' ? options.success(result) : options.success);
    },
    onError: (error) => toast.error(error.message),
  });
}

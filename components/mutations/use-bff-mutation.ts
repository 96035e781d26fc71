'use client';

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useToast } from '@/components/ui/toast';
import { applyApiErrors } from '@/lib/forms/api-errors';
import { BffError } from '@/lib/queries/bff-fetch';

type Options<Input, Result, Values extends FieldValues> = {
  /** The BFF call, usually `bffCall(route, …)`. */
  call: (input: Input) => Promise<Result>;
  /** Query roots to refetch after success. */
  invalidates: readonly QueryKey[];
  /** The toast after success; null from the function: none (say, nothing was changed). */
  success?: string | ((result: Result, input: Input) => string | null);
  /**
   * A form that shows the API's refusal itself: field details on its fields, the rest as `formError`. Without one,
   * a failure is toasted.
   */
  form?: { setError: UseFormSetError<Values>; fields: readonly string[] };
  /** false when the component shows the failure itself (say, beside what failed). */
  toastsError?: boolean;
  onSuccess?: (result: Result, input: Input) => void;
  onError?: (error: Error, input: Input) => void;
};

/**
 * The one way the dashboard changes data: call the BFF, then refetch what it changed and toast the outcome, or show
 * the API's message (toasted, or on the form's fields and in its FormError).
 */
export function useBffMutation<Input = void, Result = unknown, Values extends FieldValues = FieldValues>(
  options: Options<Input, Result, Values>,
) {
  const client = useQueryClient();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: options.call,
    onSuccess: async (result, input) => {
      setFormError(null);
      // The toast first: one raised before a navigation that onSuccess starts stays on the new page.
      const message = typeof options.success === 'function' ? options.success(result, input) : options.success;
      if (message) toast.success(message);
      options.onSuccess?.(result, input);
      await Promise.all(options.invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    onError: (error, input) => {
      options.onError?.(error, input);
      if (options.form) setFormError(applyApiErrors(error, options.form.setError, options.form.fields));
      else if (options.toastsError !== false)
        toast.error(error.message, { requestId: error instanceof BffError ? error.requestId : null });
    },
  });
  return { ...mutation, formError };
}

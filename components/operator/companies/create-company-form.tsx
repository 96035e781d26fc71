'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { ZCreateCompanyRequest, type TCompany } from '@/lib/contract/access';
import { applyApiErrors } from '@/lib/forms/api-errors';
import { bffFetch } from '@/lib/queries/bff-fetch';
import { operatorCompanyQueries } from '@/lib/queries/operator';

type FormInput = z.input<typeof ZCreateCompanyRequest>;
type FormOutput = z.output<typeof ZCreateCompanyRequest>;

/** Creates a company; its page (keys, kits, imports) is one click away. */
export function CreateCompanyForm() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<TCompany | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(ZCreateCompanyRequest), defaultValues: { name: '' } });
  const create = useMutation({
    mutationFn: (values: FormOutput) => bffFetch<{ data: TCompany }>('/api/operator/companies', { method: 'POST', body: values }).then((body) => body.data),
    onSuccess: (company) => {
      setFormError(null);
      setCreated(company);
      form.reset();
      toast.success(`${company.name} created.`);
      void queryClient.invalidateQueries({ queryKey: operatorCompanyQueries.root });
    },
    onError: (error) => setFormError(applyApiErrors(error, form.setError, ['name'])),
  });

  return (
    <section aria-labelledby="create-company" className="mb-6 rounded-lg border border-line bg-raised p-5">
      <h2 id="create-company" className="text-lg font-semibold">
        Create a company
      </h2>
      <form noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))} className="mt-3 flex flex-wrap items-start gap-3">
        <div className="min-w-64 flex-1">
          <TextField label="Company name" autoComplete="organization" error={form.formState.errors.name?.message} {...form.register('name')} />
        </div>
        <Button type="submit" className="mt-6" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create company'}
        </Button>
      </form>
      {formError ? (
        <p role="alert" className="mt-3 rounded-md border border-danger-line bg-danger-soft p-3 text-sm text-danger">
          {formError}
        </p>
      ) : null}
      <p role="status" className="mt-3 text-sm text-muted empty:hidden">
        {created ? (
          <>
            {created.name} was created.{' '}
            <Link href={`/operator/companies/${created.id}`} className="font-medium text-accent underline">
              Open {created.name}
            </Link>{' '}
            to issue its API keys.
          </>
        ) : null}
      </p>
    </section>
  );
}

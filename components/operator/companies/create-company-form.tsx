'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { FormError } from '@/components/ui/form';
import { ZCreateCompanyRequest, type TCompany } from '@/lib/contract/access';
import { bffCall } from '@/lib/queries/bff-call';
import { operatorCompanyQueries } from '@/lib/queries/operator';

type FormInput = z.input<typeof ZCreateCompanyRequest>;
type FormOutput = z.output<typeof ZCreateCompanyRequest>;

/** Creates a company; its page (keys, kits, imports) is one click away. */
export function CreateCompanyForm() {
  const [created, setCreated] = useState<TCompany | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZCreateCompanyRequest),
    defaultValues: { name: '' },
  });
  const create = useBffMutation({
    call: (values: FormOutput) =>
      bffCall<{ data: TCompany }>('POST /api/operator/companies', { body: values }).then((body) => body.data),
    invalidates: [operatorCompanyQueries.root],
    success: (company) => `${company.name} created.`,
    form: { setError: form.setError, fields: ['name'] },
    onSuccess: (company) => {
      setCreated(company);
      form.reset();
    },
  });

  return (
    <section aria-labelledby="create-company" className="mb-6 rounded-lg border border-line bg-raised p-5">
      <h2 id="create-company" className="text-lg font-semibold">
        Create a company
      </h2>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => create.mutate(values))}
        className="mt-3 flex flex-wrap items-start gap-3"
      >
        <div className="min-w-64 flex-1">
          <TextField
            label="Company name"
            autoComplete="organization"
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
        </div>
        <Button type="submit" className="mt-6" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create company'}
        </Button>
      </form>
      <FormError message={create.formError} className="mt-3" />
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

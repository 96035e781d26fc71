'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorMessage } from '@/components/ui/error-message';
import { SelectField, TextField } from '@/components/ui/field';
import { FormActions, FormError } from '@/components/ui/form';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { Cell, Table } from '@/components/ui/table';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { ZCreateScimTokenRequest, type TScimToken } from '@/lib/contract/scim-tokens';
import { formatDateTime } from '@/lib/dates';
import { bffCall } from '@/lib/queries/bff-call';
import { operatorScimTokenQueries } from '@/lib/queries/operator';
import { scimTokenQueries } from '@/lib/queries/resources';

type TCreatedScimToken = TScimToken & { token: string; base_url: string };

/** Whose tokens: any company's, in the operator console (every mode), or the signed-in company's own (its key's mode). */
export type ScimTokenOwner = { kind: 'operator'; companyId: string } | { kind: 'company' };

function routesOf(owner: ScimTokenOwner) {
  return owner.kind === 'operator'
    ? {
        query: operatorScimTokenQueries.list(owner.companyId),
        root: operatorScimTokenQueries.root,
        create: (body: FormOutput) =>
          bffCall<{ data: TCreatedScimToken }>('POST /api/operator/companies/[id]/scim-tokens', {
            params: { id: owner.companyId },
            body,
          }),
        revoke: (id: string) => bffCall<void>('DELETE /api/operator/scim-tokens/[id]', { params: { id } }),
      }
    : {
        query: scimTokenQueries.list(),
        root: scimTokenQueries.root,
        create: (body: FormOutput) =>
          bffCall<{ data: TCreatedScimToken }>('POST /api/scim-tokens', { body: { name: body.name } }),
        revoke: (id: string) => bffCall<void>('DELETE /api/scim-tokens/[id]', { params: { id } }),
      };
}
type FormInput = z.input<typeof ZCreateScimTokenRequest>;
type FormOutput = z.output<typeof ZCreateScimTokenRequest>;

/**
 * A company's SCIM tokens: what its identity provider (Okta, Entra ID) provisions employees with, in the operator
 * console or on the company's own Employees page. Create one (the token and the base URL to give the provider are
 * shown once), see when each was last used, revoke one.
 */
export function ScimTokenSection({ owner }: { owner: ScimTokenOwner }) {
  const routes = routesOf(owner);
  const query = useQuery(routes.query);
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<TCreatedScimToken | null>(null);
  const [revoking, setRevoking] = useState<TScimToken | null>(null);
  const revoke = useBffMutation({
    call: (token: TScimToken) => routes.revoke(token.id),
    invalidates: [routes.root],
    success: (_, token) => `${token.name} revoked; its SCIM requests are refused from now on.`,
    onSuccess: (_, token) => {
      setRevoking(null);
      if (created?.id === token.id) setCreated(null);
    },
    onError: () => setRevoking(null),
  });

  return (
    <section aria-labelledby="scim-tokens" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="scim-tokens" className="text-lg font-semibold">
            SCIM provisioning
          </h2>
          <p className="text-sm text-muted">
            {owner.kind === 'operator' ? 'The company’s' : 'Your'} identity provider (Okta, Microsoft Entra ID) keeps
            the employee directory in step through SCIM 2.0 with one of these tokens: hires arrive, leavers are marked
            leaving. Tokens are shown only when created.
          </p>
        </div>
        {isCreating ? null : <Button onClick={() => setIsCreating(true)}>Create SCIM token</Button>}
      </div>
      {created ? <ScimTokenReveal token={created} onDismiss={() => setCreated(null)} /> : null}
      {isCreating ? (
        <ScimTokenForm
          owner={owner}
          onCreated={(token) => {
            setCreated(token);
            setIsCreating(false);
          }}
          onCancel={() => setIsCreating(false)}
        />
      ) : null}
      {query.isPending ? (
        <TableSkeleton columns={5} rows={2} />
      ) : query.isError ? (
        <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong bg-raised p-6 text-center text-muted">
          No SCIM tokens yet: the directory changes only through HRIS imports.
        </p>
      ) : (
        <Table
          caption="SCIM tokens of the company"
          headers={['Name', 'Mode', 'Token', 'Last used', 'Status', 'Actions']}
        >
          {query.data.map((token) => (
            <tr key={token.id} className="align-top">
              <Cell label="Name" className="font-medium">
                {token.name}
              </Cell>
              <Cell label="Mode">{token.mode === 'live' ? 'Live' : 'Test'}</Cell>
              <Cell label="Token" className="font-mono text-xs whitespace-nowrap">
                {token.display}
              </Cell>
              <Cell label="Last used">{token.last_used_at ? formatDateTime(token.last_used_at) : 'Never'}</Cell>
              <Cell label="Status">
                <StatusBadge status={token.revoked_at ? 'revoked' : 'active'} />
              </Cell>
              <Cell>
                {token.revoked_at ? null : (
                  <Button variant="secondary" onClick={() => setRevoking(token)}>
                    Revoke<span className="sr-only"> {token.name}</span>
                  </Button>
                )}
              </Cell>
            </tr>
          ))}
        </Table>
      )}
      {revoking ? (
        <ConfirmDialog
          open
          title={`Revoke ${revoking.name}?`}
          confirmLabel="Revoke token"
          confirmVariant="danger"
          isPending={revoke.isPending}
          onConfirm={() => revoke.mutate(revoking)}
          onCancel={() => setRevoking(null)}
        >
          SCIM requests with <span className="font-mono">{revoking.display}</span> are refused at once, so the identity
          provider stops provisioning until it gets a new token.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function ScimTokenForm({
  owner,
  onCreated,
  onCancel,
}: {
  owner: ScimTokenOwner;
  onCreated: (token: TCreatedScimToken) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZCreateScimTokenRequest),
    defaultValues: { name: '', mode: 'live' },
  });
  const routes = routesOf(owner);
  const create = useBffMutation({
    call: (values: FormOutput) => routes.create(values).then((body) => body.data),
    invalidates: [routes.root],
    success: (token) => `SCIM token ${token.name} created.`,
    form: { setError: form.setError, fields: ['name', 'mode'] },
    onSuccess: onCreated,
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
      className="space-y-4 rounded-lg border border-line bg-raised p-5"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold">
        New SCIM token
      </h3>
      <FormError message={create.formError} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Token name"
          hint="The identity provider that uses it, e.g. “Okta”."
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        {owner.kind === 'operator' ? (
          <SelectField label="Directory" error={errors.mode?.message} {...form.register('mode')}>
            <option value="live">Live (real employees)</option>
            <option value="test">Test (sandbox)</option>
          </SelectField>
        ) : null}
      </div>
      <FormActions>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create token'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </FormActions>
    </form>
  );
}

/** The new token and the SCIM base URL, shown once, to hand to the identity provider's administrator. */
function ScimTokenReveal({ token, onDismiss }: { token: TCreatedScimToken; onDismiss: () => void }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-warning-line bg-warning-soft p-5">
      <h3 id={`${id}-title`} className="text-base font-semibold text-warning">
        Give these to the identity provider now
      </h3>
      <p className="mt-1 text-sm text-warning">
        <strong>You won’t see the token again</strong>: Loadout stores only a hash of it. In Entra ID they are the
        “Tenant URL” and the “Secret Token”; in Okta the “SCIM connector base URL” and the bearer token.
      </p>
      {[
        { label: 'SCIM base URL', value: token.base_url },
        { label: `${token.mode === 'live' ? 'Live' : 'Test'} SCIM token`, value: token.token },
      ].map((field) => (
        <div key={field.label} className="mt-4">
          <label htmlFor={`${id}-${field.label}`} className="block text-sm font-medium text-fg">
            {field.label}
          </label>
          <input
            id={`${id}-${field.label}`}
            readOnly
            value={field.value}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 w-full rounded-md border border-line-strong bg-raised px-3 py-2 font-mono text-sm"
          />
        </div>
      ))}
      <Button variant="ghost" className="mt-4" onClick={onDismiss}>
        I have handed them over
      </Button>
    </section>
  );
}

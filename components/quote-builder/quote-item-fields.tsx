'use client';

import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useFormContext, useWatch, type Control } from 'react-hook-form';
import { describeKitItem, describeKitSize } from '@/components/catalog/describe';
import { kitQueries } from '@/lib/queries/resources';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { describeItemEstimate } from './estimated-total';
import { toQuantity, useItemEstimates } from './estimate';
import { errorAt } from './field-errors';
import { OPTIONAL_TEXT, REQUIRED_NUMBER, type TQuoteBuilderItem, type TQuoteBuilderValues } from './quote-form';
import { RecipientFields } from './recipient-fields';
import { describeOneRecipient } from './recipient-mode';

type TFreeformValues = { items: Extract<TQuoteBuilderItem, { kind: 'freeform' }>[] };

const KIND_LABELS: Record<TQuoteBuilderItem['kind'], string> = { catalog: 'Catalog', kit: 'Kit', freeform: 'Freeform' };

/** One item of the quote: what it is (catalog, kit or freeform), how many, comments and its recipients. */
export function QuoteItemFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control, register, formState } = useFormContext<TQuoteBuilderValues>();
  const item = useWatch({ control, name: `items.${index}` });
  const recipientMode = useWatch({ control, name: 'recipient_mode' });
  const oneRecipientName = useWatch({ control, name: 'one_recipient.name' });
  const [estimate] = useItemEstimates([item]);
  const path = `items.${index}` as const;
  const error = (field: string) => errorAt(formState.errors, `${path}.${field}`);
  const headingId = `quote-item-${index}`;
  const title = item.kind === 'freeform' ? 'Freeform item' : item.label;
  const sourceError =
    error('product_id') ?? error('configuration_id') ?? error('kit_id') ?? errorAt(formState.errors, path);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-raised p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="font-semibold">
            <span className="text-muted">Item {index + 1} · </span>
            {title}
          </h3>
          <p className="text-sm text-muted">
            <span className="mr-2 inline-flex rounded-full bg-subtle px-2 py-0.5 text-xs font-medium text-fg">
              {KIND_LABELS[item.kind]}
            </span>
            {item.details}
          </p>
          <p className="mt-1 text-sm font-medium text-fg" data-testid="item-estimate">
            {describeItemEstimate(estimate!, toQuantity(item.quantity))}
          </p>
          {sourceError ? (
            <p role="alert" className="mt-1 text-sm text-danger">
              {sourceError}
            </p>
          ) : null}
        </div>
        <Button variant="ghost" onClick={onRemove}>
          Remove item {index + 1}
        </Button>
      </div>
      {item.kind === 'kit' ? <KitDevices kitId={item.kit_id} /> : null}
      <div className="mt-4 space-y-4">
        {item.kind === 'freeform' ? (
          <div className="space-y-3">
            <TextField
              label="Product type"
              placeholder="Laptop, Monitor, Phone…"
              error={error('product_type')}
              {...register(`${path}.product_type`)}
            />
            <SpecificationRows itemIndex={index} />
          </div>
        ) : null}
        <div className="grid gap-3 md:grid-cols-[10rem_1fr]">
          <TextField
            label={item.kind === 'kit' ? 'Number of kits' : 'Quantity'}
            type="number"
            min={1}
            inputMode="numeric"
            error={error('quantity')}
            {...register(`${path}.quantity`, REQUIRED_NUMBER)}
          />
          <TextAreaField
            label="Comments"
            rows={2}
            error={error('comments')}
            {...register(`${path}.comments`, OPTIONAL_TEXT)}
          />
        </div>
        {recipientMode === 'one' ? (
          <p className="rounded-md bg-subtle px-3 py-2 text-sm text-fg">
            {describeOneRecipient(item, oneRecipientName ?? '')}
          </p>
        ) : (
          <RecipientFields itemIndex={index} />
        )}
      </div>
    </section>
  );
}

/** The name/value rows of a freeform item's specification; brand and model are required by the API. */
function SpecificationRows({ itemIndex }: { itemIndex: number }) {
  const { control, register, formState } = useFormContext<TQuoteBuilderValues>();
  const name = `items.${itemIndex}.specification` as const;
  // Only freeform items have specification rows; the union hides that from useFieldArray's path types.
  const rows = useFieldArray({ control: control as unknown as Control<TFreeformValues>, name });
  const specificationError = errorAt(formState.errors, name);
  const errorId = `quote-item-${itemIndex}-specification-error`;
  return (
    <fieldset aria-describedby={specificationError ? errorId : undefined}>
      <legend className="text-sm font-medium text-fg">Specification</legend>
      <p className="text-xs text-muted">
        At least brand and model; add rows for anything else that matters (cpu, ram, colour…).
      </p>
      <div className="mt-2 space-y-2">
        {rows.fields.map((field, rowIndex) => (
          <div key={field.id} className="grid grid-cols-[1fr_2fr_auto] items-end gap-2">
            <TextField
              label={`Specification ${rowIndex + 1} name`}
              autoComplete="off"
              {...register(`${name}.${rowIndex}.name`)}
            />
            <TextField
              label={`Specification ${rowIndex + 1} value`}
              autoComplete="off"
              {...register(`${name}.${rowIndex}.value`)}
            />
            <Button variant="ghost" className="mb-0.5" onClick={() => rows.remove(rowIndex)}>
              Remove<span className="sr-only"> specification {rowIndex + 1}</span>
            </Button>
          </div>
        ))}
      </div>
      {specificationError ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
          {specificationError}
        </p>
      ) : null}
      <Button variant="secondary" className="mt-2" onClick={() => rows.append({ name: '', value: '' })}>
        Add specification
      </Button>
    </fieldset>
  );
}

/** What a kit expands into: each device becomes its own quote item, its quantity times the number of kits. */
function KitDevices({ kitId }: { kitId: string }) {
  const kit = useQuery(kitQueries.detail(kitId));
  if (kit.isPending) return <p className="mt-2 text-sm text-muted">Loading the kit’s devices…</p>;
  if (kit.isError) return <p className="mt-2 text-sm text-danger">{kit.error.message}</p>;
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-muted">
        The kit’s devices ({describeKitSize(kit.data)}); each product becomes its own quote item with the same
        recipients
      </summary>
      <ul className="mt-1 list-disc pl-5 text-muted">
        {kit.data.items.map((device, position) => (
          <li key={position}>
            {device.quantity} × {describeKitItem(device)}
          </li>
        ))}
      </ul>
    </details>
  );
}

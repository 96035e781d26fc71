import { z } from 'zod';
import { ZCreateQuoteRequest, ZQuoteItemInput, type TRecipientInput } from '@/lib/contract/quotes';
import type { TDraftItem } from './quote-draft';

// The quote builder's form: the create-quote contract, plus what the builder shows beside each item (dropped before
// sending), the freeform specification as name/value rows and the notification e-mails as one comma-separated text.
const [ZCatalogItemInput, ZKitItemInput, ZFreeformItemInput] = ZQuoteItemInput.options;

const zDisplay = { label: z.string(), details: z.string().optional(), draft_key: z.string().optional() };

const ZSpecificationRow = z.object({ name: z.string(), value: z.string() });

function toSpecification(rows: z.infer<typeof ZSpecificationRow>[]): Record<string, string> {
  return Object.fromEntries(
    rows.map((row) => [row.name.trim(), row.value.trim()]).filter(([name, value]) => name && value),
  );
}

const ZBuilderItem = z.discriminatedUnion('kind', [
  ZCatalogItemInput.extend({ kind: z.literal('catalog'), ...zDisplay }),
  ZKitItemInput.extend({ kind: z.literal('kit'), ...zDisplay }),
  ZFreeformItemInput.extend({
    kind: z.literal('freeform'),
    ...zDisplay,
    specification: z.array(ZSpecificationRow).transform(toSpecification).pipe(ZFreeformItemInput.shape.specification),
  }),
]);

// zod types `pipe` as if its target's input had to be no wider than what the transform gives; these targets accept it.
function afterTransform<T extends z.ZodType>(schema: T) {
  return schema as unknown as z.ZodType<z.output<T>, z.output<T>>;
}

export const ZQuoteBuilderForm = ZCreateQuoteRequest.extend({
  notification_emails: z
    .string()
    .transform((text) => text.split(/[\s,;]+/).filter(Boolean))
    .pipe(afterTransform(ZCreateQuoteRequest.shape.notification_emails)),
  items: z
    .array(ZBuilderItem)
    .transform((items) =>
      items.map(({ kind: _kind, label: _label, details: _details, draft_key: _draftKey, ...item }) => item),
    )
    .pipe(afterTransform(ZCreateQuoteRequest.shape.items)),
});
type TRecipientValues = z.input<typeof ZFreeformItemInput>['recipients'][number];
type TQuoteRequestValues = z.input<typeof ZQuoteBuilderForm>;

/**
 * The builder's values: the request's, plus how recipients are given. `one`: everything ships to `one_recipient`, each
 * item with its full quantity (the items' own recipients are kept aside, for switching back).
 */
export type TQuoteBuilderValues = TQuoteRequestValues & {
  recipient_mode: 'each' | 'one';
  one_recipient: TRecipientValues;
};
export type TQuoteBuilderItem = TQuoteBuilderValues['items'][number];

/** The request the builder sends: with one recipient for everything, that person on every item. */
export function toQuoteRequestValues({
  recipient_mode,
  one_recipient,
  ...values
}: TQuoteBuilderValues): TQuoteRequestValues {
  if (recipient_mode !== 'one') return values;
  return {
    ...values,
    items: values.items.map((item) => ({ ...item, recipients: [{ ...one_recipient, quantity: undefined }] })),
  };
}

// register() options: an empty optional input is left out of the request instead of being sent as "".
export const OPTIONAL_TEXT = {
  setValueAs: (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
};
export const OPTIONAL_NUMBER = {
  setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value)),
};
// An emptied required quantity becomes 0, so the schema's "must be at least 1" explains it.
export const REQUIRED_NUMBER = {
  setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? 0 : Number(value)),
};

/** Top-level fields whose API errors (`details[].path`) land on the form's own fields. */
export const QUOTE_FORM_FIELDS = [
  'requester_email',
  'requester_name',
  'po_number',
  'notification_emails',
  'items',
] as const;

export function emptyRecipient(): TRecipientValues {
  return { name: '', email: undefined, country: '', address: '', phone_number: undefined, quantity: undefined };
}

export function recipientFromEmployee(employee: {
  name: string;
  email: string;
  country: string | null;
  address: string | null;
}): Partial<TRecipientInput> {
  return {
    name: employee.name,
    email: employee.email,
    country: employee.country ?? '',
    address: employee.address ?? '',
  };
}

export function itemFromDraft(draft: TDraftItem): TQuoteBuilderItem {
  const common = {
    label: draft.label,
    details: draft.details,
    draft_key: draft.key,
    quantity: 1,
    comments: undefined,
    recipients: [emptyRecipient()],
  };
  if (draft.kind === 'kit') return { kind: 'kit', kit_id: draft.kit_id, ...common };
  return { kind: 'catalog', product_id: draft.product_id, configuration_id: draft.configuration_id, ...common };
}

// Loose on purpose: a half-filled form is still worth restoring; the schema checks it on submit.
const ZSavedForm = z.looseObject({
  requester_email: z.string(),
  notification_emails: z.string(),
  items: z.array(
    z.looseObject({
      kind: z.enum(['catalog', 'kit', 'freeform']),
      label: z.string(),
      draft_key: z.string().optional(),
      recipients: z.array(z.looseObject({})),
    }),
  ),
});

/**
 * The builder's starting values: what was typed before (if any), keeping its catalog and kit items only while they are
 * still in the draft, then the draft items added since.
 */
export function initialValues(
  requester: { email: string; name: string },
  draft: readonly TDraftItem[],
  saved: unknown,
): TQuoteBuilderValues {
  const restored = ZSavedForm.safeParse(saved);
  const recipients = { recipient_mode: 'each' as const, one_recipient: emptyRecipient() };
  if (!restored.success) {
    return {
      requester_email: requester.email,
      requester_name: requester.name || undefined,
      notification_emails: '',
      items: draft.map(itemFromDraft),
      ...recipients,
    };
  }
  const draftKeys = new Set(draft.map((item) => item.key));
  const kept = restored.data.items.filter(
    (item) => item.kind === 'freeform' || (item.draft_key !== undefined && draftKeys.has(item.draft_key)),
  );
  const keptKeys = new Set(kept.map((item) => item.draft_key));
  const values = restored.data as unknown as TQuoteBuilderValues;
  return {
    ...recipients,
    ...values,
    items: [
      ...(kept as unknown as TQuoteBuilderItem[]),
      ...draft.filter((item) => !keptKeys.has(item.key)).map(itemFromDraft),
    ],
  };
}

export function freeformItem(): TQuoteBuilderItem {
  return {
    kind: 'freeform',
    label: 'Freeform item',
    product_type: '',
    specification: [
      { name: 'brand', value: '' },
      { name: 'model', value: '' },
    ],
    quantity: 1,
    comments: undefined,
    recipients: [emptyRecipient()],
  };
}

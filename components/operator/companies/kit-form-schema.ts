import { z } from 'zod';
import { ZCreateKitRequest, ZKitItemInput } from '@/lib/contract/catalog';

// The kit form's variant of ZCreateKitRequest: each item carries a `kind` (catalog or freeform) for the form to switch
// on, tags are typed as one comma-separated line, and empty specification values are left out.
const [ZCatalogItemInput, ZFreeformItemInput] = ZKitItemInput.options;

const ZFormSpecification = z
  .record(z.string(), z.string().optional())
  .transform((specification) =>
    Object.fromEntries(
      Object.entries(specification).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
    ),
  )
  .pipe(ZFreeformItemInput.shape.specification);

// Plain objects (not strict), so the other kind's leftover fields are dropped rather than refused.
const ZKitFormItem = z.discriminatedUnion('kind', [
  z.object({ ...ZCatalogItemInput.shape, kind: z.literal('catalog') }),
  z.object({ ...ZFreeformItemInput.shape, specification: ZFormSpecification, kind: z.literal('freeform') }),
]);

export const ZKitForm = ZCreateKitRequest.extend({
  tags: z
    .string()
    .transform((line): z.input<typeof ZCreateKitRequest.shape.tags> => line.split(',').filter((tag) => tag.trim()))
    .pipe(ZCreateKitRequest.shape.tags),
  items: z
    .array(ZKitFormItem)
    .transform((items): z.input<typeof ZCreateKitRequest.shape.items> => items.map(({ kind: _kind, ...item }) => item))
    .pipe(ZCreateKitRequest.shape.items),
});

export type TKitFormInput = z.input<typeof ZKitForm>;
export type TKitFormOutput = z.output<typeof ZKitForm>;
export type TKitFormItem = TKitFormInput['items'][number];

export const EMPTY_CATALOG_ITEM: TKitFormItem = { kind: 'catalog', product_id: '', quantity: 1 };
export const EMPTY_FREEFORM_ITEM: TKitFormItem = {
  kind: 'freeform',
  product_type: '',
  specification: { brand: '', model: '' },
  quantity: 1,
};

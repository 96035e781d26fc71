import { z } from 'zod';
import { CLEARANCE_OUTCOMES } from './destinations';
import { dataResponse, ZCurrency, ZDay, ZLivemode, ZMoneyAmount, ZTimestamp } from './common';

// Clearance of a returned device: Loadout records its data erasure (NIST SP 800-88), which issues an erasure
// certificate (a PDF and this JSON record), then the outcome: resale with the amount credited, or recycling.

export const ERASURE_METHODS = ['clear', 'purge', 'destroy'] as const;
export type TErasureMethod = (typeof ERASURE_METHODS)[number];

/** The method's name as NIST SP 800-88 Rev. 1 gives it, for the certificate. */
export const ERASURE_METHOD_LABELS: Record<TErasureMethod, string> = {
  clear: 'Clear (logical overwrite of all user-addressable storage)',
  purge: 'Purge (cryptographic or block erase of the media)',
  destroy: 'Destroy (physical destruction of the media)',
};

const METHOD_DESCRIPTION =
  'The sanitization method of NIST SP 800-88 Rev. 1: `clear` (overwrite through the interface), `purge` (cryptographic or block erase), or `destroy` (physical destruction).';

const zText = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

export const ZRecordErasureRequest = z.strictObject({
  method: z.enum(ERASURE_METHODS, { message: 'must be clear, purge or destroy (NIST SP 800-88)' }).meta({
    description: METHOD_DESCRIPTION,
  }),
  tool: zText(200).meta({ description: 'The software or device that erased it, with its version.' }),
  erased_on: ZDay.meta({ description: 'The day of the erasure, YYYY-MM-DD.' }),
  performed_by: zText(200).meta({ description: 'Who erased it (the technician).' }),
  verification: z.enum(['passed', 'failed'], { message: 'must be passed or failed' }).meta({
    description:
      'The result of verifying the erasure. A certificate is issued only for `passed`: a failed one is a 409 (erase again, with Purge or Destroy).',
  }),
  verification_note: z.string().trim().min(1, 'must not be empty: leave it out').max(2000).optional(),
});
export type TRecordErasureRequest = z.infer<typeof ZRecordErasureRequest>;

export const ZClearAssetRequest = z.discriminatedUnion(
  'outcome',
  [
    z.strictObject({
      outcome: z.literal('resale'),
      credited_amount: ZMoneyAmount.meta({ description: 'What the resale credits to the company.' }),
      currency: ZCurrency,
    }),
    z.strictObject({ outcome: z.literal('recycle') }),
  ],
  { error: () => ({ message: 'must be resale (with credited_amount and currency) or recycle' }) },
);
export type TClearAssetRequest = z.infer<typeof ZClearAssetRequest>;

export const ZErasureCertificate = z
  .object({
    number: z.string().meta({ description: '`EC-<year>-<number>`, unique across Loadout.' }),
    asset_id: z.uuid(),
    company: z.object({ id: z.uuid(), name: z.string() }),
    device: z.object({ serial_number: z.string(), model: z.string(), device_type: z.string() }),
    method: z.enum(ERASURE_METHODS).meta({ description: METHOD_DESCRIPTION }),
    method_label: z.string(),
    standard: z.literal('NIST SP 800-88 Rev. 1'),
    tool: z.string(),
    erased_on: ZDay,
    performed_by: z.string(),
    verification: z.object({ result: z.literal('passed'), note: z.string().nullable() }),
    issued_at: ZTimestamp,
    issued_by: z.literal('Loadout'),
    pdf_sha256: z.string().meta({ description: 'SHA-256 (hex) of the PDF, as recorded in the audit log.' }),
    livemode: ZLivemode,
  })
  .meta({ id: 'ErasureCertificate' });
export type TErasureCertificate = z.infer<typeof ZErasureCertificate>;
export const ZErasureCertificateResponse = dataResponse(ZErasureCertificate);

/** On the asset: its certificate once issued, where to read it. */
export const ZAssetErasure = z
  .object({
    certificate_number: z.string(),
    method: z.enum(ERASURE_METHODS),
    erased_on: ZDay,
    issued_at: ZTimestamp,
    pdf_sha256: z.string(),
    certificate_url: z.string().meta({
      description:
        'The certificate on this API, a path to GET with a key that has assets:read: the PDF, or its JSON record with `Accept: application/json`.',
    }),
  })
  .meta({ id: 'AssetErasure' });

export const ZAssetClearance = z
  .object({
    outcome: z.enum(CLEARANCE_OUTCOMES),
    credited_amount: z.number().nullable(),
    currency: ZCurrency.nullable(),
    cleared_at: ZTimestamp,
  })
  .meta({ id: 'AssetClearance' });

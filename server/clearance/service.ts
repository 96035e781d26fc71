import { createHash } from 'node:crypto';
import {
  ERASURE_METHOD_LABELS,
  type TClearAssetRequest,
  type TErasureCertificate,
  type TRecordErasureRequest,
} from '@/lib/contract/clearance';
import type { TAsset, TClearanceQueueQuery, TOperatorAsset } from '@/lib/contract/assets';
import { findCompanyNames, getCompanyOrThrow } from '../access/service';
import { pageOf } from '../db/pagination';
import type { Db } from '../db/client';
import { nextReference } from '../db/reference-numbers';
import { companyScope, type Scope } from '../core/scope';
import { ApiError, notFound } from '../core/errors';
import * as inventory from '../inventory/repo';
import { toAsset } from '../inventory/service';
import { recordEvent } from '../webhooks/events';
import { renderCertificatePdf } from './certificate-pdf';
import * as repo from './repo';
import * as clock from '../core/clock';

// A device Stored to clearance, once Loadout received it: its data erasure is recorded, which issues the erasure
// certificate (the PDF, its JSON record, and the PDF's SHA-256 in the audit log; event `asset.erased`), then its
// outcome, resale or recycling, takes it out of the active inventory (event `asset.cleared`). `scope` is the tenant a
// sandbox test helper acts for, or the operator's.

async function lockAsset(tx: Db, scope: Scope, id: string) {
  const row = await inventory.findAsset(tx, scope, id, { lock: true });
  if (!row) throw notFound('asset', id);
  return row;
}

function assertAwaitingClearance(row: inventory.AssetRow) {
  if (row.status === 'cleared')
    throw new ApiError('CONFLICT', `Device ${row.serialNumber} was cleared already; it is out of the inventory.`);
  if (row.status === 'in_use')
    throw new ApiError(
      'CONFLICT',
      `Device ${row.serialNumber} is not waiting for clearance: ${row.employeeName ?? 'someone'} still has it. A Store with destination clearance brings it back; once Loadout has received it, its erasure is recorded here.`,
    );
  if (row.storageType !== 'clearance')
    throw new ApiError(
      'CONFLICT',
      `Device ${row.serialNumber} is not waiting for clearance: it is kept in storage for reuse. Only a device a Store sent to clearance is erased and cleared here.`,
    );
}

const hexSha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Records the erasure and issues the certificate; a failed verification issues none (a 409: erase again). */
export async function recordErasure(db: Db, scope: Scope, assetId: string, input: TRecordErasureRequest) {
  return db.transaction(async (tx) => {
    const row = await lockAsset(tx, scope, assetId);
    assertAwaitingClearance(row);
    if (row.erasure)
      throw new ApiError(
        'CONFLICT',
        `Device ${row.serialNumber} has its erasure certificate already (${row.erasure.certificate_number}); record its clearance next.`,
        { certificate_number: row.erasure.certificate_number },
      );
    if (input.verification === 'failed')
      throw new ApiError(
        'CONFLICT',
        `The erasure of ${row.serialNumber} failed its verification, so no certificate is issued: erase the device again (Purge, or Destroy the media) and record that erasure once verified.`,
      );
    const company = await getCompanyOrThrow(tx, row.companyId);
    const issuedAt = clock.now();
    const number = await nextReference(tx, 'erasure_certificate', issuedAt);
    const record: Omit<TErasureCertificate, 'pdf_sha256'> = {
      number,
      asset_id: row.id,
      company: { id: company.id, name: company.name },
      device: { serial_number: row.serialNumber, model: row.model, device_type: row.deviceType },
      method: input.method,
      method_label: ERASURE_METHOD_LABELS[input.method],
      standard: 'NIST SP 800-88 Rev. 1',
      tool: input.tool,
      erased_on: input.erased_on,
      performed_by: input.performed_by,
      verification: { result: 'passed', note: input.verification_note ?? null },
      issued_at: issuedAt.toISOString(),
      issued_by: 'Loadout',
      livemode: row.livemode,
    };
    const pdf = await renderCertificatePdf(record);
    const pdfSha256 = hexSha256(pdf);
    await repo.insertCertificate(
      tx,
      {
        companyId: row.companyId,
        livemode: row.livemode,
        assetId: row.id,
        number,
        method: input.method,
        tool: input.tool,
        erasedOn: input.erased_on,
        performedBy: input.performed_by,
        verificationNote: input.verification_note ?? null,
        record: { ...record, pdf_sha256: pdfSha256 },
        pdfSha256,
        issuedAt,
      },
      pdf,
    );
    const asset = toAsset(
      await inventory.updateAsset(tx, row.id, {
        erasure: {
          certificate_number: number,
          method: input.method,
          erased_on: input.erased_on,
          issued_at: issuedAt.toISOString(),
          pdf_sha256: pdfSha256,
        },
      }),
    );
    await recordEvent(tx, companyScope(row.companyId, row.livemode), 'asset.erased', asset);
    return asset;
  });
}

/** The outcome after a certified erasure: the asset is cleared, out of the active inventory, its history kept. */
export async function clearAsset(db: Db, scope: Scope, assetId: string, input: TClearAssetRequest): Promise<TAsset> {
  return db.transaction(async (tx) => {
    const row = await lockAsset(tx, scope, assetId);
    assertAwaitingClearance(row);
    if (!row.erasure)
      throw new ApiError(
        'CONFLICT',
        `Device ${row.serialNumber} has no erasure certificate yet: record its data erasure first, then its clearance.`,
      );
    const asset = toAsset(
      await inventory.updateAsset(tx, row.id, {
        status: 'cleared',
        clearanceOutcome: input.outcome,
        creditedAmount: input.outcome === 'resale' ? input.credited_amount : null,
        creditedCurrency: input.outcome === 'resale' ? input.currency : null,
        clearedAt: clock.now(),
      }),
    );
    await recordEvent(tx, companyScope(row.companyId, row.livemode), 'asset.cleared', asset);
    return asset;
  });
}

/** The certificate's JSON record, or its PDF too: for GET /assets/:id/erasure-certificate. */
export async function getCertificateOrThrow(db: Db, scope: Scope, assetId: string) {
  const asset = await inventory.findAsset(db, scope, assetId);
  if (!asset) throw notFound('asset', assetId);
  const certificate = await repo.findCertificateOfAsset(db, scope, assetId);
  if (!certificate)
    throw new ApiError(
      'NOT_FOUND',
      `Device ${asset.serialNumber} has no erasure certificate: one is issued when Loadout erases a device that a Store sent to clearance.`,
    );
  return {
    record: certificate.record as TErasureCertificate,
    pdf: async () => (await repo.findCertificatePdf(db, certificate.id))!,
  };
}

/** The operator's clearance queue: devices waiting for their erasure or their outcome, with their company's name. */
export async function listClearanceQueue(db: Db, query: TClearanceQueueQuery) {
  const rows = await inventory.listAwaitingClearance(db, { ...query, companyId: query.company_id });
  const page = pageOf(rows, { ...query, sort: 'created_at' }, (row) => row.createdAt);
  const names = await findCompanyNames(
    db,
    page.data.map((row) => row.companyId),
  );
  return {
    data: page.data.map((row): TOperatorAsset => ({
      ...toAsset(row),
      company: { id: row.companyId, name: names.get(row.companyId) ?? 'Unknown company' },
    })),
    meta: page.meta,
  };
}

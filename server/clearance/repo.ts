import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { erasureCertificatePdfs, erasureCertificates } from '../db/schema';
import { scopeWhere } from '../db/scope';
import type { Scope } from '../core/scope';

export type CertificateRow = typeof erasureCertificates.$inferSelect;

export async function insertCertificate(
  db: Db,
  values: typeof erasureCertificates.$inferInsert,
  pdf: Buffer,
): Promise<CertificateRow> {
  const [row] = await db.insert(erasureCertificates).values(values).returning();
  await db.insert(erasureCertificatePdfs).values({ certificateId: row!.id, pdf });
  return row!;
}

/** The certificate of the scope's asset, with its PDF when asked (the bytes are large next to the record). */
export async function findCertificateOfAsset(
  db: Db,
  scope: Scope,
  assetId: string,
): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(erasureCertificates)
    .where(and(scopeWhere(erasureCertificates, scope), eq(erasureCertificates.assetId, assetId)));
  return row;
}

export async function findCertificatePdf(db: Db, certificateId: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ pdf: erasureCertificatePdfs.pdf })
    .from(erasureCertificatePdfs)
    .where(eq(erasureCertificatePdfs.certificateId, certificateId));
  return row?.pdf;
}

import PDFDocument from 'pdfkit';
import type { TErasureCertificate } from '@/lib/contract/clearance';

// The erasure certificate as a PDF (pdfkit, its built-in Helvetica): one A4 page that says what the JSON record says.
// Its metadata dates are the issue date, so the same record always renders the same bytes.

const MARGIN = 56;

type Record = Omit<TErasureCertificate, 'pdf_sha256'>;

export function renderCertificatePdf(record: Record): Promise<Buffer> {
  const issued = new Date(record.issued_at);
  const document = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Certificate of data erasure ${record.number}`,
      Author: 'Loadout',
      Subject: `${record.device.model}, serial ${record.device.serial_number}`,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  document.font('Helvetica-Bold').fontSize(20).text('Certificate of Data Erasure');
  document.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#444444');
  document.text(`Certificate ${record.number}${record.livemode ? '' : ' (sandbox: not a real device)'}`);
  document.text(`Issued ${record.issued_at.slice(0, 10)} by ${record.issued_by} for ${record.company.name}`);
  document.moveDown(1).fillColor('#000000');

  const rows: [string, string][] = [
    ['Device', `${record.device.model} (${record.device.device_type})`],
    ['Serial number', record.device.serial_number],
    ['Standard', record.standard],
    ['Method', record.method_label],
    ['Tool', record.tool],
    ['Erased on', record.erased_on],
    ['Performed by', record.performed_by],
    ['Verification', `Passed${record.verification.note ? `: ${record.verification.note}` : ''}`],
  ];
  const labelWidth = 120;
  const valueWidth = document.page.width - MARGIN * 2 - labelWidth;
  for (const [label, value] of rows) {
    const y = document.y;
    document.font('Helvetica-Bold').fontSize(11).text(label, MARGIN, y, { width: labelWidth });
    document.font('Helvetica').text(value, MARGIN + labelWidth, y, { width: valueWidth });
    document.moveDown(0.6);
  }
  document.moveDown(1).fontSize(9).fillColor('#444444');
  document.text(
    'Loadout certifies that the storage media of the device above were sanitized with the method stated, per NIST ' +
      'Special Publication 800-88 Revision 1, and that the sanitization was verified. The SHA-256 of this document is ' +
      "recorded in the company's audit log; its JSON record is served with it by the Loadout API.",
    MARGIN,
    document.y,
    { width: document.page.width - MARGIN * 2 },
  );
  document.end();
  return done;
}

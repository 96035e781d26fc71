import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; text: string };

/** Splits a message into unfolded headers and its body, decoding a quoted-printable body. */
function parseMessage(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = rest.join('\n\n');
  if (headers.get('content-transfer-encoding')?.toLowerCase() === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return { headers, body };
}

export type MailServer = {
  url: string;
  mails: ReceivedMail[];
  waitFor(predicate: (mails: ReceivedMail[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

/**
 * A real SMTP server on loopback that keeps every message it receives; with `directory`, each is also written there
 * as a JSON file, for processes other than the one that started it (the e2e stack's test workers).
 */
export async function startMailServer(options: { directory?: string } = {}): Promise<MailServer> {
  if (options.directory) fs.mkdirSync(options.directory, { recursive: true });
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { headers, body } = parseMessage(raw);
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          subject: headers.get('subject') ?? '',
          text: body,
        };
        mails.push(mail);
        if (options.directory)
          fs.writeFileSync(
            path.join(options.directory, `${String(mails.length).padStart(6, '0')}.json`),
            JSON.stringify(mail),
          );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(predicate, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(mails)) {
        if (Date.now() > deadline)
          throw new Error(`smtp: condition not met within ${timeoutMs} ms (${mails.length} mails)`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

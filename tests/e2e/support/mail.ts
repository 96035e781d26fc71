import fs from 'node:fs';
import path from 'node:path';
import type { ReceivedMail } from '../../support/smtp';

/** Every e-mail the stack sent to the e2e SMTP server so far (global-setup.ts starts it), oldest first. */
export function receivedMails(): ReceivedMail[] {
  const directory = process.env.E2E_MAIL_DIR;
  if (!directory) throw new Error('E2E_MAIL_DIR is not set: run the e2e tests through Playwright (global-setup.ts)');
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory)
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(directory, name), 'utf8')) as ReceivedMail);
}

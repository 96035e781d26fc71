import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';

/** The adapters of the outside world, as configured; null/undefined means "store the message instead". */
export type IntegrationRuntime = {
  mailer: Transporter | null;
  emailFrom: string;
  operatorEmail: string;
  taskTrackerUrl?: string;
  fulfilmentUrl?: string;
};

export function createIntegrationRuntime(config: Config): IntegrationRuntime {
  return {
    mailer: config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null,
    emailFrom: config.EMAIL_FROM,
    operatorEmail: config.OPERATOR_EMAIL,
    taskTrackerUrl: config.TASK_TRACKER_URL,
    fulfilmentUrl: config.FULFILMENT_URL,
  };
}

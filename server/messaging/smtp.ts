/** Email through an SMTP server (nodemailer), for production: SMTP_URL and MAIL_FROM. */
import { createTransport } from 'nodemailer';
import type { Transport } from './transport';

export function smtpTransport(url: string, from: string): Transport {
  const mailer = createTransport(url);
  return {
    async send({ to, subject, text }) {
      await mailer.sendMail({ from, to, subject, text });
    },
  };
}

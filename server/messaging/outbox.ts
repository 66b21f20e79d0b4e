/**
 * The embedded default transport: every message becomes one text file in the outbox folder (beside
 * the database unless MAIL_OUTBOX_DIR says otherwise), its recipient in the file name. Local
 * development and the tests read codes from there.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Transport } from './transport';

export interface MessagingConfig {
  /** Folder of the local outbox (used when SMTP_URL or SMS_WEBHOOK_URL is not set). */
  outboxDir: string;
  /** smtp(s)://user:password@host:port; empty = email goes to the outbox. */
  smtpUrl: string;
  mailFrom: string;
  /** An SMS provider's gateway (POST JSON {to, text}); empty = SMS goes to the outbox. */
  smsWebhookUrl: string;
  smsWebhookToken: string;
  /** Codes one address may ask for per hour (RATE_LIMIT_CODES). */
  rateLimitCodes: number;
}

export function readMessagingConfig(env: Record<string, string | undefined>, databaseFolder: string | null) {
  return {
    outboxDir: env.MAIL_OUTBOX_DIR || join(databaseFolder ?? 'data', 'outbox'),
    smtpUrl: (env.SMTP_URL ?? '').trim(),
    mailFrom: env.MAIL_FROM || '漫阅 Manyue <no-reply@localhost>',
    smsWebhookUrl: (env.SMS_WEBHOOK_URL ?? '').trim(),
    smsWebhookToken: env.SMS_WEBHOOK_TOKEN ?? '',
    rateLimitCodes: Number(env.RATE_LIMIT_CODES) > 0 ? Math.floor(Number(env.RATE_LIMIT_CODES)) : 20,
  } satisfies MessagingConfig;
}

/** The recipient as a file-name part: an address or number keeps its readable characters. */
const safe = (to: string) => to.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 120);

export function outboxTransport(dir: string): Transport {
  return {
    async send({ to, subject, text }) {
      await mkdir(dir, { recursive: true });
      // Sortable by time; the random part keeps two messages of one millisecond apart.
      const name = `${Date.now()}-${randomBytes(3).toString('hex')}-${safe(to)}.txt`;
      const file = join(dir, name);
      const temp = join(dirname(file), `.${name}.tmp`);
      await writeFile(temp, `To: ${to}\nSubject: ${subject}\n\n${text}\n`);
      await rename(temp, file);
    },
  };
}

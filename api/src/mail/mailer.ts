// nodemailer: SMTP_URL sends for real; otherwise every message is written as an .eml file in MAIL_DIR
// (what a developer or an e2e test opens to follow the confirmation / reset link).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** `from`: MAIL_FROM (config.ts `mailFrom`), e.g. `"しるべ" <no-reply@example.jp>`. */
export function createMailer(options: { mailDir: string; smtpUrl?: string; from: string }): Mailer {
  const FROM = options.from;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return { send: async (m) => void (await transport.sendMail({ from: FROM, ...m })) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  return {
    async send(m) {
      const info = await transport.sendMail({ from: FROM, ...m, textEncoding: 'quoted-printable' });
      await mkdir(options.mailDir, { recursive: true });
      const safeTo = m.to.replace(/[^A-Za-z0-9@._-]/g, '_');
      const name = `${Date.now()}-${process.pid}-${++counter}-${safeTo}.eml`;
      await writeFile(path.join(options.mailDir, name), info.message as Buffer);
    },
  };
}

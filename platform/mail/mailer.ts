import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

export interface Mailer {
  /** `smtp` sends for real; `outbox` writes each mail as JSON to a folder (development). */
  readonly transport: 'smtp' | 'outbox'
  send(message: MailMessage): Promise<{ id: string; location?: string }>
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transporter = nodemailer.createTransport(smtpUrl)
  return {
    transport: 'smtp',
    async send(message) {
      const info = await transporter.sendMail({ from, ...message })
      return { id: String(info.messageId) }
    },
  }
}

/**
 * Without SMTP the product still works offline: mails land in `<data>/outbox/` as
 * JSON files (newest name sorts last), and the log line points to the file.
 */
export function createOutboxMailer(directory: string, from: string): Mailer {
  let sequence = 0
  return {
    transport: 'outbox',
    async send(message) {
      await mkdir(directory, { recursive: true })
      sequence += 1
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_')
      const id = `${stamp}-${String(sequence).padStart(4, '0')}-${safeTo}`
      const location = join(directory, `${id}.json`)
      // Written aside, then renamed: whoever reads the outbox sees whole mails or none
      // (a reader listing it mid-write used to parse a half-written file).
      const partial = join(directory, `.${id}.partial`)
      await writeFile(partial, `${JSON.stringify({ id, from, ...message }, null, 2)}\n`)
      await rename(partial, location)
      return { id, location }
    },
  }
}

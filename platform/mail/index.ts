export { createOutboxMailer, createSmtpMailer, type Mailer, type MailMessage } from './mailer'

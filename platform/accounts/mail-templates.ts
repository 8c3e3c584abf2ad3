import type { Language } from '../../engine/i18n/languages'
import type { MailMessage } from '../mail'

/** Short account mails in the user's language; the code or link is the whole point. */
const verificationCode: Record<Language, (code: string) => { subject: string; text: string }> = {
  en: (code) => ({
    subject: 'Your Taleloom confirmation number',
    text: `Your confirmation number is ${code}.\nIt is valid for 15 minutes. If you did not sign up for Taleloom, ignore this mail.`,
  }),
  ko: (code) => ({
    subject: 'Taleloom 인증번호',
    text: `인증번호는 ${code} 입니다.\n15분 동안 유효합니다. Taleloom에 가입하지 않으셨다면 이 메일을 무시하세요.`,
  }),
  jp: (code) => ({
    subject: 'Taleloom 確認番号',
    text: `確認番号は ${code} です。\n15分間有効です。Taleloomに登録していない場合は、このメールを無視してください。`,
  }),
  es: (code) => ({
    subject: 'Tu número de confirmación de Taleloom',
    text: `Tu número de confirmación es ${code}.\nEs válido durante 15 minutos. Si no te registraste en Taleloom, ignora este correo.`,
  }),
}

const resetLink: Record<Language, (link: string) => { subject: string; text: string }> = {
  en: (link) => ({
    subject: 'Reset your Taleloom password',
    text: `Open this link to choose a new password:\n${link}\nThe link works once and expires in 1 hour. If you did not ask for it, ignore this mail.`,
  }),
  ko: (link) => ({
    subject: 'Taleloom 비밀번호 재설정',
    text: `아래 링크를 열어 새 비밀번호를 설정하세요:\n${link}\n링크는 한 번만 사용할 수 있으며 1시간 후 만료됩니다. 요청하지 않으셨다면 이 메일을 무시하세요.`,
  }),
  jp: (link) => ({
    subject: 'Taleloom パスワードの再設定',
    text: `次のリンクを開いて新しいパスワードを設定してください:\n${link}\nリンクは1回のみ有効で、1時間後に期限切れになります。心当たりがない場合は、このメールを無視してください。`,
  }),
  es: (link) => ({
    subject: 'Restablece tu contraseña de Taleloom',
    text: `Abre este enlace para elegir una contraseña nueva:\n${link}\nEl enlace funciona una sola vez y caduca en 1 hora. Si no lo solicitaste, ignora este correo.`,
  }),
}

export function verificationCodeMail(to: string, language: Language, code: string): MailMessage {
  return { to, ...verificationCode[language](code) }
}

export function passwordResetMail(to: string, language: Language, link: string): MailMessage {
  return { to, ...resetLink[language](link) }
}

/**
 * A notification's text in the reader's language, from its kind, its data and how many
 * events it gathers (`count`: comments on one content, donations of one stream). The list
 * answers it in the request's language; the e-mail in the user's.
 */
import type { Language } from '../../engine/i18n/languages'

export interface NotificationFacts {
  kind: string
  data: Record<string, unknown>
  /** Events gathered in the notification (1 unless it groups them). */
  count: number
}

type Texts = (facts: Facts) => string

/** What the texts read, with the defaults of a notification that lacks them. */
interface Facts {
  kind: string
  count: number
  title: string | null
  nickname: string | null
  amount: string | null
  total: string | null
  tierName: string | null
  likes: string | null
  missionTitle: string | null
  text: string | null
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null)
const number = (value: unknown, language: Language) =>
  typeof value === 'number' && Number.isFinite(value)
    ? value.toLocaleString(language === 'jp' ? 'ja' : language)
    : null

function factsOf({ kind, data, count }: NotificationFacts, language: Language): Facts {
  return {
    kind,
    count,
    title: text(data.title),
    nickname: text(data.nickname),
    amount: number(data.amount, language),
    total: number(data.total, language),
    tierName: text(data.tierName),
    likes: number(data.likes, language),
    missionTitle: text(data.missionTitle),
    text: text(data.text),
  }
}

const en: Texts = (f) => {
  const title = f.title ? `"${f.title}"` : 'your content'
  const who = f.nickname ?? 'Someone'
  switch (f.kind) {
    case 'purchase':
      return f.count > 1
        ? `${f.count} purchases of ${title}.`
        : `${who} bought your content${f.title ? ` "${f.title}"` : ''}.`
    case 'gift':
      return `You received ${f.title ? `"${f.title}"` : 'a content'} as a gift.`
    case 'comment':
      return f.count > 1 ? `${f.count} new comments on ${title}.` : `${who} commented on ${title}.`
    case 'reply':
      return f.count > 1
        ? `${f.count} new replies to your comment on ${title}.`
        : `${who} replied to your comment on ${title}.`
    case 'like':
      return f.likes ? `${title} reached ${f.likes} likes.` : `${who} liked ${title}.`
    case 'subscription':
      if (f.count > 1) return `${f.count} new subscribers.`
      return f.tierName ? `${who} subscribed to ${f.tierName}.` : `${who} subscribed to you.`
    case 'donation':
      return f.count > 1
        ? `${f.count} donations, ${f.total ?? '?'} coins in all.`
        : `${who} donated ${f.amount ?? '?'} coins.`
    case 'mission':
      return `${who} proposed a mission: ${f.missionTitle ?? '…'} (${f.amount ?? '?'} coins).`
    case 'live':
      return f.nickname ? `${f.nickname} is live now.` : 'A live stream started.'
    case 'chat':
      return f.nickname ? `${f.nickname} sent you a message.` : 'You have a new message.'
    case 'new-content':
      return `New content: ${f.title ? `"${f.title}"` : 'a content'}.`
    default:
      return f.text ?? 'You have a new notification.'
  }
}

const ko: Texts = (f) => {
  const title = f.title ? `"${f.title}"` : '내 콘텐츠'
  const who = f.nickname ? `${f.nickname}님이` : '누군가가'
  switch (f.kind) {
    case 'purchase':
      return f.count > 1
        ? `${title}이(가) ${f.count}번 구매되었어요.`
        : `${who} ${title}을(를) 구매했어요.`
    case 'gift':
      return `${f.title ? `"${f.title}"` : '콘텐츠'}을(를) 선물로 받았어요.`
    case 'comment':
      return f.count > 1
        ? `${title}에 새 댓글이 ${f.count}개 달렸어요.`
        : `${who} ${title}에 댓글을 남겼어요.`
    case 'reply':
      return f.count > 1
        ? `${title}에 남긴 내 댓글에 새 답글이 ${f.count}개 달렸어요.`
        : `${who} ${title}에 남긴 내 댓글에 답글을 달았어요.`
    case 'like':
      return f.likes
        ? `${title}의 좋아요가 ${f.likes}개가 되었어요.`
        : `${who} ${title}을(를) 좋아해요.`
    case 'subscription':
      if (f.count > 1) return `새 구독자가 ${f.count}명 생겼어요.`
      return f.tierName ? `${who} ${f.tierName}을(를) 구독했어요.` : `${who} 구독했어요.`
    case 'donation':
      return f.count > 1
        ? `후원 ${f.count}건, 모두 ${f.total ?? '?'}코인을 받았어요.`
        : `${who} ${f.amount ?? '?'}코인을 후원했어요.`
    case 'mission':
      return `${who} 미션을 제안했어요: ${f.missionTitle ?? '…'} (${f.amount ?? '?'}코인)`
    case 'live':
      return f.nickname ? `${f.nickname}님이 방송을 시작했어요.` : '방송이 시작되었어요.'
    case 'chat':
      return f.nickname ? `${f.nickname}님이 메시지를 보냈어요.` : '새 메시지가 있어요.'
    case 'new-content':
      return `새 콘텐츠: ${f.title ? `"${f.title}"` : '콘텐츠'}`
    default:
      return f.text ?? '새 알림이 있어요.'
  }
}

const jp: Texts = (f) => {
  const title = f.title ? `「${f.title}」` : 'あなたのコンテンツ'
  const who = f.nickname ? `${f.nickname}さん` : '誰か'
  switch (f.kind) {
    case 'purchase':
      return f.count > 1
        ? `${title}が${f.count}回購入されました。`
        : `${who}が${title}を購入しました。`
    case 'gift':
      return `${f.title ? `「${f.title}」` : 'コンテンツ'}をプレゼントされました。`
    case 'comment':
      return f.count > 1
        ? `${title}に新しいコメントが${f.count}件あります。`
        : `${who}が${title}にコメントしました。`
    case 'reply':
      return f.count > 1
        ? `${title}へのあなたのコメントに新しい返信が${f.count}件あります。`
        : `${who}が${title}へのあなたのコメントに返信しました。`
    case 'like':
      return f.likes
        ? `${title}のいいねが${f.likes}件になりました。`
        : `${who}が${title}にいいねしました。`
    case 'subscription':
      if (f.count > 1) return `新しいサブスクライバーが${f.count}人います。`
      return f.tierName ? `${who}が${f.tierName}に加入しました。` : `${who}が加入しました。`
    case 'donation':
      return f.count > 1
        ? `${f.count}件の投げ銭、合計${f.total ?? '?'}コインです。`
        : `${who}が${f.amount ?? '?'}コインを投げ銭しました。`
    case 'mission':
      return `${who}がミッションを提案しました：${f.missionTitle ?? '…'}（${f.amount ?? '?'}コイン）`
    case 'live':
      return f.nickname ? `${f.nickname}さんがライブ配信中です。` : 'ライブ配信が始まりました。'
    case 'chat':
      return f.nickname
        ? `${f.nickname}さんからメッセージが届きました。`
        : '新しいメッセージがあります。'
    case 'new-content':
      return `新しいコンテンツ：${f.title ? `「${f.title}」` : 'コンテンツ'}`
    default:
      return f.text ?? '新しいお知らせがあります。'
  }
}

const es: Texts = (f) => {
  const title = f.title ? `«${f.title}»` : 'tu contenido'
  const who = f.nickname ?? 'Alguien'
  switch (f.kind) {
    case 'purchase':
      return f.count > 1 ? `${f.count} compras de ${title}.` : `${who} compró ${title}.`
    case 'gift':
      return `Recibiste ${f.title ? `«${f.title}»` : 'un contenido'} como regalo.`
    case 'comment':
      return f.count > 1
        ? `${f.count} comentarios nuevos en ${title}.`
        : `${who} comentó en ${title}.`
    case 'reply':
      return f.count > 1
        ? `${f.count} respuestas nuevas a tu comentario en ${title}.`
        : `${who} respondió a tu comentario en ${title}.`
    case 'like':
      return f.likes ? `${title} llegó a ${f.likes} me gusta.` : `Nuevo me gusta en ${title}.`
    case 'subscription':
      if (f.count > 1) return `${f.count} suscriptores nuevos.`
      return f.tierName ? `${who} se suscribió a ${f.tierName}.` : `${who} se suscribió.`
    case 'donation':
      return f.count > 1
        ? `${f.count} donaciones, ${f.total ?? '?'} monedas en total.`
        : `${who} donó ${f.amount ?? '?'} monedas.`
    case 'mission':
      return `${who} propuso una misión: ${f.missionTitle ?? '…'} (${f.amount ?? '?'} monedas).`
    case 'live':
      return f.nickname ? `${f.nickname} está en directo.` : 'Empezó un directo.'
    case 'chat':
      return f.nickname ? `${f.nickname} te envió un mensaje.` : 'Tienes un mensaje nuevo.'
    case 'new-content':
      return `Contenido nuevo: ${f.title ? `«${f.title}»` : 'un contenido'}.`
    default:
      return f.text ?? 'Tienes una notificación nueva.'
  }
}

const TEXTS: Record<Language, Texts> = { en, ko, jp, es }

export function notificationText(facts: NotificationFacts, language: Language = 'en'): string {
  const f = factsOf(facts, language)
  // A platform notice (an admin's push) reads as the admin wrote it, in every language.
  if (f.kind === 'notice' && f.title && f.text) return `${f.title}: ${f.text}`
  return TEXTS[language](f)
}

/** The e-mail of one notification: its text, and where it leads on the site. */
const MAIL_SUBJECT: Record<Language, string> = {
  en: 'Taleloom: ',
  ko: 'Taleloom: ',
  jp: 'Taleloom：',
  es: 'Taleloom: ',
}
const MAIL_FOOT: Record<Language, string> = {
  en: 'You get this mail because e-mail is on for this kind of notification under My Info → Notifications.',
  ko: '내 정보 → 알림에서 이 알림의 이메일을 켜 두셔서 보내 드리는 메일이에요.',
  jp: 'マイ情報 → お知らせで、この種類のメール通知がオンになっているため送信しています。',
  es: 'Recibes este correo porque el correo está activado para este tipo de notificación en Mi información → Notificaciones.',
}

export function notificationMail(
  facts: NotificationFacts,
  language: Language,
  link: string | null,
): { subject: string; text: string } {
  const body = notificationText(facts, language)
  return {
    subject: `${MAIL_SUBJECT[language]}${body}`.slice(0, 200),
    text: [body, link, '', MAIL_FOOT[language]].filter((line) => line !== null).join('\n'),
  }
}

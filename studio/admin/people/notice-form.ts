/**
 * The notice form's state, pure: a `datetime-local` value is the admin's local time; the
 * server keeps instants (ISO). A notice starts now unless the admin picks a start.
 */
import type {
  NoticeRequest,
  SiteNoticeView,
} from '../../../platform/notifications/notices/contract'

export interface NoticeDraft {
  oid?: string
  title: string
  body: string
  /** '' for every language. */
  language: '' | 'en' | 'ko' | 'jp' | 'es'
  popup: boolean
  /** `YYYY-MM-DDTHH:mm` in the admin's time zone; '' for the end: no end. */
  startsAt: string
  endsAt: string
}

const pad = (value: number) => String(value).padStart(2, '0')

/** An instant as a `datetime-local` value in this browser's time zone. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

export function emptyDraft(now: Date): NoticeDraft {
  return {
    title: '',
    body: '',
    language: '',
    popup: false,
    startsAt: toLocalInput(now),
    endsAt: '',
  }
}

export function draftOf(notice: SiteNoticeView): NoticeDraft {
  return {
    oid: notice.oid,
    title: notice.title,
    body: notice.body,
    language: notice.language ?? '',
    popup: notice.popup,
    startsAt: toLocalInput(new Date(notice.startsAt)),
    endsAt: notice.endsAt ? toLocalInput(new Date(notice.endsAt)) : '',
  }
}

/** The request the draft sends; a `datetime-local` string parses as local time. */
export function requestOf(draft: NoticeDraft): NoticeRequest {
  return {
    ...(draft.oid ? { oid: draft.oid } : {}),
    title: draft.title,
    body: draft.body,
    language: draft.language === '' ? null : draft.language,
    popup: draft.popup,
    startsAt: new Date(draft.startsAt).toISOString(),
    endsAt: draft.endsAt ? new Date(draft.endsAt).toISOString() : null,
  }
}

/** Live, scheduled or ended at `now`, for the list's label. */
export function noticeState(notice: SiteNoticeView, now: Date): 'live' | 'scheduled' | 'ended' {
  if (new Date(notice.startsAt) > now) return 'scheduled'
  if (notice.endsAt && new Date(notice.endsAt) <= now) return 'ended'
  return 'live'
}

/**
 * Site notices: the platform's announcements, listed on My Page → Notice and, when marked as
 * a popup, shown once a visit on the home page until the reader hides them for 24 hours.
 * Admins write them (`/api/account/admin/notices`); every change is in the audit log. Plain
 * (types and constants): the front ends take its values; the schemas are in `requests.ts`.
 */
import type { Language } from '../../../engine/i18n/languages'

export const NOTICE_TITLE_MAX = 120
export const NOTICE_BODY_MAX = 4000
/** The spec's "notice popup hide": a reader's "hide for today" lasts this long. */
export const NOTICE_HIDE_MS = 24 * 60 * 60 * 1000
export const NOTICES_PAGE = 20

/** What an admin sends to write or edit a notice. */
export interface NoticeRequest {
  oid?: string
  title: string
  body: string
  language: Language | null
  popup: boolean
  startsAt: string
  endsAt: string | null
}

export interface SiteNoticeView {
  oid: string
  title: string
  body: string
  /** Null: shown in every language. */
  language: Language | null
  popup: boolean
  startsAt: string
  endsAt: string | null
  createdAt: string
}

export interface NoticePage {
  notices: SiteNoticeView[]
  cursor: string | null
}

/** The notices' routes for the typed client, under `/api/account`. */
export interface NoticesRoutes {
  'GET /account/notices': { request: { cursor?: string }; response: NoticePage }
  'GET /account/notices/popup': {
    request: Record<string, never>
    response: { notices: SiteNoticeView[] }
  }
  'GET /account/admin/notices': { request: { q?: string; cursor?: string }; response: NoticePage }
  'POST /account/admin/notices': {
    request: NoticeRequest
    response: { notice: SiteNoticeView }
  }
  'DELETE /account/admin/notices': { request: { oid: string }; response: { deleted: true } }
}

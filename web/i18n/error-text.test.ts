import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/api-error'
import { errorText } from './error-text'
import { errorsEn as en } from './resources/errors/en'
import { errorsEs as es } from './resources/errors/es'
import { errorsJp as jp } from './resources/errors/jp'
import { errorsKo as ko } from './resources/errors/ko'

const texts: Record<string, string> = {
  'errors.NICKNAME_TAKEN': '앗, 이미 누군가 사용 중인 닉네임이에요.',
  'errors.SERVER_ERROR': '서버 오류입니다. 관리자에게 문의하세요',
}
const t = ((key: string, options?: { defaultValue?: string }) =>
  texts[key] ?? options?.defaultValue ?? key) as unknown as TFunction

describe('errorText', () => {
  it('translates by the stable code', () => {
    const error = new ApiError({ status: 409, code: 'NICKNAME_TAKEN', message: 'Ouch…' })
    expect(errorText(t, error)).toBe('앗, 이미 누군가 사용 중인 닉네임이에요.')
  })

  it("falls back to the server's text for an unknown code", () => {
    const error = new ApiError({ status: 400, code: 'SOMETHING_NEW', message: 'Something new.' })
    expect(errorText(t, error)).toBe('Something new.')
  })

  it('shows the generic server error for anything that is not an ApiError', () => {
    expect(errorText(t, new Error('boom'))).toBe('서버 오류입니다. 관리자에게 문의하세요')
  })
})

describe('errorText for story-chat codes', () => {
  it('translates a chat code through the chat error texts', () => {
    const chatTexts: Record<string, string> = {
      'chatErrors.INSUFFICIENT_CREDITS': '크레딧이 부족합니다.',
    }
    const chatT = ((key: string, options?: { defaultValue?: string }) =>
      chatTexts[key] ?? options?.defaultValue ?? key) as unknown as TFunction
    const error = new ApiError({
      status: 403,
      code: 'INSUFFICIENT_CREDITS',
      message: 'Insufficient credits.',
    })
    expect(errorText(chatT, error)).toBe('크레딧이 부족합니다.')
  })
})

describe('errorText for a refusal that names its reason', () => {
  it('translates `details.reason` before the generic code', () => {
    const reasonTexts: Record<string, string> = {
      'errors.BONUS_COINS_NOT_CONVERTIBLE': '보너스 코인은 크레딧으로 전환할 수 없습니다.',
      'chatErrors.CONVERSION_FAILED': '크레딧 전환에 실패했습니다.',
    }
    const reasonT = ((key: string, options?: { defaultValue?: string }) =>
      reasonTexts[key] ?? options?.defaultValue ?? key) as unknown as TFunction
    const error = new ApiError({
      status: 400,
      code: 'CONVERSION_FAILED',
      message: 'Failed to convert credits.',
      details: { reason: 'BONUS_COINS_NOT_CONVERTIBLE' },
    })
    expect(errorText(reasonT, error)).toBe('보너스 코인은 크레딧으로 전환할 수 없습니다.')
    const unknownReason = new ApiError({ ...error, details: { reason: 'SOMETHING_NEW' } })
    expect(errorText(reasonT, unknownReason)).toBe('크레딧 전환에 실패했습니다.')
  })

  it('reads payment texts first on the charge pages', () => {
    const scopedTexts: Record<string, string> = {
      'chatErrors.PROVIDER_ERROR': 'Failed to respond to the message.',
      'paymentErrors.PROVIDER_ERROR': 'The payment provider did not answer. Please try again.',
    }
    const scopedT = ((key: string, options?: { defaultValue?: string }) =>
      scopedTexts[key] ?? options?.defaultValue ?? key) as unknown as TFunction
    const error = new ApiError({ status: 502, code: 'PROVIDER_ERROR', message: 'x' })
    expect(errorText(scopedT, error)).toBe('Failed to respond to the message.')
    expect(errorText(scopedT, error, { scope: 'payments' })).toBe(
      'The payment provider did not answer. Please try again.',
    )
  })
})
/**
 * Every error `code` the server can answer, read from the source of `platform/` and
 * `server/`, must have a text in every language, or be listed here as one a player
 * never meets (with why). A new server code fails this test until it is translated
 * (`errors`, `chatErrors` or `paymentErrors`) or listed.
 */
const NOT_FOR_PLAYERS: Record<string, string> = {
  // Yoti's server calls the notification route; no person reads its refusals.
  YOTI_SIGNATURE_INVALID: 'provider',
  YOTI_NOTIFICATION_REPLAYED: 'provider',
  // The player sends one Idempotency-Key per one-touch purchase: this reaches no person.
  IDEMPOTENCY_KEY_REQUIRED: 'client fault',
  // Logged for a request its client abandoned: nobody is left to read the answer.
  CLIENT_ABORTED: 'log',
  // The player shell's analytics beacon drops a refused event silently; no person reads it.
  ANALYTICS_PROPERTIES_TOO_LARGE: 'log',
  // The studio shows its own texts for these (creators editing and publishing stories).
  CANVAS_NOT_FOUND: 'studio',
  CANVAS_INVALID: 'studio',
  MEDIA_URL_NOT_ALLOWED: 'studio',
  CANVAS_VERSION_CONFLICT: 'studio',
  METADATA_INVALID: 'studio',
  METADATA_VERSION_CONFLICT: 'studio',
  BRIEF_INTRO_TOO_LONG: 'studio',
  NOT_STORY_CHAT_WRITER: 'studio',
  STORY_CHAT_CREATOR_LOCKED: 'studio',
  COMPILATION_REQUIRED: 'studio',
  COMPILATION_TIMED_OUT: 'studio',
  COMPILATION_FAILED: 'studio',
  NO_PREVIOUS_VERSION: 'studio',
  TEST_MODE_FORBIDDEN: 'studio test chat',
  DRAFT_HAS_ERRORS: 'studio test chat (the first finding, translated)',
  ROOM_NOT_OF_STORY: "studio test chat's dock",
  INVALID_PERIOD: 'studio credit reports',
  ASSET_NOT_FOUND: 'studio image uploads',
  IMAGE_BODY_EXPECTED: 'studio image uploads',
  IMAGE_CORRUPT: 'studio image uploads',
  IMAGE_EMPTY: 'studio image uploads',
  IMAGE_TOO_LARGE: 'studio image uploads',
  IMAGE_TOO_TALL: 'studio image uploads',
  IMAGE_TOO_WIDE: 'studio image uploads',
  IMAGE_TYPE_UNSUPPORTED: 'studio image uploads',
  // Creators editing, scheduling and publishing contents in the studio (the upload form's
  // own codes have texts: web/i18n/resources/errors).
  CONTENT_HAS_NO_LENGTH: 'studio rating reviews',
  REENCODING_FAILED: 'studio encoding',
  ENCODING_NOT_FOUND: 'studio encoding',
  TASK_NOT_FOUND: 'studio encoding',
  // Admin screens.
  OWN_ADMIN_ROLE: 'admin',
  // Only the admin area's notices page edits or deletes a notice by id.
  NOTICE_NOT_FOUND: 'admin',
  DIRECT_CHAT_REPORT_NOT_FOUND: 'admin chat management',
  DIRECT_CHAT_REPORT_REVIEWED: 'admin chat management',
  DIRECT_CHAT_NOT_BANNED: 'admin chat management',
  // The composer never sends a file twice in one message.
  DIRECT_CHAT_MEDIA_DUPLICATE: 'direct chat composer',
  INVALID_TYPE: 'admin wallet operations',
  INVALID_CREDITS: 'admin story statistics',
  TRANSACTION_NOT_FOUND: 'admin refunds',
  RENEWAL_NOT_FOUND: 'admin failed renewals',
  RENEWAL_PAID: 'admin failed renewals',
  RENEWAL_NOT_DUE: 'admin failed renewals',
  RENEWAL_CHARGING: 'admin failed renewals',
  RENEWAL_SUBSCRIPTION_STOPPED: 'admin failed renewals',
  RECONCILE_ALREADY_SETTLED: 'admin reconciliation',
  RECONCILE_NOT_COINS: 'admin reconciliation',
  RECONCILE_NOT_ENOUGH_COINS: 'admin reconciliation',
  RECONCILE_STILL_OPEN: 'admin reconciliation',
  NOT_REFUNDABLE: 'admin refunds',
  ALREADY_REFUNDED: 'admin refunds',
  SYSTEM_PROMPT_NOT_FOUND: 'admin system prompts',
  TEST_PROMPT_NOT_FOUND: 'admin test prompts',
  TEST_PROMPT_FORBIDDEN: 'admin test prompts',
  COUPON_CODE_TAKEN: 'admin chat coupons',
  EVENT_NOT_FOUND: 'admin reward events',
  EVENT_CODE_TAKEN: 'admin reward events',
  EVENT_CODE_ALREADY_WITHDRAWN: 'admin reward events',
  EVENT_ALREADY_ENDED: 'admin reward events',
  PLAYGROUND_MODEL_FAILED: 'admin playground',
  LOREBOOK_ENTRY_NOT_FOUND: 'admin prompt composer',
  BAD_CURSOR: 'admin chat archive',
  COUPON_EXPIRY_PAST: 'creator tier coupons',
  COUPON_FIELDS_REQUIRED: 'creator tier coupons',
  COUPON_EXISTS: 'creator tier coupons',
  REPORT_NOT_FOUND: 'admin content reports',
  NOT_AN_ILLEGAL_DOWNLOADER: 'admin illegal downloaders',
  MAIL_REQUEST_REUSED: 'admin mail',
  NO_MAIL_RECIPIENTS: 'admin mail',
  NOT_PINNED: 'admin discovery shelf',
  ENCODING_JOB_NOT_FOUND: 'admin encoding callbacks',
  ENCODING_JOB_NOT_DONE: 'admin encoding callbacks',
  ENCODING_JOB_SUPERSEDED: 'admin encoding callbacks',
  ENCODING_SET_UNFINISHED: 'admin encoding callbacks',
  ENCODING_CALLBACK_REFUSED: 'admin encoding callbacks (the catalog’s reason)',
  CONTENT_NOT_PUBLISHED: 'admin content tools (resend)',
  RESEND_TOO_SOON: 'admin content tools (resend)',
  CONTENT_RESEND_ID_REUSED: 'admin content tools (resend)',
  GIFT_CARD_CODES_REQUIRED: 'admin gift-card stock',
  GIFT_CARD_CODES_TOO_MANY: 'admin gift-card stock',
  GIFT_CARD_CODE_INVALID: 'admin gift-card stock',
  GIFT_CARD_CODE_POSTED: 'admin gift-card stock',
  GIFT_CARD_CODE_REPEATED: 'admin gift-card stock',
  NOT_CHANNEL_MANAGER: 'admin channel managers',
  NOT_MANAGED_CHANNEL: 'admin channel managers',
  CREATOR_TAG_NOT_SET: 'admin creator tags',
  UNKNOWN_CREATOR: 'admin channel managers and creator banners',
  BANNER_NOT_FOUND: 'admin banners',
  SEARCH_COMPONENT_NOT_FOUND: 'admin search categories',
  NO_PUSH_RECIPIENTS: 'admin push notifications',
  PUSH_REQUEST_REUSED: 'admin push notifications',
  ALREADY_RESENT: 'admin notification resend',
  NOTIFICATION_KIND_OFF: 'admin notification resend',
  RESEND_REQUEST_REUSED: 'admin notification resend',
  NOTIFICATION_NOT_FOUND: 'admin notification resend',
  // Protocol faults of a client or a provider webhook, not something a reader can act on.
  BANNER_NOT_SHOWN: 'client fault (a banner click the page reports in the background)',
  INVALID_JSON: 'client fault',
  HTTP_ERROR: 'client fault',
  ROUTE_NOT_FOUND: 'client fault',
  INVALID_IDEMPOTENCY_KEY: 'client fault',
  INVALID_NEXT_TOKEN: 'client fault (a page token the server gave)',
  INVALID_EVENT_ID: 'client fault (an event id the server gave)',
  IDEMPOTENCY_KEY_REUSED: 'client fault',
  UNBALANCED_TRANSACTION: 'server fault',
  INVALID_SIGNATURE: 'payment webhook',
  CURSOR_INVALID: 'client fault (a page cursor the server gave)',
  TOO_MANY_CONTENTS: 'client fault (a bulk lookup over its limit)',
  SIGNATURE_INVALID: 'client fault (a signed media or upload address)',
  PART_URL_UNKNOWN: 'client fault (an upload part address)',
  BLOCK_TARGET_REQUIRED: 'client fault (the block form names one target)',
  UNKNOWN_NOTIFICATION_KIND: 'client fault (the settings list the known kinds)',
}

const CODE = "'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)'"
const ERROR_SITES = [
  new RegExp(`\\bcode\\s*[:=]\\s*${CODE}`, 'g'),
  new RegExp(
    `\\b(?:badRequest|conflict|paymentRefused|refuse|fail|conversionFailed)\\(\\s*(?:\\d+\\s*,\\s*)?${CODE}`,
    'g',
  ),
  new RegExp(
    `\\b(?:notFound|forbidden|unauthorized)\\(\\s*(?:'[^']*'|"[^"]*"|\`[^\`]*\`|[\\w.]+)\\s*,\\s*${CODE}`,
    'g',
  ),
  new RegExp(`\\bcode\\s*[:=][^,;\\n]*\\?\\s*${CODE}\\s*:\\s*${CODE}`, 'g'),
]

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path)
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : []
  })
}

function serverErrorCodes(): Set<string> {
  const root = join(import.meta.dirname, '../..')
  const codes = new Set<string>()
  for (const file of [
    ...sourceFiles(join(root, 'platform')),
    ...sourceFiles(join(root, 'server')),
  ]) {
    const source = readFileSync(file, 'utf8')
    for (const pattern of ERROR_SITES) {
      for (const match of source.matchAll(pattern)) {
        for (const code of match.slice(1)) if (code) codes.add(code)
      }
    }
  }
  return codes
}

type Groups = Record<string, Record<string, string>>
const translated = (tree: unknown, code: string) => {
  const groups = tree as Groups
  return Boolean(groups.errors?.[code] || groups.chatErrors?.[code] || groups.paymentErrors?.[code])
}

describe('server error codes', () => {
  const codes = serverErrorCodes()

  it('finds the codes the server throws', () => {
    for (const known of [
      'BONUS_CREDIT_DAILY_LIMIT',
      'NOT_ENOUGH_BONUS_COINS',
      'BONUS_COINS_NOT_CONVERTIBLE',
      'CONTENT_NOT_PURCHASED',
      'MESSAGE_NOT_ON_PATH',
      'REQUEST_ID_REUSED',
      'PAYLOAD_TOO_LARGE',
      'SERVER',
    ]) {
      expect(codes, known).toContain(known)
    }
  })

  for (const [language, tree] of Object.entries({ en, ko, jp, es })) {
    it(`${language} has a text for every code a player can meet`, () => {
      const missing = [...codes].filter(
        (code) => !(code in NOT_FOR_PLAYERS) && !translated(tree, code),
      )
      expect(missing).toEqual([])
    })
  }

  it('lists as not for players only codes the server still throws', () => {
    expect(Object.keys(NOT_FOR_PLAYERS).filter((code) => !codes.has(code))).toEqual([])
  })

  it('quotes the spec word for word in English', () => {
    expect(en.errors.BONUS_CREDIT_DAILY_LIMIT).toBe(
      'The daily usage limit for bonus credits has been exceeded.',
    )
    expect(en.errors.NOT_ENOUGH_BONUS_COINS).toBe('Not enough Bonus coins')
    expect(en.errors.NOT_ENOUGH_COINS).toBe('Not enough coins')
  })
})

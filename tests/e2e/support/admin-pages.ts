import type { Browser, Page } from 'playwright-core'
import { productApi } from './api'
import { seedSession, signedIn } from './browser'
import { type Login, noOverflow, resizeTo, VIEWPORTS } from './people'
import { screenshot } from './screenshots'

export interface AdminPageOptions {
  viewport?: { width: number; height: number }
  /** The text a `prompt` dialog (a reason) is answered with; other dialogs are accepted. */
  promptAnswer?: string
  /** False leaves dialogs to the test (Playwright dismisses those nobody handles). */
  acceptDialogs?: boolean
  /** Headers on every request, e.g. the country the edge reports (`cf-ipcountry`). */
  headers?: Record<string, string>
  /** The page's default timeout; pages that wait on a slow model or a busy machine get longer. */
  timeout?: number
}

/** Records each dialog's message and answers it as an admin would: a prompt with its reason. */
function answerDialogs(page: Page, dialogs: string[], promptAnswer: string | undefined) {
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void (dialog.type() === 'prompt' && promptAnswer !== undefined
      ? dialog.accept(promptAnswer)
      : dialog.accept())
  })
}

/**
 * An admin page in a fresh context of `browser`: `who` signed in, the language's locale,
 * 1280×800 unless told, page errors logged; the dialogs it shows are listed in `dialogs`.
 */
export async function openAdminPage(
  browser: Browser,
  baseUrl: string,
  path: string,
  language: 'en' | 'ko',
  who: Login,
  options: AdminPageOptions = {},
): Promise<{ page: Page; dialogs: string[] }> {
  const context = await browser.newContext({
    locale: language === 'ko' ? 'ko-KR' : 'en-US',
    viewport: options.viewport ?? VIEWPORTS[0],
    ...(options.headers ? { extraHTTPHeaders: options.headers } : {}),
  })
  await seedSession(context, { language, ...signedIn(who) })
  const page = await context.newPage()
  page.setDefaultTimeout(options.timeout ?? 30_000)
  page.on('pageerror', (error) => console.log('PAGEERROR', error.message))
  const dialogs: string[] = []
  if (options.acceptDialogs !== false) answerDialogs(page, dialogs, options.promptAnswer)
  await page.goto(`${baseUrl}${language === 'ko' ? '/ko' : ''}${path}`)
  return { page, dialogs }
}

/** The page checked and captured at 1280×800, then narrowed to 390×844, checked again, then back. */
export async function bothSizes(page: Page, name: string, label: string) {
  await noOverflow(page, label)
  await screenshot(page, `${name}-desktop`)
  await resizeTo(page, VIEWPORTS[1])
  await noOverflow(page, `${label} on a phone`)
  await screenshot(page, `${name}-phone`)
  await resizeTo(page, VIEWPORTS[0])
}

/** An audit log entry as the audit log's call answers it (the fields these tests read). */
export interface AuditEntry {
  action: string
  target: { oid: string } | null
  after: unknown
  reason: string | null
}

/** Filters of the audit log's call, in the order they are sent. */
export type AuditQuery = { actor?: string; target?: string; q?: string }

/** The audit entries the admin's call answers for `query`. */
export async function auditEntries(
  baseUrl: string,
  admin: Login,
  query: AuditQuery,
): Promise<AuditEntry[]> {
  const filters = Object.entries(query).filter(
    (pair): pair is [string, string] => pair[1] !== undefined,
  )
  const log = await productApi<{ entries: AuditEntry[] }>(
    baseUrl,
    'GET',
    `/admin/audit-log?${new URLSearchParams(filters)}`,
    { token: admin.token },
  )
  return log.entries
}

/** The actions of the audit entries about one target, as the call lists them. */
export async function auditActions(baseUrl: string, admin: Login, target: string) {
  return (await auditEntries(baseUrl, admin, { target })).map((entry) => entry.action)
}

/** How many audit entries `query` answers, or only those of `action` when given. */
export async function auditCount(
  baseUrl: string,
  admin: Login,
  query: AuditQuery,
  action?: string,
) {
  const entries = await auditEntries(baseUrl, admin, query)
  return entries.filter((entry) => action === undefined || entry.action === action).length
}

/**
 * Which notice popups a reader sees, pure: the live popups the server answered, less those
 * hidden "for 24 hours" whose hiding has not run out, and those already closed this visit.
 */
import { NOTICE_HIDE_MS } from '../../../platform/notifications/notices/contract'

/** Notice oid → the time (ms) its "hide for 24 hours" ends. */
export type HiddenNotices = Record<string, number>

export function popupsToShow<Notice extends { oid: string }>(
  notices: readonly Notice[],
  hidden: HiddenNotices,
  closedThisVisit: ReadonlySet<string>,
  now: number,
): Notice[] {
  return notices.filter(
    (notice) => !closedThisVisit.has(notice.oid) && !((hidden[notice.oid] ?? 0) > now),
  )
}

/** Hides one notice for 24 hours from `now`, dropping hidings that have run out. */
export function hideForADay(hidden: HiddenNotices, oid: string, now: number): HiddenNotices {
  const kept = Object.entries(hidden).filter(([, until]) => until > now)
  return { ...Object.fromEntries(kept), [oid]: now + NOTICE_HIDE_MS }
}

/** A stored value read back, anything malformed counted as nothing hidden. */
export function parseHidden(stored: string | null): HiddenNotices {
  try {
    const value: unknown = JSON.parse(stored ?? '{}')
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number',
      ),
    )
  } catch {
    return {}
  }
}

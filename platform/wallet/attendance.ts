/**
 * Daily check-in. Days are UTC days; Saturday and Sunday (UTC) are the weekend.
 * Weekdays give 50 bonus credits, weekends 100, and every 7th day of a streak adds a
 * random box. One check-in per account per day and per device per day (the guest
 * device id identifies the device, so a second account on it is refused).
 */
import { conflict } from '../http'
import { systemAccount, userAccount } from './accounts'
import { utcDay } from './bonus-usage'
import { addInventoryItem } from './inventory'
import { databaseErrorCode, runOperation } from './ledger'
import type { WalletDeps } from './operations'

export interface AttendanceStatus {
  checkedInToday: boolean
  streakDays: number
  /** Position in the current week of the streak, 1–7 (0 before the first check-in). */
  weeklyProgress: number
  weeklyTarget: number
  /** Bonus credits earned by today's check-in (0 if not checked in yet). */
  creditsEarned: number
  /** Bonus credits a check-in today would give (or gave). */
  creditsToday: number
  randomBoxItemOid: string | null
}

const alreadyCheckedIn = () => conflict('ALREADY_CHECKED_IN', 'You have already checked in today.')
const deviceUsed = () =>
  conflict(
    'DEVICE_ALREADY_CHECKED_IN',
    'Another account has already checked in on this device today.',
  )

function previousDay(day: string): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000))
}

function creditsFor(deps: WalletDeps, now: Date): number {
  const weekday = now.getUTCDay()
  const weekend = weekday === 0 || weekday === 6
  return weekend ? deps.settings.attendanceWeekendCredits : deps.settings.attendanceWeekdayCredits
}

function progress(deps: WalletDeps, streak: number): number {
  return streak === 0 ? 0 : ((streak - 1) % deps.settings.attendanceStreakForRandomBox) + 1
}

export async function attendanceStatus(
  deps: WalletDeps,
  userOid: string,
): Promise<AttendanceStatus> {
  const now = deps.clock.now()
  const today = utcDay(now)
  const rows = await deps.db
    .selectFrom('wallet_attendance')
    .selectAll()
    .where('user_oid', '=', userOid)
    .where('day', 'in', [today, previousDay(today)])
    .execute()
  const todayRow = rows.find((row) => row.day === today)
  const latest = todayRow ?? rows.find((row) => row.day !== today)
  const streak = latest?.streak ?? 0
  return {
    checkedInToday: !!todayRow,
    streakDays: streak,
    weeklyProgress: progress(deps, streak),
    weeklyTarget: deps.settings.attendanceStreakForRandomBox,
    creditsEarned: todayRow?.credits ?? 0,
    creditsToday: todayRow?.credits ?? creditsFor(deps, now),
    randomBoxItemOid: todayRow?.random_box_item_id ?? null,
  }
}

export async function checkIn(
  deps: WalletDeps,
  input: { userOid: string; deviceId: string | null },
): Promise<AttendanceStatus> {
  const now = deps.clock.now()
  const today = utcDay(now)
  const bonusCredits = userAccount(input.userOid, 'bonus_credits')
  try {
    const transaction = await runOperation(deps.db, deps.clock, {
      key: `attendance:${input.userOid}:${today}`,
      type: 'attendance',
      body: { userOid: input.userOid, day: today },
      async plan(trx, { lock }) {
        await lock([bonusCredits])
        if (input.deviceId) {
          const other = await trx
            .selectFrom('wallet_attendance')
            .select('user_oid')
            .where('device_id', '=', input.deviceId)
            .where('day', '=', today)
            .executeTakeFirst()
          if (other) throw other.user_oid === input.userOid ? alreadyCheckedIn() : deviceUsed()
        }
        const yesterday = await trx
          .selectFrom('wallet_attendance')
          .select('streak')
          .where('user_oid', '=', input.userOid)
          .where('day', '=', previousDay(today))
          .executeTakeFirst()
        const streak = (yesterday?.streak ?? 0) + 1
        const credits = creditsFor(deps, now)
        const randomBox =
          streak % deps.settings.attendanceStreakForRandomBox === 0
            ? await addInventoryItem(
                trx,
                {
                  userOid: input.userOid,
                  kind: 'random_box',
                  source: 'attendance',
                  details: { streak },
                },
                now,
              )
            : null
        await trx
          .insertInto('wallet_attendance')
          .values({
            user_oid: input.userOid,
            day: today,
            device_id: input.deviceId,
            streak,
            credits,
            random_box_item_id: randomBox,
            created_at: now,
          })
          .execute()
        return {
          entries: [
            { account: bonusCredits, amount: credits },
            { account: systemAccount('promotions', 'credit'), amount: -credits },
          ],
          metadata: { userOid: input.userOid, streak, day: today },
          result: null,
        }
      },
    })
    if (transaction.replayed) throw alreadyCheckedIn()
  } catch (error) {
    // Same device, another account, at the same moment (PostgreSQL): the unique index decides.
    if (databaseErrorCode(error) === '23505') throw deviceUsed()
    throw error
  }
  return attendanceStatus(deps, input.userOid)
}

/**
 * Peak hours are counted in Korea time (UTC+9, no daylight saving), as the revenue area's
 * analytics call refuses them; the settlement window is counted in UTC, as it counts it.
 */
export const STUDIO_TIME_ZONE = 'Asia/Seoul'
const OFFSET_HOURS = 9

function local(now: Date) {
  const shifted = new Date(now.getTime() + OFFSET_HOURS * 3_600_000)
  return {
    hour: shifted.getUTCHours(),
  }
}

/** Statistics are unavailable from 10:00 PM to 2:00 AM (Korea time). */
export function isPeakHours(now: Date): boolean {
  const { hour } = local(now)
  return hour >= 22 || hour < 2
}

/** Settlement can be requested from the 25th to the month's last day (UTC). */
export function inSettlementWindow(now: Date): boolean {
  return now.getUTCDate() >= 25
}

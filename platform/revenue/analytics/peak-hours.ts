/** The spec's peak-hours rule for statistics (pure): refused 22:00 to 02:00 at a UTC offset. */
export interface PeakHours {
  utcOffsetHours: number
  fromHour: number
  toHour: number
}

export function isPeakHour(now: Date, peak: PeakHours): boolean {
  const hour = (((now.getUTCHours() + peak.utcOffsetHours) % 24) + 24) % 24
  return peak.fromHour > peak.toHour
    ? hour >= peak.fromHour || hour < peak.toHour
    : hour >= peak.fromHour && hour < peak.toHour
}

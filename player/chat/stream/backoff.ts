/**
 * The wait before reconnect attempt `attempt` (1-based): the server's `retry` hint
 * doubled per failed attempt, capped, with up to 20 % jitter so many clients that lost
 * the same server do not come back in step.
 */
export function reconnectDelay(
  attempt: number,
  retryMs: number,
  random: () => number = Math.random,
  capMs = 15_000,
): number {
  const base = Math.min(capMs, retryMs * 2 ** Math.max(0, attempt - 1))
  return Math.round(base * (0.8 + 0.2 * random()))
}

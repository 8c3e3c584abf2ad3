/** The one-time lines framed, so they stand out at the end of the start-up output. */
export function oneTimeBanner(lines: readonly string[]): string[] {
  if (lines.length === 0) return []
  const rule = '─'.repeat(72)
  return [rule, 'First start: write these down, they are not shown again.', ...lines, rule]
}

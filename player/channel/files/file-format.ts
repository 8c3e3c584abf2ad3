/** How the Files tab writes a file's size: the largest unit that keeps a number below 1024. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  const number = value.toLocaleString(locale === 'jp' ? 'ja' : locale, {
    maximumFractionDigits: digits,
  })
  // A no-break space: the number and its unit never wrap apart.
  return `${number}\u00a0${units[unit]}`
}

/** The upload's own checks before any byte is sent (the server checks them again). */
export function fileProblem(
  file: { name: string; size: number },
  kinds: readonly string[],
  maxBytes: number,
): 'badKind' | 'tooLarge' | null {
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(file.name)?.[1]?.toLowerCase() ?? ''
  if (!kinds.includes(extension)) return 'badKind'
  if (file.size > maxBytes) return 'tooLarge'
  return null
}

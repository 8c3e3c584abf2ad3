/** The file name of a download: the UTF-8 `filename*` when given, else the plain one. */
export function downloadName(disposition: string | null): string | null {
  if (!disposition) return null
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded)
    } catch {
      // A malformed name: the plain one below.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null
}

/**
 * A gated stream's HLS playlist carries the entry token as `t`. Our server passes it on to
 * the segments it lists; nginx's and a CDN's playlists do not, so the player adds it to
 * every address the playlist leads to (docs/live/README.md "Entry").
 */
export function carryEntryToken(url: string, playlistUrl: string): string {
  const token = new URL(playlistUrl, 'http://page.invalid').searchParams.get('t')
  if (!token) return url
  const target = new URL(url, 'http://page.invalid')
  if (target.searchParams.has('t')) return url
  return `${url}${url.includes('?') ? '&' : '?'}t=${encodeURIComponent(token)}`
}

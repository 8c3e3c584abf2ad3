/**
 * Where the sandbox checkout (coins without payment) would be open to other machines: a
 * listen address they reach, or a trusted reverse proxy in front serving a public address
 * (HOST stays loopback there, so HOST alone does not tell).
 */
export function sandboxExposure(setting: {
  host: string
  trustProxy: boolean
  publicUrl: string | undefined
}): string | null {
  if (!isLoopback(setting.host)) return `HOST=${setting.host} is reachable from other machines`
  const publicHost = setting.publicUrl ? new URL(setting.publicUrl).hostname : null
  if (setting.trustProxy && publicHost && !isLoopback(publicHost))
    return `TALELOOM_TRUST_PROXY=1 with TALELOOM_PUBLIC_URL=${setting.publicUrl} puts it behind a proxy other machines reach`
  return null
}

/** Whether a listen address is reachable from this machine only. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare)
}

import { createContext, useContext, useEffect, useState } from 'react'
import type { ChannelManagerStatus } from '../../../platform/accounts/contract'
import { api, useSession } from '../../../web/session'

/** The channel whose comments the page manages as its team (channel-manager mode), if any. */
export const ActingForContext = createContext<string | undefined>(undefined)
export const useActingFor = () => useContext(ActingForContext)

export type TeamMode = NonNullable<ChannelManagerStatus['mode']>

/**
 * This device's channel-manager mode, for a channel manager's studio: `undefined` while it is
 * read, null when the device is not in the mode. The server decides every call again.
 */
export function useTeamMode(): TeamMode | null | undefined {
  const manager = useSession((state) => !!state.user?.roles.includes('channelManager'))
  const [mode, setMode] = useState<TeamMode | null | undefined>(manager ? undefined : null)
  useEffect(() => {
    if (!manager) return setMode(null)
    let current = true
    api
      .get('/account/channel-manager')
      .then((status) => current && setMode(status.mode))
      .catch(() => current && setMode(null))
    return () => {
      current = false
    }
  }, [manager])
  return mode
}

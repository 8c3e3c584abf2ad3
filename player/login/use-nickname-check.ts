import { useEffect, useState } from 'react'
import { accountsApi } from '../../web/session/accounts-api'
import { validateNickname } from '../../web/validation'

export type NicknameAvailability = 'idle' | 'checking' | 'available' | 'taken'

/** Wait for a pause in typing before asking the server. */
const CHECK_DELAY_MS = 400

/**
 * The live duplicate check: once the nickname passes the local rules, ask the server
 * after a short pause; answers for an older value are dropped.
 */
export function useNicknameCheck(nickname: string): NicknameAvailability {
  const [state, setState] = useState<NicknameAvailability>('idle')
  useEffect(() => {
    const trimmed = nickname.trim()
    if (validateNickname(trimmed)) {
      setState('idle')
      return
    }
    let current = true
    setState('checking')
    const timer = setTimeout(() => {
      accountsApi.checkNickname(trimmed).then(
        (answer) => {
          if (current) setState(answer.available ? 'available' : 'taken')
        },
        () => {
          // Unknown is not "taken": the server decides again at sign-up.
          if (current) setState('idle')
        },
      )
    }, CHECK_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [nickname])
  return state
}

import { useSession } from '../../web/session'
import { type AdultSetting, adultSetting } from './adult'

/** The visitor's adult-content setting, from the session (kept per device, off at start). */
export function useAdultSetting(): AdultSetting {
  return useSession((state) =>
    adultSetting({
      signedIn: !!state.token,
      isUserAdult: !!state.user?.isUserAdult,
      adultOn: state.adultOn,
    }),
  )
}

export function setAdultOn(adultOn: boolean) {
  useSession.setState({ adultOn })
}

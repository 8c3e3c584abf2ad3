import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../web/i18n'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import { Button } from '../../web/ui'
import { useLoginDialog } from '../login/login-dialog-store'
import { useLocalizedPath } from '../shell/use-localized-path'
import { contentApi } from './content-api'

/** Keeps a paid content in the shopping cart to buy later (adding twice changes nothing). */
export function AddToCart({ contentOid }: { contentOid: string }) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const signedIn = useSession((state) => state.user !== null)
  const openLogin = useLoginDialog((state) => state.openAt)
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle')
  const [problem, setProblem] = useState<string | null>(null)

  async function add() {
    if (!signedIn) {
      openLogin('login')
      return
    }
    setState('adding')
    setProblem(null)
    try {
      await contentApi.addToCart(contentOid)
      setState('added')
    } catch (error) {
      setState('idle')
      setProblem(errorText(t, error))
    }
  }

  if (state === 'added')
    return (
      <Link className="button button-secondary" href={localized('/mypage/cart')}>
        {t('contentActions.inCart')}
      </Link>
    )
  return (
    <span className="add-to-cart">
      <Button variant="secondary" busy={state === 'adding'} onClick={() => void add()}>
        {t('contentActions.addToCart')}
      </Button>
      {problem ? (
        <span className="field-error" role="alert">
          {problem}
        </span>
      ) : null}
    </span>
  )
}

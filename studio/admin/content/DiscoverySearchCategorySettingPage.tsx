import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SearchComponentSummary } from '../../../platform/content/curation/contract'
import { useAction, useData } from '../../../web/calls'
import { Link, navigate, useLocation } from '../../../web/routing'
import { Alert, Button } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { DiscoveryCategoryForm } from './DiscoveryCategoryForm'
import { CategoryState } from './DiscoverySearchCategoryPage'
import { discoveryApi } from './discovery-api'
import { backLinkOf } from './discovery-back-link'
import './discovery.css'

/**
 * `search-category-setting/{componentOid}?pp=…`: one search category's settings; the back
 * link returns to `pp` when it is an admin page, else to the category list.
 */
export function DiscoverySearchCategorySettingPage({ param }: { param?: string }) {
  const { t } = useTranslation('studio')
  const { search } = useLocation()
  const back = backLinkOf(new URLSearchParams(search).get('pp'))
  const loaded = useData(['search-component', param ?? ''], () =>
    discoveryApi.component(param ?? ''),
  )
  const [saved, setSaved] = useState<SearchComponentSummary | null>(null)
  const component = saved ?? loaded.data?.component ?? null
  return (
    <section className="creator-card stack" aria-labelledby="disc-setting">
      <div className="admin-actions cur-back">
        <Link href={back}>{t('admin.disc_back')}</Link>
      </div>
      <LoadState state={loaded} />
      {component ? (
        <>
          <div className="cur-head">
            <h2 id="disc-setting" className="creator-card-title">
              {component.draft.titles.en} ·{' '}
              {t('admin.disc_place', { position: component.position })}
            </h2>
            <CategoryState row={component} />
          </div>
          <p className="muted">{t('admin.disc_settingNote')}</p>
          <DiscoveryCategoryForm stored={component} onSaved={setSaved} />
          <RemoveCategory component={component} back={back} />
        </>
      ) : null}
    </section>
  )
}

function RemoveCategory({ component, back }: { component: SearchComponentSummary; back: string }) {
  const { t } = useTranslation('studio')
  const { outcome, busy, act } = useAction()
  async function remove() {
    if (!window.confirm(t('admin.disc_removeConfirm', { title: component.draft.titles.en }))) return
    if (await act(() => discoveryApi.removeComponent(component.componentOid), null)) navigate(back)
  }
  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="admin-actions">
        <Button variant="secondary" busy={busy} onClick={() => void remove()}>
          {t('admin.disc_remove')}
        </Button>
      </div>
    </div>
  )
}

/**
 * `/studio2/simpleuploader/{videoLayout}?contentOid=…`: the RealPlay timeline editor of a
 * content (docs/TIMELINE.md): preview, asset list, tracks and layers, one action registry
 * for toolbar, menu and keys, autosave with conflict handling, and render.
 */
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { TimelineAsset, TimelineView } from '../../platform/encoding/timelines/contract'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Alert, Button } from '../../web/ui'
import { studioPath } from '../shell/studio-paths'
import { ActionBar, useTimelineKeys } from './ActionBar'
import { AssetList } from './AssetList'
import { CompositionPlayer } from './CompositionPlayer'
import { RenderPanel } from './RenderPanel'
import { createTimelineStore, type TimelineStore } from './store'
import { TrackArea } from './TrackArea'
import { timelineApi } from './timeline-api'
import './timeline.css'

export function TimelinePage({ contentOid }: { contentOid: string }) {
  const { t } = useTranslation('studio')
  const { result } = useData(['timeline', contentOid], async () => {
    const [view, { assets }] = await Promise.all([
      timelineApi.load(contentOid),
      timelineApi.assets(contentOid),
    ])
    return { view, assets }
  })
  return (
    <main id="main" className="timeline-page">
      <header className="timeline-header">
        <a href={studioPath('/studio2/contents')}>← {t('timeline.back')}</a>
        <h1>{t('timeline.title')}</h1>
      </header>
      {result.state === 'loading' ? <p className="muted">{t('common.loading')}</p> : null}
      {result.state === 'failed' ? (
        <Alert tone="error">{`${t('timeline.loadError')} ${errorText(t, result.error)}`}</Alert>
      ) : null}
      {result.state === 'ready' ? (
        <Editor contentOid={contentOid} view={result.value.view} assets={result.value.assets} />
      ) : null}
    </main>
  )
}

function Editor({
  contentOid,
  view,
  assets,
}: {
  contentOid: string
  view: TimelineView
  assets: TimelineAsset[]
}) {
  const { t } = useTranslation('studio')
  const store = useMemo(
    () =>
      createTimelineStore({
        version: view.version,
        doc: view.timeline,
        defaultText: t('timeline.newText'),
        backend: {
          save: (doc, base) => timelineApi.save(contentOid, base, doc),
          load: () => timelineApi.load(contentOid),
        },
      }),
    [contentOid, view, t],
  )
  const [addresses, setAddresses] = useState<ReadonlyMap<string, string>>(new Map())
  useEffect(() => {
    store.getState().setAssets(assets)
    let live = true
    // Each upload's signed address, for the preview's media elements.
    void Promise.all(
      assets.map(async (asset) =>
        asset.uploadKey
          ? ([asset.assetKey, await timelineApi.address(asset.uploadKey).catch(() => '')] as const)
          : null,
      ),
    ).then((pairs) => {
      if (live)
        setAddresses(new Map(pairs.filter((p) => p !== null && p[1] !== '') as [string, string][]))
    })
    return () => {
      live = false
    }
  }, [store, assets])
  useTimelineKeys(store)
  const frame = useStore(store, (s) => s.doc.frame)
  return (
    <>
      <div className="timeline-top">
        <div className="timeline-stage">
          <CompositionPlayer store={store} addresses={addresses} label={t('timeline.preview')} />
          <p className="muted timeline-frame">{t('timeline.frame', frame)}</p>
        </div>
        <AssetList store={store} />
      </div>
      <ActionBar store={store} />
      <div className="timeline-status-row">
        <SaveStatus store={store} />
        <RenderPanel store={store} contentOid={contentOid} />
      </div>
      <Inspector store={store} />
      <TrackArea store={store} />
    </>
  )
}

function SaveStatus({ store }: { store: StoreApi<TimelineStore> }) {
  const { t } = useTranslation('studio')
  const status = useStore(store, (s) => s.saveStatus)
  const conflictVersion = useStore(store, (s) => s.conflictVersion)
  const saveError = useStore(store, (s) => s.saveError)
  if (status === 'conflict')
    return (
      <div role="alertdialog" aria-labelledby="timeline-conflict" className="timeline-conflict">
        <strong id="timeline-conflict">{t('timeline.conflictTitle')}</strong>
        <p>{t('timeline.conflictText', { version: conflictVersion })}</p>
        <Button variant="secondary" onClick={() => void store.getState().resolveConflict('reload')}>
          {t('timeline.loadTheirs')}
        </Button>
        <Button onClick={() => void store.getState().resolveConflict('overwrite')}>
          {t('timeline.keepMine')}
        </Button>
      </div>
    )
  const text =
    status === 'error' ? t('timeline.error', { message: saveError ?? '' }) : t(`timeline.${status}`)
  return (
    <span
      className="timeline-save muted"
      role="status"
      data-testid="timeline-save"
      data-status={status}
    >
      {text}
    </span>
  )
}

/** The selected clip's fades and volume, or the selected caption's text. */
function Inspector({ store }: { store: StoreApi<TimelineStore> }) {
  const { t } = useTranslation('studio')
  const selection = useStore(store, (s) => s.selection)
  const doc = useStore(store, (s) => s.doc)
  const layer = doc.layers.find((each) => each.id === selection)
  if (layer?.kind === 'text')
    return (
      <div className="timeline-inspector">
        <label>
          {t('timeline.action_addText')}
          <input
            key={layer.id}
            defaultValue={layer.text}
            maxLength={200}
            onBlur={(event) => {
              const text = event.currentTarget.value.trim()
              if (text && text !== layer.text) store.getState().updateText(layer.id, text)
            }}
          />
        </label>
      </div>
    )
  return null
}

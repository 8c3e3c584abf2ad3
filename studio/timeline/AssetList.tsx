/** The creator's uploads, dragged onto a track of their kind (or added with a click). */
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import { fits } from './model'
import type { TimelineStore } from './store'
import { ASSET_DRAG_TYPE } from './TrackArea'

export function AssetList({ store }: { store: StoreApi<TimelineStore> }) {
  const { t } = useTranslation('studio')
  const assets = useStore(store, (s) => s.assets)
  const list = [...assets.values()]
  /** Without a mouse (a phone, the keyboard): onto the first track it fits, at the playhead. */
  const add = (key: string) => {
    const state = store.getState()
    const asset = state.assets.get(key)
    const track = asset && state.doc.tracks.find((each) => fits(asset, each.kind))
    if (asset && track) state.addClip(track.id, asset, state.playheadMs)
  }
  return (
    <section className="timeline-assets" aria-label={t('timeline.assets')}>
      <h2>{t('timeline.assets')}</h2>
      <p className="muted">{list.length > 0 ? t('timeline.assetsHint') : t('timeline.noAssets')}</p>
      <ul>
        {list.map((asset) => (
          <li key={asset.assetKey}>
            <button
              type="button"
              className="timeline-asset"
              draggable
              data-testid="timeline-asset"
              data-kind={asset.kind}
              onDragStart={(event) => {
                event.dataTransfer.setData(ASSET_DRAG_TYPE, asset.assetKey)
                event.dataTransfer.effectAllowed = 'copy'
              }}
              onClick={() => add(asset.assetKey)}
            >
              <span className={`timeline-asset-kind timeline-clip-${asset.kind}`}>
                {t(`timeline.track_${asset.kind}`)}
              </span>
              <span className="timeline-asset-name">
                {asset.name ?? asset.assetKey.split('/').at(-1)}
              </span>
              {asset.durationMs !== null ? (
                <span className="muted">{(asset.durationMs / 1000).toFixed(1)} s</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

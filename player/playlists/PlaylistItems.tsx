import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlaylistView } from '../../platform/content/playlists/contract'
import { Button } from '../../web/ui'
import { moveBefore, step } from './order'

/**
 * The playlist's items in order. Pressing a title plays it; the owner reorders by dragging
 * an item onto another, or with the up and down buttons (keyboard users), and removes items.
 * Each move is announced.
 */
export function PlaylistItems({
  playlist,
  owner,
  current,
  onPlay,
  onOrder,
  onRemove,
}: {
  playlist: PlaylistView
  owner: boolean
  current: string | null
  onPlay(contentOid: string): void
  onOrder(contentOids: string[]): Promise<void>
  onRemove(contentOid: string): Promise<void>
}) {
  const { t, i18n } = useTranslation('player')
  const [dragged, setDragged] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const shown = playlist.contents.map((hit) => hit.contentOid)
  const titleOf = (oid: string) => {
    const hit = playlist.contents.find((entry) => entry.contentOid === oid)
    return hit ? hit.multiLangTitle[i18n.language] || hit.title : ''
  }

  async function reorder(order: string[] | null, moved: string) {
    if (!order) return
    await onOrder(order)
    const position = order.filter((oid) => shown.includes(oid)).indexOf(moved) + 1
    setAnnouncement(t('playlistPage.moved', { title: titleOf(moved), position }))
  }

  return (
    <section className="playlist-items stack" aria-labelledby="playlist-items-title">
      <h2 id="playlist-items-title" className="visually-hidden">
        {t('playlistPage.title')}
      </h2>
      {owner ? <p className="muted playlist-hint">{t('playlistPage.dragHint')}</p> : null}
      <ol className="playlist-list" data-testid="playlist-items">
        {shown.map((oid, index) => {
          const title = titleOf(oid)
          return (
            <li
              key={oid}
              className={[
                'playlist-item',
                oid === current ? 'playlist-item-current' : '',
                oid === dragged ? 'playlist-item-dragged' : '',
              ].join(' ')}
              data-content-oid={oid}
              draggable={owner}
              onDragStart={(event) => {
                setDragged(oid)
                event.dataTransfer.effectAllowed = 'move'
                event.dataTransfer.setData('text/plain', oid)
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => {
                if (owner && dragged) event.preventDefault()
              }}
              onDrop={(event) => {
                event.preventDefault()
                const moved = dragged ?? event.dataTransfer.getData('text/plain')
                setDragged(null)
                if (moved && moved !== oid)
                  void reorder(moveBefore(playlist.contentOids, moved, oid), moved)
              }}
            >
              <span className="playlist-item-number" aria-hidden="true">
                {index + 1}
              </span>
              <button
                type="button"
                className="playlist-item-title"
                aria-current={oid === current ? 'true' : undefined}
                onClick={() => onPlay(oid)}
              >
                {title}
              </button>
              {owner ? (
                <span className="playlist-item-actions">
                  <Button
                    variant="secondary"
                    aria-label={t('playlistPage.moveUpItem', { title })}
                    disabled={index === 0}
                    onClick={() => void reorder(step(playlist.contentOids, shown, oid, -1), oid)}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('playlistPage.moveDownItem', { title })}
                    disabled={index === shown.length - 1}
                    onClick={() => void reorder(step(playlist.contentOids, shown, oid, 1), oid)}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="link"
                    aria-label={t('playlistPage.removeItem', { title })}
                    onClick={() => void onRemove(oid)}
                  >
                    {t('playlistPage.remove')}
                  </Button>
                </span>
              ) : null}
            </li>
          )
        })}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  )
}

import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAction, useData } from '../../web/calls'
import { Alert, Button, TextField } from '../../web/ui'
import { LoadState } from '../creator/shell/LoadState'
import { adminLiveApi } from './admin-api'

/** Livestreamers (make, unmake, start) and streams (stop), from the stream service. */
export function StreamsPanel() {
  const { t, i18n } = useTranslation('studio')
  const { version, outcome, setOutcome, busy, act } = useAction()
  const streamers = useData(`streamers:${version}`, () => adminLiveApi.streamers())
  const streams = useData(`streams:${version}`, () => adminLiveApi.streams())
  const [newOid, setNewOid] = useState('')
  const time = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' })
      : '–'

  function add(event: FormEvent) {
    event.preventDefault()
    const oid = newOid.trim()
    if (!/^[0-9a-f]{24}$/.test(oid)) {
      setOutcome({ tone: 'error', text: t('adminLive.oidInvalid') })
      return
    }
    void act(async () => {
      await adminLiveApi.addStreamer(oid)
      setNewOid('')
    }, t('adminLive.added'))
  }

  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <section className="creator-card stack">
        <h2>{t('adminLive.streamersTitle')}</h2>
        <form className="admin-inline-form" onSubmit={add} noValidate>
          <TextField
            label={t('adminLive.userOid')}
            value={newOid}
            onChange={(event) => setNewOid(event.target.value)}
            placeholder="0123456789abcdef01234567"
          />
          <Button type="submit" disabled={busy}>
            {t('adminLive.addStreamer')}
          </Button>
        </form>
        <LoadState state={streamers} />
        {streamers.data ? (
          streamers.data.streamers.length === 0 ? (
            <p className="muted">{t('adminLive.noStreamers')}</p>
          ) : (
            <div
              className="creator-table-wrap"
              tabIndex={0}
              role="region"
              aria-label={t('adminLive.streamersTitle')}
            >
              <table className="creator-table admin-table">
                <thead>
                  <tr>
                    <th>{t('adminLive.streamer')}</th>
                    <th>{t('adminLive.state')}</th>
                    <th>{t('adminLive.lastStream')}</th>
                    <th>
                      <span className="visually-hidden">{t('adminLive.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {streamers.data.streamers.map((streamer) => (
                    <tr key={streamer.creatorOid}>
                      <td>
                        <strong>{streamer.nickname}</strong>
                        <br />
                        <code className="muted">{streamer.creatorOid}</code>
                      </td>
                      <td>
                        {streamer.state === 'liveOn' ? (
                          <span className="admin-on-air">{t('adminLive.onAir')}</span>
                        ) : (
                          t('adminLive.offAir')
                        )}
                      </td>
                      <td>{time(streamer.lastStreamAt)}</td>
                      <td className="admin-actions">
                        {streamer.state === 'liveOff' ? (
                          <Button
                            variant="secondary"
                            disabled={busy}
                            onClick={() =>
                              void act(
                                () => adminLiveApi.start(streamer.creatorOid),
                                t('adminLive.started'),
                              )
                            }
                          >
                            {t('adminLive.start')}
                          </Button>
                        ) : null}
                        <Button
                          variant="secondary"
                          disabled={busy}
                          onClick={() => {
                            if (
                              !window.confirm(
                                t('adminLive.removeConfirm', { name: streamer.nickname }),
                              )
                            )
                              return
                            void act(
                              () => adminLiveApi.removeStreamer(streamer.creatorOid),
                              t('adminLive.removed'),
                            )
                          }}
                        >
                          {t('adminLive.removeStreamer')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        ) : null}
      </section>
      <section className="creator-card stack">
        <h2>{t('adminLive.streamsTitleList')}</h2>
        <LoadState state={streams} />
        {streams.data ? (
          streams.data.streams.length === 0 ? (
            <p className="muted">{t('adminLive.noStreams')}</p>
          ) : (
            <div
              className="creator-table-wrap"
              tabIndex={0}
              role="region"
              aria-label={t('adminLive.streamsTitleList')}
            >
              <table className="creator-table admin-table">
                <thead>
                  <tr>
                    <th>{t('adminLive.stream')}</th>
                    <th>{t('adminLive.startedAt')}</th>
                    <th className="numeric">{t('adminLive.viewers')}</th>
                    <th className="numeric">{t('adminLive.peak')}</th>
                    <th>
                      <span className="visually-hidden">{t('adminLive.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {streams.data.streams.map((stream) => (
                    <tr key={stream.streamOid}>
                      <td>
                        <strong>{stream.title}</strong>
                        <br />
                        <span className="muted">{stream.creatorNickname}</span>
                      </td>
                      <td>
                        {time(stream.startedAt)}
                        {stream.state === 'liveOn' ? (
                          <span className="admin-on-air">{t('adminLive.onAir')}</span>
                        ) : (
                          <span className="muted"> → {time(stream.endedAt)}</span>
                        )}
                      </td>
                      <td className="numeric">{stream.views}</td>
                      <td className="numeric">{stream.peakViews}</td>
                      <td className="admin-actions">
                        {stream.state === 'liveOn' ? (
                          <Button
                            variant="secondary"
                            disabled={busy}
                            onClick={() =>
                              void act(
                                () => adminLiveApi.stop(stream.streamOid),
                                t('adminLive.stopped'),
                              )
                            }
                          >
                            {t('adminLive.stop')}
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        ) : null}
      </section>
    </div>
  )
}

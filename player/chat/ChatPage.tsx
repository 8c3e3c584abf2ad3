import { type CSSProperties, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { ApiError } from '../../web/api'
import { errorText } from '../../web/i18n'
import { navigate, useLocation } from '../../web/routing'
import { ensureGuestDevice, useSession } from '../../web/session'
import { MemoriesLink } from '../character-dm/MemoriesLink'
import { useLoginDialog } from '../login/login-dialog-store'
import type { PageProps } from '../PlayerApp'
import { matchPlayerRoute } from '../routes'
import { useLocalizedPath } from '../shell/use-localized-path'
import './chat.css'
import { chatApi, newRequestId } from './connected'
import { groupTurnOpener, useGroupDriver } from './groups'
import {
  createRoomStore,
  fetchInitialRoom,
  type InitialRoomData,
  type RoomStore,
} from './room/room-store'
import { useCastStore } from './story/cast-store'
import { ChatHeader } from './ui/ChatHeader'
import { Composer } from './ui/Composer'
import { ConvertDialog } from './ui/ConvertDialog'
import { CouponHint } from './ui/CouponHint'
import { EndingCard } from './ui/EndingCard'
import { FONT_FAMILIES } from './ui/FontPanel'
import { MessageList } from './ui/MessageList'
import { OfflineModelNote } from './ui/OfflineModelNote'
import { RollbackUndo } from './ui/RollbackUndo'
import { RoomOpenFailed } from './ui/RoomOpenFailed'
import { SidePanel } from './ui/SidePanel'
import { TurnStatus } from './ui/TurnStatus'
import { TurnTools } from './ui/TurnTools'
import { openRoom } from './wait/open-room'
import { useChatWallet } from './wallet-store'

/** `story/{contentOid}/c/{chatRoomOid?}`: without a room id, opens a new room for the story. */
export function ChatPage({ params }: PageProps) {
  const contentOid = params.contentOid ?? ''
  const roomOid = params.chatRoomOid
  // A guest refused (a paid story) who then signs in from the popup: the opener tries again.
  const visitor = useSession((state) => state.token ?? 'guest')
  if (!roomOid) return <RoomOpener key={visitor} contentOid={contentOid} />
  return <ChatRoom key={roomOid} contentOid={contentOid} roomOid={roomOid} />
}

function RoomOpener({ contentOid }: { contentOid: string }) {
  const { t } = useTranslation('chat')
  const { search } = useLocation()
  const localize = useLocalizedPath()
  const [error, setError] = useState<unknown>(null)
  const start = new URLSearchParams(search).get('start')

  useEffect(() => {
    let live = true
    openRoom(contentOid, start).then(
      (roomOid) => {
        if (live) navigate(localize(`/story/${contentOid}/c/${roomOid}`), { replace: true })
      },
      (failure: unknown) => {
        if (live) setError(failure)
      },
    )
    return () => {
      live = false
    }
  }, [contentOid, start, localize])

  if (error) return <RoomOpenFailed contentOid={contentOid} error={error} />
  return <p className="page muted">{t('chat.opening')}</p>
}

// A room opened by address: its first reads start as this chunk loads, before React
// mounts the page (which the shell's Suspense may hold back for a few hundred ms).
const early = new Map<string, Promise<InitialRoomData>>()
{
  const route = matchPlayerRoute(location.pathname)
  const roomOid = route.name === 'chat' ? route.params.chatRoomOid : undefined
  const session = useSession.getState()
  if (roomOid && (session.token || session.guestDeviceId)) {
    const reads = fetchInitialRoom(chatApi, roomOid)
    reads.catch(() => undefined)
    early.set(roomOid, reads)
  }
}

let latencyMeasures = 0

function takeEarly(roomOid: string): Promise<InitialRoomData> | null {
  const reads = early.get(roomOid) ?? null
  early.delete(roomOid)
  return reads
}

function useRoomStore(roomOid: string): RoomStore {
  const [store] = useState<RoomStore>(() =>
    createRoomStore(roomOid, {
      api: chatApi,
      schedule: (callback) => requestAnimationFrame(callback),
      newRequestId,
      initial: () => takeEarly(roomOid),
      // A group room's replies go through its next-reply call (chat/groups).
      openTurn: groupTurnOpener(chatApi.startTurn),
      onTurnSettled: () => void useChatWallet.getState().refresh(),
      personaOid: (): string | null => store.getState().room?.userSettings?.personaOid ?? null,
      onTextFlushed: (arrivedAt) => {
        // Token-to-screen latency: from the event's arrival to the next paint.
        requestAnimationFrame(() => {
          // The timeline keeps every measure: start over now and then on long sessions.
          if (++latencyMeasures % 2000 === 0) performance.clearMeasures('chat-token-to-paint')
          performance.measure('chat-token-to-paint', { start: arrivedAt, end: performance.now() })
        })
      },
    }),
  )
  return store
}

function ChatRoom({ contentOid, roomOid }: { contentOid: string; roomOid: string }) {
  const { t } = useTranslation('chat')
  const store = useRoomStore(roomOid)
  useGroupDriver(store, roomOid)
  const phase = useStore(store, (state) => state.phase)
  const loadError = useStore(store, (state) => state.loadError)
  const actionError = useStore(store, (state) => state.actionError)
  const failedSend = useStore(store, (state) => state.failedSend)
  const theme = useStore(store, (state) => state.room?.theme ?? null)
  const ending = useStore(store, (state) => state.ending)
  const token = useSession((state) => state.token)
  const openLogin = useLoginDialog((state) => state.openAt)
  const [panelOpen, setPanelOpen] = useState(false)
  const [panelTab, setPanelTab] = useState('image')
  const [convertOpen, setConvertOpen] = useState(false)
  const [jumpTo, setJumpTo] = useState<string | null>(null)
  const wasGuest = useRef(!token)

  useEffect(() => {
    let live = true
    void (async () => {
      if (!useSession.getState().token) await ensureGuestDevice()
      if (live) await store.getState().load()
    })()
    void useChatWallet.getState().refresh()
    useCastStore.getState().load(roomOid)
    return () => {
      live = false
      store.getState().dispose()
    }
  }, [store, roomOid])

  // A guest who signs up or logs in keeps the room: claim the device's rooms, then go on.
  useEffect(() => {
    if (!token) {
      wasGuest.current = true
      return
    }
    void useChatWallet.getState().refresh()
    if (!wasGuest.current || !useSession.getState().guestDeviceId) return
    wasGuest.current = false
    // Until the room is the user's, a send would not find it: hold the composer.
    store.setState({ phase: 'loading' })
    // The claim moves the guest's coupon chats too: the wallet is read again after it.
    void chatApi
      .claimGuestRooms()
      .catch(() => undefined)
      .then(() => Promise.all([store.getState().load(), useChatWallet.getState().refresh()]))
  }, [token, store])

  // Out of free chats (or a paid story): the spec's text, and the login popup.
  const refusal = failedSend?.error ?? actionError
  useEffect(() => {
    if (!ApiError.isInstance(refusal)) return
    if (refusal.code === 'NO_FREE_CHATS' || refusal.code === 'LOGIN_REQUIRED') {
      if (!useSession.getState().token) openLogin('login')
    }
    if (refusal.code === 'INSUFFICIENT_CREDITS' && useSession.getState().token) setConvertOpen(true)
  }, [refusal, openLogin])

  const outOfFreeChats = !token && ApiError.isInstance(refusal) && refusal.code === 'NO_FREE_CHATS'
  const openCoupon = useCallback(() => {
    setPanelTab('settings')
    setPanelOpen(true)
    requestAnimationFrame(() => document.getElementById('chat-coupon-code')?.focus())
  }, [])

  const onJumped = useCallback(() => setJumpTo(null), [])
  const onJump = useCallback((messageId: string) => {
    setJumpTo(messageId)
    setPanelOpen(false)
  }, [])

  if (phase === 'error') return <RoomOpenFailed contentOid={contentOid} error={loadError} />

  const style = {
    '--chat-font-family': FONT_FAMILIES[theme?.fontFamily ?? 'sans'] ?? FONT_FAMILIES.sans,
    '--chat-font-size': `${theme?.fontSize ?? 16}px`,
  } as CSSProperties

  return (
    <div className="chat-page" style={style} data-phase={phase}>
      <ChatHeader
        store={store}
        onOpenConvert={() => setConvertOpen(true)}
        onTogglePanel={() => setPanelOpen((open) => !open)}
        panelOpen={panelOpen}
        extra={<MemoriesLink roomOid={roomOid} />}
      />
      <div className="chat-body">
        <section className="chat-main" aria-busy={phase === 'loading'}>
          {phase === 'loading' ? <p className="muted chat-loading">{t('common.loading')}</p> : null}
          <MessageList
            store={store}
            jumpTo={jumpTo}
            onJumped={onJumped}
            footer={
              ending ? <EndingCard store={store} contentOid={contentOid} ending={ending} /> : null
            }
          />
          {actionError ? (
            <div className="alert alert-error chat-action-error" role="alert">
              <span>{errorText(t, actionError)}</span>
              <button
                type="button"
                className="button button-link"
                onClick={() => store.getState().dismissError()}
              >
                {t('chat.dismiss')}
              </button>
            </div>
          ) : null}
          {outOfFreeChats ? <CouponHint onOpen={openCoupon} /> : null}
          <RollbackUndo store={store} />
          <TurnStatus store={store} />
          <OfflineModelNote store={store} />
          {/* An ended story takes no turn: the ending card's actions stand in for these. */}
          {ending ? null : (
            <>
              <TurnTools store={store} />
              <Composer store={store} />
            </>
          )}
        </section>
        <aside
          id="chat-side"
          className={`chat-side${panelOpen ? ' chat-side-open' : ''}`}
          aria-label={t('chat.panels')}
        >
          <button
            type="button"
            className="button button-secondary chat-side-close"
            onClick={() => setPanelOpen(false)}
          >
            {t('chat.closePanel')}
          </button>
          <SidePanel store={store} onJump={onJump} tab={panelTab} onTabChange={setPanelTab} />
        </aside>
      </div>
      <ConvertDialog open={convertOpen} onOpenChange={setConvertOpen} />
    </div>
  )
}

/**
 * Spoken alerts and the overlay over real HTTP on both engines: admins keep the voices, a
 * spoken donation pays its voice's price in one `live_donation_tts` transfer, its speech is
 * rendered by espeak-ng once and served through a signed, expiring address; the overlay's
 * signed address opens its session, counts views, stays the same until renewed and dies
 * only when regenerated.
 */
import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { skipWithout } from '../support/environment'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

const ESPEAK = process.env.TALELOOM_ESPEAK ?? '/usr/bin/espeak-ng'
const hasEspeak = existsSync(ESPEAK)
if (!hasEspeak) console.log(`spoken alert tests skipped: no espeak-ng at ${ESPEAK} (TTS is off)`)

const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
)

describe.skipIf(skipWithout('espeak-ng', hasEspeak ? null : `${ESPEAK} is missing`))(
  'spoken alerts',
  () => {
    describeOnEngine('tts and overlay', (engine) => {
      let server: TestServer
      let admin: SignedIn
      let streamer: SignedIn
      let viewer: SignedIn
      let stranger: SignedIn
      let now = new Date('2026-03-02T10:00:00Z')
      const clock = { now: () => now }
      const events: [string, string, Record<string, unknown>][] = []

      beforeAll(async () => {
        server = await startTestServer({ engine, clock })
        admin = await seedAdmin(server)
        ;[streamer, viewer, stranger] = [
          await signUp(server),
          await signUp(server),
          await signUp(server),
        ]
        await grantRoles(server, admin.token, streamer.oid, ['creator', 'livestreamer'])
        await server.context.wallet.service.grant({
          key: 'tts-test-coins',
          userOid: viewer.oid,
          kind: 'coins',
          amount: 200,
        })
        const livechat = server.context.live.chat.service
        const original = livechat.publishEvent.bind(livechat)
        vi.spyOn(livechat, 'publishEvent').mockImplementation(async (creatorOid, name, data) => {
          events.push([creatorOid, name, data as Record<string, unknown>])
          await original(creatorOid, name, data)
        })
      }, 120_000)
      afterAll(async () => {
        vi.restoreAllMocks()
        await server?.close()
      })

      const balances = (who: SignedIn) => server.context.wallet.service.balances(who.oid)
      const voice = (body: Record<string, unknown>) =>
        server.api('/live/admin/tts/voice', { token: admin.token, body })
      const donate = (key: string, data: Record<string, unknown>) =>
        server.api('/live/donation', {
          token: viewer.token,
          body: {
            creatorOid: streamer.oid,
            donationData: { coin: 30, content: 'Hello from the chat', ...data },
            key,
          },
        })

      it('admins add, list, order and delete voices; others are refused', async () => {
        const added = await voice({ voiceId: 'en-us', name: 'Sam', price: 20 })
        expect(added.status, added.text).toBe(200)
        expect(added.json).toMatchObject({
          voiceId: 'en-us',
          modelId: 'multilingual-v2',
          langs: ['en'],
          use: true,
          price: 20,
        })
        expect(
          (await voice({ voiceId: 'ko', name: 'Minji', price: 30, langs: ['ko'] })).status,
        ).toBe(200)
        expect((await voice({ voiceId: 'es', name: 'Off', price: 5, use: false })).status).toBe(200)
        expect(
          (
            await server.api('/live/admin/tts/voice', {
              token: streamer.token,
              body: { voiceId: 'x', name: 'x', price: 1 },
            })
          ).status,
        ).toBe(403)
        expect((await voice({ voiceId: 'bad id!', name: 'x', price: 1 })).status).toBe(400)
        expect((await voice({ voiceId: 'ok', name: 'x', price: -1 })).status).toBe(400)

        const ordered = await server.api('/live/admin/tts/voices/order', {
          token: admin.token,
          body: { voicesOrder: ['ko', 'en-us'] },
        })
        expect(ordered.status, ordered.text).toBe(200)
        expect(ordered.json.voices.map((v: { voiceId: string }) => v.voiceId)).toEqual([
          'ko',
          'en-us',
          'es',
        ])
        const unknown = await server.api('/live/admin/tts/voices/order', {
          token: admin.token,
          body: { voicesOrder: ['nope'] },
        })
        expect(unknown.status).toBe(404)

        // Viewers see the voices in use, in order; admins see them all.
        const offered = await server.api('/live/tts/voices', {
          query: { creatorOid: streamer.oid },
        })
        expect(offered.json.enabled).toBe(true)
        expect(offered.json.voices.map((v: { voiceId: string }) => v.voiceId)).toEqual([
          'ko',
          'en-us',
        ])
        const all = await server.api('/live/admin/tts/voices', { token: admin.token })
        expect(all.json.voices).toHaveLength(3)

        const engineVoices = await server.api('/live/admin/tts/api/voices', { token: admin.token })
        expect(engineVoices.json.engine).toBe('espeak-ng')
        expect(engineVoices.json.voices.map((v: { voiceId: string }) => v.voiceId)).toEqual(
          expect.arrayContaining(['en-us', 'ko', 'ja', 'es']),
        )
        expect(
          (await server.api('/live/admin/tts/api/voices', { token: viewer.token })).status,
        ).toBe(403)

        const removed = await server.api('/live/admin/tts/voice', {
          method: 'DELETE',
          token: admin.token,
          body: { voiceId: 'es' },
        })
        expect(removed.json).toEqual({ voiceId: 'es', deleted: true })
        expect(
          (
            await server.api('/live/admin/tts/voice', {
              method: 'DELETE',
              token: admin.token,
              body: { voiceId: 'es' },
            })
          ).status,
        ).toBe(404)
      })

      let spokenOid = ''
      it('a spoken donation pays coin plus the voice price once, as live_donation_tts', async () => {
        const first = await donate('tts-1', { useTts: true, voiceId: 'en-us' })
        expect(first.status, first.text).toBe(200)
        expect(first.json).toMatchObject({ coin: 30, useTts: true })
        spokenOid = first.json.oid
        const again = await donate('tts-1', { useTts: true, voiceId: 'en-us' })
        expect(again.json.oid).toBe(spokenOid)
        expect((await balances(viewer)).coins).toBe(150)
        const history = await server.context.wallet.service.coinHistory({ userOid: viewer.oid })
        const spent = history.filter((event) => event.type === 'live_donation_tts')
        expect(spent).toHaveLength(1)
        expect(spent[0]?.changes.coins).toBe(-50)
        const alert = events.find(([, name, data]) => name === 'donation' && data.oid === spokenOid)
        expect(alert?.[2]).toMatchObject({ useTts: true })
      })

      it('refuses an unknown voice or TTS turned off by the streamer, moving nothing', async () => {
        expect((await donate('tts-2', { useTts: true, voiceId: 'nope' })).status).toBe(404)
        const off = await server.api('/live/donation/options', {
          token: streamer.token,
          body: { creatorOid: streamer.oid, donationOptions: { useTts: false } },
        })
        expect(off.json.useTts).toBe(false)
        const refused = await donate('tts-3', { useTts: true, voiceId: 'en-us' })
        expect(refused.status).toBe(400)
        expect(refused.json.code).toBe('LIVEDONATION_TTS_OFF')
        expect((await balances(viewer)).coins).toBe(150)
        await server.api('/live/donation/options', {
          token: streamer.token,
          body: { creatorOid: streamer.oid, donationOptions: { useTts: true } },
        })
      })

      it('renders the speech once and serves it through a signed address that expires', async () => {
        const url = await server.api('/live/tts/url', {
          token: streamer.token,
          query: { donationOid: spokenOid },
        })
        expect(url.status, url.text).toBe(200)
        expect(url.json.url).toMatch(
          new RegExp(`^/api/live/tts/audio/${spokenOid}\\?expires=\\d+&signature=`),
        )
        const audio = await fetch(`${server.url}${url.json.url}`)
        expect(audio.status).toBe(200)
        expect(audio.headers.get('content-type')).toBe(url.json.contentType)
        const bytes = new Uint8Array(await audio.arrayBuffer())
        expect(bytes.byteLength).toBeGreaterThan(1000)
        const magic = Buffer.from(bytes.slice(0, 4)).toString('latin1')
        expect(['OggS', 'RIFF']).toContain(magic)
        // The donor may hear it too; a stranger learns nothing.
        expect(
          (
            await server.api('/live/tts/url', {
              token: viewer.token,
              query: { donationOid: spokenOid },
            })
          ).status,
        ).toBe(200)
        expect(
          (
            await server.api('/live/tts/url', {
              token: stranger.token,
              query: { donationOid: spokenOid },
            })
          ).status,
        ).toBe(404)
        expect(
          (await server.api('/live/tts/url', { query: { donationOid: spokenOid } })).status,
        ).toBe(401)
        const forged = await fetch(
          `${server.url}${url.json.url.replace(/signature=.*/, 'signature=AAAA')}`,
        )
        expect(forged.status).toBe(403)
        now = new Date(now.getTime() + 11 * 60_000)
        expect((await fetch(`${server.url}${url.json.url}`)).status).toBe(403)
      })

      let overlayQuery: Record<string, string> = {}
      it('the overlay address opens its session, counts views and replays history', async () => {
        const made = await server.api('/live/overlay/url', {
          token: streamer.token,
          body: { creatorOid: streamer.oid },
        })
        expect(made.status, made.text).toBe(200)
        const address = new URL(made.json.url, 'http://x')
        expect(address.pathname).toBe(`/overlay/${streamer.oid}`)
        overlayQuery = {
          creatorOid: streamer.oid,
          sig: address.searchParams.get('sig') ?? '',
          exp: address.searchParams.get('exp') ?? '',
        }
        expect(
          (
            await server.api('/live/overlay/url', {
              token: viewer.token,
              body: { creatorOid: streamer.oid },
            })
          ).status,
        ).toBe(403)

        const session = await server.api('/live/overlay/session', { query: overlayQuery })
        expect(session.status, session.text).toBe(200)
        expect(session.json.chatToken.token).toEqual(expect.any(String))
        expect(session.json.donations.map((d: { oid: string }) => d.oid)).toContain(spokenOid)
        expect(session.json.settings.suggestedSize).toEqual({ width: 900, height: 600 })

        const speech = await server.api('/live/tts/url', {
          query: { donationOid: spokenOid, ...overlayQuery },
        })
        expect(speech.status, speech.text).toBe(200)

        const viewed = await server.api('/live/overlay/views', {
          body: { ...overlayQuery, donationOid: spokenOid },
        })
        expect(viewed.status, viewed.text).toBe(200)
        expect(viewed.json.views).toBe(1)
        // The overlay's own count: marked so that no overlay plays the alert a second time.
        expect(
          events.filter(([, name, data]) => name === 'donationPlaying' && data.oid === spokenOid),
        ).toEqual([
          [expect.anything(), 'donationPlaying', { oid: spokenOid, views: 1, playedBy: 'overlay' }],
        ])

        const forged = await server.api('/live/overlay/session', {
          query: { ...overlayQuery, sig: 'x'.repeat(43) },
        })
        expect(forged.status).toBe(403)
      })

      it('the alert image: an upload of an allowed type, a URL, refusals', async () => {
        const uploaded = await server.api('/live/overlay/alert-image', {
          token: streamer.token,
          query: { creatorOid: streamer.oid },
          rawBody: { bytes: PNG, contentType: 'image/png' },
        })
        expect(uploaded.status, uploaded.text).toBe(200)
        expect(uploaded.json.alertImage).toMatch(
          /^\/api\/live\/overlay\/alert-image\/[0-9a-f]{24}\/[0-9a-f]{32}\.png$/,
        )
        const served = await fetch(`${server.url}${uploaded.json.alertImage}`)
        expect(served.headers.get('content-type')).toBe('image/png')
        const text = await server.api('/live/overlay/alert-image', {
          token: streamer.token,
          query: { creatorOid: streamer.oid },
          rawBody: { bytes: new TextEncoder().encode('<svg></svg>'), contentType: 'image/png' },
        })
        expect(text.status).toBe(400)
        expect(text.json.code).toBe('LIVEDONATION_ALERT_IMAGE')
        const saved = await server.api('/live/overlay/settings', {
          token: streamer.token,
          body: {
            creatorOid: streamer.oid,
            alertImage: 'https://cdn.example.com/a.gif',
            alertMinCoin: 50,
          },
        })
        expect(saved.json).toMatchObject({
          alertImage: 'https://cdn.example.com/a.gif',
          alertMinCoin: 50,
        })
        const bad = await server.api('/live/overlay/settings', {
          token: streamer.token,
          body: { creatorOid: streamer.oid, alertImage: 'javascript:alert(1)' },
        })
        expect(bad.status).toBe(400)
        expect(
          (
            await server.api('/live/overlay/settings', {
              token: viewer.token,
              query: { creatorOid: streamer.oid },
            })
          ).status,
        ).toBe(403)
      })

      it('a test alert is a donation event with isTest and moves no coins', async () => {
        const before = await balances(streamer)
        const sent = await server.api('/live/test/donation', {
          token: streamer.token,
          body: { creatorOid: streamer.oid, donationData: { coin: 100, content: 'Test alert' } },
        })
        expect(sent.status, sent.text).toBe(200)
        expect(events.at(-1)).toEqual([
          streamer.oid,
          'donation',
          expect.objectContaining({ isTest: true, coin: 100 }),
        ])
        expect(await balances(streamer)).toEqual(before)
        expect(
          (
            await server.api('/live/test/donation', {
              token: viewer.token,
              body: { creatorOid: streamer.oid },
            })
          ).status,
        ).toBe(403)
      })

      it('live-token-set: admins only, an unknown stream is 404', async () => {
        const missing = await server.api('/live/admin/live-token-set', {
          token: admin.token,
          query: { livestreamOid: 'f'.repeat(24) },
        })
        expect(missing.status).toBe(404)
        expect(
          (
            await server.api('/live/admin/live-token-set', {
              token: admin.token,
              query: { livestreamOid: 'x' },
            })
          ).status,
        ).toBe(400)
        expect(
          (
            await server.api('/live/admin/live-token-set', {
              token: viewer.token,
              query: { livestreamOid: 'f'.repeat(24) },
            })
          ).status,
        ).toBe(403)
      })

      it('keeps one address until renewed; regenerating retires it; none expires on its own', async () => {
        const again = await server.api('/live/overlay/url', {
          token: streamer.token,
          body: { creatorOid: streamer.oid },
        })
        expect(again.json.expiresAt).toBeNull()
        expect(new URL(again.json.url, 'http://x').searchParams.get('sig')).toBe(overlayQuery.sig)
        const fresh = await server.api('/live/overlay/url', {
          token: streamer.token,
          body: { creatorOid: streamer.oid, regenerate: true },
        })
        expect((await server.api('/live/overlay/session', { query: overlayQuery })).status).toBe(
          403,
        )
        const address = new URL(fresh.json.url, 'http://x')
        const query = {
          creatorOid: streamer.oid,
          sig: address.searchParams.get('sig') ?? '',
          exp: address.searchParams.get('exp') ?? '',
        }
        expect((await server.api('/live/overlay/session', { query })).status).toBe(200)
        expect(query.exp).toBe('0')
        // A browser source in OBS keeps working for months, until the creator renews it.
        now = new Date(now.getTime() + 400 * 86_400_000)
        expect((await server.api('/live/overlay/session', { query })).status).toBe(200)
      })
    })
  },
)

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCanvas, demoMetadata } from '../../platform/stories/demo-stories/demo'
import { grantRoles, seedAdmin, signUp } from '../support/accounts'
import { databaseFingerprint, type FuzzCaller, type FuzzRoute, fuzzRoute } from '../support/fuzz'
import { startTestServer, type TestServer } from '../support/test-server'
import { accountExtrasFuzz } from './tables/account-extras-fuzz'
import { accountsFuzz } from './tables/accounts-fuzz'
import { adminContentFuzz } from './tables/admin-content-fuzz'
import { adminCurationFuzz } from './tables/admin-curation-fuzz'
import { adminFuzz } from './tables/admin-fuzz'
import { adminLiveFuzz } from './tables/admin-live-fuzz'
import { adminMachineryFuzz } from './tables/admin-machinery-fuzz'
import { adminMoneyFuzz } from './tables/admin-money-fuzz'
import { adminPeopleFuzz } from './tables/admin-people-fuzz'
import { adminStoryChatFuzz } from './tables/admin-story-chat-fuzz'
import { analyticsFuzz } from './tables/analytics-fuzz'
import { attacks, FOREIGN_PERSONA } from './tables/attacks'
import { campaignsFuzz } from './tables/campaigns-fuzz'
import { channelsFuzz } from './tables/channels-fuzz'
import { characterDmFuzz } from './tables/character-dm-fuzz'
import { chatFuzz, FUZZ_PLACEHOLDERS } from './tables/chat-fuzz'
import { communityFuzz } from './tables/community-fuzz'
import { contentFuzz } from './tables/content-fuzz'
import { directChatFuzz } from './tables/direct-chat-fuzz'
import { discordFuzz } from './tables/discord-fuzz'
import { emoticonsFuzz } from './tables/emoticons-fuzz'
import { encodingFuzz } from './tables/encoding-fuzz'
import { filesFuzz } from './tables/files-fuzz'
import { gachaFuzz } from './tables/gacha-fuzz'
import { groupChatFuzz } from './tables/group-chat-fuzz'
import { interactionFuzz } from './tables/interaction-fuzz'
import { linksFuzz } from './tables/links-fuzz'
import { liveAllowanceFuzz } from './tables/live-allowance-fuzz'
import { liveApplicationsFuzz } from './tables/live-applications-fuzz'
import { liveCohostFuzz } from './tables/live-cohost-fuzz'
import { liveEntryFuzz } from './tables/live-entry-fuzz'
import { liveFuzz } from './tables/live-fuzz'
import { liveReplaysFuzz } from './tables/live-replays-fuzz'
import { liveadsFuzz } from './tables/liveads-fuzz'
import { livealertsFuzz } from './tables/livealerts-fuzz'
import { livechatFuzz } from './tables/livechat-fuzz'
import { livedonationsFuzz } from './tables/livedonations-fuzz'
import { oneTouchFuzz } from './tables/one-touch-fuzz'
import { paymentsFuzz } from './tables/payments-fuzz'
import { playlistsFuzz } from './tables/playlists-fuzz'
import { purchasesFuzz } from './tables/purchases-fuzz'
import { revenueFuzz } from './tables/revenue-fuzz'
import { scenarioFuzz } from './tables/scenario-fuzz'
import { searchFuzz } from './tables/search-fuzz'
import { signInFuzz } from './tables/sign-in-fuzz'
import { storiesFuzz } from './tables/stories-fuzz'
import { streamsFuzz } from './tables/streams-fuzz'
import { subscriptionsFuzz } from './tables/subscriptions-fuzz'
import { timelineFuzz } from './tables/timeline-fuzz'
import { uploadsFuzz } from './tables/uploads-fuzz'
import { walletFuzz } from './tables/wallet-fuzz'

/** Every area's fuzzed routes; later areas append their tables here. */
const routes: FuzzRoute[] = [
  ...accountsFuzz,
  ...signInFuzz,
  ...storiesFuzz,
  ...walletFuzz,
  ...chatFuzz,
  ...paymentsFuzz,
  ...oneTouchFuzz,
  ...encodingFuzz,
  ...timelineFuzz,
  ...searchFuzz,
  ...contentFuzz,
  ...uploadsFuzz,
  ...purchasesFuzz,
  ...interactionFuzz,
  ...revenueFuzz,
  ...channelsFuzz,
  ...campaignsFuzz,
  ...subscriptionsFuzz,
  ...emoticonsFuzz,
  ...discordFuzz,
  ...liveFuzz,
  ...liveApplicationsFuzz,
  ...liveAllowanceFuzz,
  ...liveEntryFuzz,
  ...liveReplaysFuzz,
  ...linksFuzz,
  ...livechatFuzz,
  ...liveCohostFuzz,
  ...livedonationsFuzz,
  ...liveadsFuzz,
  ...adminFuzz,
  ...adminPeopleFuzz,
  ...accountExtrasFuzz,
  ...adminMoneyFuzz,
  ...adminContentFuzz,
  ...adminCurationFuzz,
  ...adminLiveFuzz,
  ...adminStoryChatFuzz,
  ...adminMachineryFuzz,
  ...livealertsFuzz,
  ...streamsFuzz,
  ...directChatFuzz,
  ...playlistsFuzz,
  ...filesFuzz,
  ...analyticsFuzz,
  ...gachaFuzz,
  ...scenarioFuzz,
  ...groupChatFuzz,
  ...characterDmFuzz,
  ...communityFuzz,
]
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 15)

type Credentials = { token?: string; guestDeviceId?: string }

describe('fuzzed input: never a 5xx, and a rejection changes nothing', () => {
  let server: TestServer
  let credentials: Record<FuzzCaller, Credentials>
  /** Placeholder → value, per caller (the chat table's own rooms). */
  let values: Record<FuzzCaller, Record<string, string>>

  async function ownRoom(contentOid: string, caller: Credentials) {
    const created = await server.api('/story-chat/chat-room', { ...caller, body: { contentOid } })
    if (created.status !== 200) throw new Error(`fuzz setup: room ${created.text}`)
    return {
      roomOid: created.json.room.roomOid as string,
      greeting: created.json.messages[0].messageId as string,
    }
  }

  async function publishDemo(token: string) {
    const created = await server.api('/story-chat/chat-content', {
      token,
      body: { requestType: 'create', metadata: demoMetadata },
    })
    const contentOid: string = created.json.contentOid
    await server.api('/story-chat/chat-canvas', {
      token,
      body: { contentOid, canvas: demoCanvas, version: 0 },
    })
    const published = await server.api('/story-chat/chat-content', {
      token,
      body: { requestType: 'upload', contentOid },
    })
    if (published.status !== 200) throw new Error(`fuzz setup: publish ${published.text}`)
    return contentOid
  }

  /** The route with the caller's own room (and the story) in place of the placeholders. */
  function resolved(route: FuzzRoute): FuzzRoute {
    const fill = (text: string) =>
      Object.entries(values[route.caller]).reduce(
        (result, [placeholder, value]) => result.replaceAll(placeholder, value),
        text,
      )
    return {
      ...route,
      path: fill(route.path),
      ...(route.fixed ? { fixed: JSON.parse(fill(JSON.stringify(route.fixed))) } : {}),
    }
  }

  beforeAll(async () => {
    // Every fingerprint reads the whole database: a product of its own keeps it small.
    server = await startTestServer({ private: true })
    const admin = await seedAdmin(server)
    const user = await signUp(server)
    const creator = await signUp(server)
    await grantRoles(server, admin.token, creator.oid, ['creator'])
    const guest = await server.api('/account/guest', { body: {} })
    credentials = {
      none: {},
      guest: { guestDeviceId: guest.json.guestDeviceId },
      user: { token: user.token },
      admin: { token: admin.token },
    }
    // No free chats and no credits: a fuzzed turn that passes validation is refused at the
    // charge, so no reply is written in the background while fingerprints are compared.
    await server.context.accounts.service.setGuestFreeChats(0)
    const story = await publishDemo(creator.token)
    const { compiled } = await server.context.stories.service.getPublishedStory(story)
    const shared: Record<string, string> = {
      [FUZZ_PLACEHOLDERS.story]: story,
      [FUZZ_PLACEHOLDERS.imageHash]: compiled.images[0]!.hash,
    }
    const foreign = await server.api('/story-chat/personas/create', {
      token: admin.token,
      body: { name: 'Not yours', prompt: 'x', sex: 'other' },
    })
    shared[FOREIGN_PERSONA] = foreign.json.persona.personaOid
    values = { none: shared, guest: shared, user: shared, admin: shared }
    for (const caller of ['guest', 'user', 'admin'] as const) {
      const room = await ownRoom(story, credentials[caller])
      const spare = await ownRoom(story, credentials[caller])
      values[caller] = {
        ...shared,
        [FUZZ_PLACEHOLDERS.room]: room.roomOid,
        [FUZZ_PLACEHOLDERS.greeting]: room.greeting,
        [FUZZ_PLACEHOLDERS.spareRoom]: spare.roomOid,
      }
    }
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  for (const route of routes) {
    it(`${route.method} ${route.path} as ${route.caller}`, async () => {
      await fuzzRoute(server, resolved(route), credentials, RUNS_PER_ROUTE)
    }, 120_000)
  }

  for (const attack of attacks) {
    it(`refuses ${attack.name} (${attack.status} ${attack.code})`, async () => {
      const fill = (text: string) =>
        Object.entries(values[attack.caller]).reduce(
          (result, [placeholder, value]) => result.replaceAll(placeholder, value),
          text,
        )
      const before = await databaseFingerprint(server.context.database)
      const response = await server.api(fill(attack.path), {
        method: attack.method,
        ...credentials[attack.caller],
        ...(attack.body ? { body: JSON.parse(fill(JSON.stringify(attack.body))) } : {}),
        ...(attack.query ? { query: attack.query } : {}),
        ...(attack.raw ? { rawBody: { bytes: attack.raw, contentType: 'application/json' } } : {}),
      })
      expect(response.status, response.text.slice(0, 300)).toBe(attack.status)
      expect(response.json?.code).toBe(attack.code)
      expect(await databaseFingerprint(server.context.database)).toEqual(before)
    }, 60_000)
  }
})

import { DEMO_CREATOR_EMAIL } from '../../platform/accounts'
import { fixtureStories } from '../../platform/stories'
import type { ServerContext } from '../context'

/**
 * First-run data: the admin (password from TALELOOM_ADMIN_PASSWORD, or generated and
 * printed exactly once), the demo creator (password generated and printed exactly once), and the fixture stories published by the demo
 * creator so the catalogue has something to play. Idempotent: later runs change nothing.
 * Answers the one-time lines (accounts and their generated passwords) for the caller to
 * print after every other start-up line, where request logs cannot bury them.
 */
export async function seedOnFirstRun(
  context: ServerContext,
  say: (line: string) => void,
): Promise<string[]> {
  const { config } = context
  const oneTime: string[] = []
  const result = await context.accounts.service.seed({
    adminEmail: config.admin.email,
    ...(config.admin.password ? { adminPassword: config.admin.password } : {}),
  })
  if (result.adminCreated) {
    oneTime.push(`Admin account created: ${config.admin.email}`)
    if (result.generatedAdminPassword) {
      oneTime.push(
        `  Generated admin password (shown only this once): ${result.generatedAdminPassword}`,
      )
    }
  }
  if (result.generatedCreatorPassword) {
    oneTime.push(`Demo creator account created: ${DEMO_CREATOR_EMAIL}`)
    oneTime.push(
      `  Generated creator password (shown only this once): ${result.generatedCreatorPassword}`,
    )
  }
  await seedDemoStories(context, say)
  return oneTime
}

async function seedDemoStories(context: ServerContext, say: (line: string) => void) {
  const stories = context.stories.service
  const creator = await context.accounts.service.sessionUserByEmail(DEMO_CREATOR_EMAIL)
  if (!creator) return
  const existing = await stories.listMyContents(creator, { page: 0 })
  if (existing.contents.length > 0) return
  for (const story of fixtureStories) {
    const { contentOid } = await stories.createContent(creator, story.metadata)
    await stories.saveCanvas(creator, contentOid, story.canvas, 0)
    const published = await stories.publish(creator, contentOid)
    say(
      `Demo story published: "${story.metadata.title}" (/story/${contentOid}, version ${published.version})`,
    )
  }
}

import type { ServerContext } from '../context'

/**
 * First-run data: the admin (password from TALELOOM_ADMIN_PASSWORD, or generated and
 * printed exactly once) and a demo creator. Idempotent: later runs change nothing.
 */
export async function seedOnFirstRun(context: ServerContext, say: (line: string) => void) {
  const { config } = context
  const result = await context.accounts.service.seed({
    adminEmail: config.admin.email,
    ...(config.admin.password ? { adminPassword: config.admin.password } : {}),
  })
  if (result.adminCreated) {
    say(`Admin account created: ${config.admin.email}`)
    if (result.generatedAdminPassword) {
      say(`  Generated admin password (shown only this once): ${result.generatedAdminPassword}`)
    }
  }
}

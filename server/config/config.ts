import { resolve } from 'node:path'
import { z } from 'zod'
import { ACCOUNT_LOOKUPS_DEFAULT } from '../../platform/accounts'
import { readYotiSettings, type YotiSettings } from '../../platform/adult-verification'
import { DEFAULT_CHAT_LIMITS } from '../../platform/chat'
import { PGLITE_SHARED_BUFFERS, SHARED_BUFFERS } from '../../platform/db'
import { type DiscordSettings, readDiscordConfig } from '../../platform/discord'
import { type LinksSettings, readLinksSettings } from '../../platform/links'
import { type LiveSettings, readLiveSettings } from '../../platform/live'
import type { PaymentsSettings } from '../../platform/payments'
import { readSignInSettings, type SignInSettings } from '../../platform/sign-in'
import { readUploadsSettings, type UploadsSettings } from '../../platform/uploads'
import { DEFAULT_WALLET_SETTINGS } from '../../platform/wallet'
import type { ProviderSettings } from '../models'
import { sandboxExposure } from './sandbox-guard'

/**
 * Everything configurable comes from the environment, read once here. The README's
 * configuration table lists the same variables; keep the two in step.
 */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().default('127.0.0.1'),
  TALELOOM_DATA: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  TALELOOM_PUBLIC_URL: z.string().url().optional(),
  LOG_FILE: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Taleloom <no-reply@taleloom.local>'),
  TALELOOM_ADMIN_EMAIL: z.string().email().default('admin@taleloom.local'),
  TALELOOM_ADMIN_PASSWORD: z.string().min(6).optional(),
  TALELOOM_COUNTRY_HEADER: z.string().default('cf-ipcountry'),
  TALELOOM_AD_MEDIA_ORIGINS: z.string().default(''),
  TALELOOM_GUEST_FREE_CHATS: z.coerce.number().int().min(0).max(1000).default(5),
  TALELOOM_GUEST_IDS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(20),
  TALELOOM_GUEST_TURNS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(300),
  TALELOOM_CREATOR_TEST_TURNS: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(DEFAULT_CHAT_LIMITS.creatorTestTurnsPerMonth),
  TALELOOM_GUEST_IDS_WINDOW_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  TALELOOM_ACCOUNT_LOOKUPS_PER_IP: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(ACCOUNT_LOOKUPS_DEFAULT.perIp),
  TALELOOM_ACCOUNT_LOOKUPS_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(ACCOUNT_LOOKUPS_DEFAULT.windowMinutes),
  TALELOOM_SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** The bearer token `/metrics` asks for; without it, `/metrics` is not served. */
  TALELOOM_METRICS_TOKEN: z
    .string()
    .min(16, 'TALELOOM_METRICS_TOKEN needs at least 16 characters.')
    .optional(),
  TALELOOM_TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  TALELOOM_BLOCKED_EMAIL_DOMAINS: z
    .string()
    .default('mailinator.com,guerrillamail.com,10minutemail.com,yopmail.com'),
  TALELOOM_ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19_456),
  TALELOOM_ARGON2_ITERATIONS: z.coerce.number().int().min(1).default(2),
  GOOGLE_GENERATIVE_AI_API_KEY: z.string().optional(),
  GOOGLE_GENERATIVE_AI_BASE_URL: z.string().url().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_COMPATIBLE_BASE_URL: z.string().url().optional(),
  OPENAI_COMPATIBLE_API_KEY: z.string().optional(),
  TALELOOM_MODELS: z.string().optional(),
  TALELOOM_SECRET: z.string().min(32).optional(),
  TALELOOM_BULK_UNLOCK_DISCOUNT: z.coerce.number().int().min(0).max(90).default(10),
  // The spec gives no coin → credit rate; DEFAULT_WALLET_SETTINGS holds the default.
  TALELOOM_CREDITS_PER_COIN: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(DEFAULT_WALLET_SETTINGS.creditsPerCoin),
  TALELOOM_OFFLINE_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(25),
  TALELOOM_STREAM_HOLD_MAX_MS: z.coerce.number().int().min(0).max(1000).default(100),
  TALELOOM_PGLITE_THREAD: z.enum(['worker', 'inline']).default('worker'),
  TALELOOM_PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(SHARED_BUFFERS, 'a whole number of kB, MB or GB, e.g. 16MB')
    .default(PGLITE_SHARED_BUFFERS),
  // Unset: on everywhere but NODE_ENV=production, where the sandbox would hand out free coins.
  TALELOOM_PAYMENT_SANDBOX: z.enum(['0', '1', 'true', 'false']).optional(),
  /** An ISO instant the server's calendar starts at (demos and browser tests). */
  TALELOOM_CLOCK_START: z.string().datetime({ offset: true }).optional(),
  TALELOOM_DEMO_MEDIA: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((value) => value === '1' || value === 'true'),
  NODE_ENV: z.string().optional(),
  TALELOOM_SKIP_WEB_BUILD: z.string().optional(),
  TALELOOM_WEB_DIR: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  KAKAOPAY_SECRET_KEY: z.string().optional(),
  KAKAOPAY_CID: z.string().default('TC0ONETIME'),
  KAKAOPAY_API_BASE: z.string().url().default('https://open-api.kakaopay.com'),
})

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  /** Live chat fans out through Redis pub/sub when set, else LISTEN/NOTIFY. */
  redisUrl: string | undefined
  /** Where the embedded database runs: its own worker thread, or the server's thread. */
  pgliteThread: 'worker' | 'inline'
  /** PGlite's `shared_buffers`. */
  pgliteSharedBuffers: string
  publicUrl: string | undefined
  logLevel: z.infer<typeof schema>['LOG_LEVEL']
  /** Request logs go here (appended) instead of stdout. */
  logFile: string | undefined
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string }
  admin: { email: string; password: string | undefined }
  countryHeader: string
  /** https origins live ads' videos may come from (the page's media-src allows them). */
  adMediaOrigins: string[]
  guestFreeChats: number
  /** New guest device ids (each with free chats) one client IP may register per window. */
  guestRegistrations: { perIp: number; windowMs: number }
  /** Streamed turns all guests of one client IP may start per minute. */
  guestTurnsPerIpPerMinute: number
  /** Test turns on a real model a story's owner may play free each calendar month. */
  creatorTestTurnsPerMonth: number
  /** Sign-ups and nickname checks one client IP may make per window (account enumeration). */
  accountLookups: { perIp: number; windowMs: number }
  sessionDays: number
  /** `/metrics` (Prometheus) asks for this bearer token; null: not served. */
  metricsToken: string | null
  trustProxy: boolean
  blockedEmailDomains: string[]
  argon2: { memoryKiB: number; iterations: number }
  models: { catalogueFile: string | undefined; providers: ProviderSettings }
  /** Signs image links; generated and stored in the database when not configured. */
  secret: string | undefined
  bulkUnlockDiscountPercent: number
  /** Wallet rules that are operator choices, not spec constants. */
  wallet: { creditsPerCoin: number }
  /** Payment providers (platform/payments/README.md). */
  payments: PaymentsSettings
  /** Where uploads are stored (`TALELOOM_S3_*`; the embedded store otherwise). */
  uploads: UploadsSettings
  /** Where the server's clock starts (`TALELOOM_CLOCK_START`); the real time when unset. */
  clockStart: Date | undefined
  /** Whether the first start adds the demo audio and video (`TALELOOM_DEMO_MEDIA`, with ffmpeg). */
  demoMedia: boolean
  /** Google and Apple login (`GOOGLE_*`, `APPLE_*`, docs/SIGN-IN.md); unset: no buttons. */
  signIn: SignInSettings
  /** Discord's bot and OAuth2 client (`DISCORD_*`, docs/DISCORD.md); null settings: not linked. */
  discord: { settings: DiscordSettings | null; outboxIntervalMs: number }
  /** X, Twitch and YouTube OAuth clients and API bases (`X_*`, `TWITCH_*`, `YOUTUBE_*`). */
  platformLinks: LinksSettings
  /** Yoti age verification (`YOTI_*`); null: the step is hidden. */
  yoti: YotiSettings | null
  /** Live ingest and playback (`TALELOOM_RTMP_*`, `TALELOOM_LIVE_*`, docs/live/README.md). */
  live: LiveSettings
  /** An operator's calendar feed for revenue (`TALELOOM_REVENUE_CALENDAR_FEED`), or null. */
  revenueCalendarFeed: string | null
  /**
   * The front ends' build: `build` false serves the API only (`TALELOOM_SKIP_WEB_BUILD=1`);
   * `dir` (`TALELOOM_WEB_DIR`, from the checkout's root) puts the build elsewhere than `dist/web`.
   */
  web: { build: boolean; dir: string | undefined }
}

/** A comma-separated list of https origins (`https://host[:port]`), each checked. */
function readOrigins(name: string, list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = URL.canParse(entry) ? new URL(entry) : null
      if (url?.protocol !== 'https:' || url.origin !== entry.replace(/\/$/, '')) {
        throw new Error(`Invalid configuration:\n  ${name}: '${entry}' is not an https origin`)
      }
      return url.origin
    })
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const values = parsed.data
  if (values.STRIPE_SECRET_KEY && !values.STRIPE_WEBHOOK_SECRET) {
    // Every webhook would be refused and Stripe payments would credit only when the buyer
    // comes back to the result page: refuse to start rather than run half-configured.
    throw new Error(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    )
  }
  const sandbox =
    values.TALELOOM_PAYMENT_SANDBOX === undefined
      ? values.NODE_ENV !== 'production'
      : values.TALELOOM_PAYMENT_SANDBOX === '1' || values.TALELOOM_PAYMENT_SANDBOX === 'true'
  const exposure = sandboxExposure({
    host: values.HOST,
    trustProxy: values.TALELOOM_TRUST_PROXY,
    publicUrl: values.TALELOOM_PUBLIC_URL,
  })
  if (sandbox && values.TALELOOM_PAYMENT_SANDBOX === undefined && exposure) {
    // Anyone who can reach the server could take coins from the sandbox checkout.
    throw new Error(
      `Invalid configuration:\n  TALELOOM_PAYMENT_SANDBOX: the sandbox payment provider hands out coins without payment; ${exposure}, so set TALELOOM_PAYMENT_SANDBOX=1 to keep it on there, or TALELOOM_PAYMENT_SANDBOX=0 (or NODE_ENV=production) to turn it off`,
    )
  }
  const dataDir = resolve(values.TALELOOM_DATA)
  return {
    live: readLiveSettings(env),
    revenueCalendarFeed: env.TALELOOM_REVENUE_CALENDAR_FEED || null,
    web: {
      build: values.TALELOOM_SKIP_WEB_BUILD !== '1',
      dir: values.TALELOOM_WEB_DIR || undefined,
    },
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL || undefined,
    redisUrl: values.REDIS_URL || undefined,
    pgliteThread: values.TALELOOM_PGLITE_THREAD,
    pgliteSharedBuffers: values.TALELOOM_PGLITE_SHARED_BUFFERS,
    publicUrl: values.TALELOOM_PUBLIC_URL,
    logLevel: values.LOG_LEVEL,
    logFile: values.LOG_FILE ? resolve(values.LOG_FILE) : undefined,
    mail: {
      smtpUrl: values.SMTP_URL || undefined,
      from: values.MAIL_FROM,
      outboxDir: resolve(dataDir, 'outbox'),
    },
    admin: { email: values.TALELOOM_ADMIN_EMAIL, password: values.TALELOOM_ADMIN_PASSWORD },
    countryHeader: values.TALELOOM_COUNTRY_HEADER.toLowerCase(),
    adMediaOrigins: readOrigins('TALELOOM_AD_MEDIA_ORIGINS', values.TALELOOM_AD_MEDIA_ORIGINS),
    guestFreeChats: values.TALELOOM_GUEST_FREE_CHATS,
    guestTurnsPerIpPerMinute: values.TALELOOM_GUEST_TURNS_PER_IP,
    creatorTestTurnsPerMonth: values.TALELOOM_CREATOR_TEST_TURNS,
    guestRegistrations: {
      perIp: values.TALELOOM_GUEST_IDS_PER_IP,
      windowMs: values.TALELOOM_GUEST_IDS_WINDOW_HOURS * 60 * 60 * 1000,
    },
    accountLookups: {
      perIp: values.TALELOOM_ACCOUNT_LOOKUPS_PER_IP,
      windowMs: values.TALELOOM_ACCOUNT_LOOKUPS_WINDOW_MINUTES * 60 * 1000,
    },
    sessionDays: values.TALELOOM_SESSION_DAYS,
    metricsToken: values.TALELOOM_METRICS_TOKEN ?? null,
    trustProxy: values.TALELOOM_TRUST_PROXY,
    blockedEmailDomains: values.TALELOOM_BLOCKED_EMAIL_DOMAINS.split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean),
    argon2: {
      memoryKiB: values.TALELOOM_ARGON2_MEMORY_KIB,
      iterations: values.TALELOOM_ARGON2_ITERATIONS,
    },
    secret: values.TALELOOM_SECRET,
    bulkUnlockDiscountPercent: values.TALELOOM_BULK_UNLOCK_DISCOUNT,
    clockStart: values.TALELOOM_CLOCK_START ? new Date(values.TALELOOM_CLOCK_START) : undefined,
    demoMedia: values.TALELOOM_DEMO_MEDIA,
    wallet: { creditsPerCoin: values.TALELOOM_CREDITS_PER_COIN },
    uploads: readUploadsSettings(env),
    discord: readDiscordConfig(env),
    platformLinks: readLinksSettings(env),
    yoti: readYotiSettings(env),
    signIn: readSignInSettings(env),
    payments: {
      sandbox,
      stripe: values.STRIPE_SECRET_KEY
        ? {
            secretKey: values.STRIPE_SECRET_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET ?? '',
            ...(values.STRIPE_API_BASE ? { apiBase: values.STRIPE_API_BASE } : {}),
          }
        : null,
      kakaopay: values.KAKAOPAY_SECRET_KEY
        ? {
            secretKey: values.KAKAOPAY_SECRET_KEY,
            cid: values.KAKAOPAY_CID,
            apiBase: values.KAKAOPAY_API_BASE,
          }
        : null,
    },
    models: {
      catalogueFile: values.TALELOOM_MODELS || undefined,
      providers: {
        google: values.GOOGLE_GENERATIVE_AI_API_KEY
          ? {
              apiKey: values.GOOGLE_GENERATIVE_AI_API_KEY,
              baseURL: values.GOOGLE_GENERATIVE_AI_BASE_URL,
            }
          : undefined,
        openai: values.OPENAI_API_KEY
          ? { apiKey: values.OPENAI_API_KEY, baseURL: values.OPENAI_BASE_URL }
          : undefined,
        openaiCompatible: values.OPENAI_COMPATIBLE_BASE_URL
          ? {
              baseURL: values.OPENAI_COMPATIBLE_BASE_URL,
              apiKey: values.OPENAI_COMPATIBLE_API_KEY,
            }
          : undefined,
        offline: { chunkDelayMs: values.TALELOOM_OFFLINE_DELAY_MS },
        streamHoldMaxMs: values.TALELOOM_STREAM_HOLD_MAX_MS,
      },
    },
  }
}

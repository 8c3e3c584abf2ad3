import { resolve } from 'node:path'
import { z } from 'zod'
import type { ProviderSettings } from '../models'

/**
 * Everything configurable comes from the environment, read once here. The README's
 * configuration table lists the same variables; keep the two in step.
 */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().default('127.0.0.1'),
  TALELOOM_DATA: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  TALELOOM_PUBLIC_URL: z.string().url().optional(),
  LOG_FILE: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Taleloom <no-reply@taleloom.local>'),
  TALELOOM_ADMIN_EMAIL: z.string().email().default('admin@taleloom.local'),
  TALELOOM_ADMIN_PASSWORD: z.string().min(6).optional(),
  TALELOOM_COUNTRY_HEADER: z.string().default('cf-ipcountry'),
  TALELOOM_GUEST_FREE_CHATS: z.coerce.number().int().min(0).max(1000).default(5),
  TALELOOM_SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
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
  TALELOOM_OFFLINE_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(25),
})

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  publicUrl: string | undefined
  logLevel: z.infer<typeof schema>['LOG_LEVEL']
  /** Request logs go here (appended) instead of stdout. */
  logFile: string | undefined
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string }
  admin: { email: string; password: string | undefined }
  countryHeader: string
  guestFreeChats: number
  sessionDays: number
  trustProxy: boolean
  blockedEmailDomains: string[]
  argon2: { memoryKiB: number; iterations: number }
  models: { catalogueFile: string | undefined; providers: ProviderSettings }
  /** Signs image links; generated and stored in the database when not configured. */
  secret: string | undefined
  bulkUnlockDiscountPercent: number
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const values = parsed.data
  const dataDir = resolve(values.TALELOOM_DATA)
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL || undefined,
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
    guestFreeChats: values.TALELOOM_GUEST_FREE_CHATS,
    sessionDays: values.TALELOOM_SESSION_DAYS,
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
      },
    },
  }
}

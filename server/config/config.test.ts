import { describe, expect, it } from 'vitest'
import { startingClock } from '../../platform/http'
import { loadConfig } from './config'

describe('payment configuration', () => {
  it('turns the sandbox on by default, except in production', () => {
    expect(loadConfig({}).payments.sandbox).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test' }).payments.sandbox).toBe(true)
    expect(loadConfig({ NODE_ENV: 'production' }).payments.sandbox).toBe(false)
    expect(
      loadConfig({ NODE_ENV: 'production', TALELOOM_PAYMENT_SANDBOX: '1' }).payments.sandbox,
    ).toBe(true)
    expect(loadConfig({ TALELOOM_PAYMENT_SANDBOX: '0' }).payments.sandbox).toBe(false)
  })

  it('refuses Stripe keys without the webhook secret', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/)
    const stripe = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_y' })
    expect(stripe.payments.stripe).toMatchObject({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_y',
    })
  })
})

describe('wallet configuration', () => {
  it('reads the coin → credit rate, 10 by default, a positive integer', () => {
    expect(loadConfig({}).wallet.creditsPerCoin).toBe(10)
    expect(loadConfig({ TALELOOM_CREDITS_PER_COIN: '25' }).wallet.creditsPerCoin).toBe(25)
    for (const bad of ['0', '-3', '2.5', 'ten']) {
      expect(() => loadConfig({ TALELOOM_CREDITS_PER_COIN: bad })).toThrow(
        /TALELOOM_CREDITS_PER_COIN/,
      )
    }
  })
})

describe('database configuration', () => {
  it('runs the embedded database on its own thread unless told inline, and refuses anything else', () => {
    expect(loadConfig({}).pgliteThread).toBe('worker')
    expect(loadConfig({ TALELOOM_PGLITE_THREAD: 'inline' }).pgliteThread).toBe('inline')
    expect(() => loadConfig({ TALELOOM_PGLITE_THREAD: 'threads' })).toThrow(
      /TALELOOM_PGLITE_THREAD/,
    )
  })

  it('starts the embedded database with a 16 MB buffer pool unless told a size, and refuses a size Postgres would not take', () => {
    expect(loadConfig({}).pgliteSharedBuffers).toBe('16MB')
    expect(loadConfig({ TALELOOM_PGLITE_SHARED_BUFFERS: '128MB' }).pgliteSharedBuffers).toBe(
      '128MB',
    )
    for (const bad of ['16', '16mb', '0MB', '-1MB', '1.5GB', '16MB; drop table users']) {
      expect(() => loadConfig({ TALELOOM_PGLITE_SHARED_BUFFERS: bad })).toThrow(
        /TALELOOM_PGLITE_SHARED_BUFFERS/,
      )
    }
  })
})

describe('the sandbox payment provider on a reachable host', () => {
  it('refuses to start on a non-loopback host unless the sandbox is asked for', () => {
    for (const host of ['0.0.0.0', '192.168.1.20', '::', 'example.com']) {
      expect(() => loadConfig({ HOST: host })).toThrow(
        /TALELOOM_PAYMENT_SANDBOX: the sandbox payment provider hands out coins without payment/,
      )
      expect(loadConfig({ HOST: host, TALELOOM_PAYMENT_SANDBOX: '1' }).payments.sandbox).toBe(true)
      expect(loadConfig({ HOST: host, TALELOOM_PAYMENT_SANDBOX: '0' }).payments.sandbox).toBe(false)
      expect(loadConfig({ HOST: host, NODE_ENV: 'production' }).payments.sandbox).toBe(false)
    }
  })

  it('keeps the sandbox on for the loopback demo', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.1.1']) {
      expect(loadConfig({ HOST: host }).payments.sandbox).toBe(true)
    }
  })
})

describe('clock start', () => {
  it('reads an ISO instant and refuses anything else', () => {
    expect(loadConfig({}).clockStart).toBeUndefined()
    expect(
      loadConfig({ TALELOOM_CLOCK_START: '2026-06-25T03:00:00Z' }).clockStart?.toISOString(),
    ).toBe('2026-06-25T03:00:00.000Z')
    expect(() => loadConfig({ TALELOOM_CLOCK_START: 'next tuesday' })).toThrow(
      /TALELOOM_CLOCK_START/,
    )
  })

  it('starts the calendar there and runs at the real pace', () => {
    let real = Date.parse('2030-01-01T00:00:00Z')
    const clock = startingClock(new Date('2026-06-25T03:00:00Z'), { now: () => new Date(real) })
    expect(clock.now().toISOString()).toBe('2026-06-25T03:00:00.000Z')
    real += 90_000
    expect(clock.now().toISOString()).toBe('2026-06-25T03:01:30.000Z')
  })
})

describe('demo media', () => {
  it('adds the demo audio and video unless turned off, and refuses anything but 0/1/true/false', () => {
    expect(loadConfig({}).demoMedia).toBe(true)
    expect(loadConfig({ TALELOOM_DEMO_MEDIA: '1' }).demoMedia).toBe(true)
    expect(loadConfig({ TALELOOM_DEMO_MEDIA: '0' }).demoMedia).toBe(false)
    expect(loadConfig({ TALELOOM_DEMO_MEDIA: 'false' }).demoMedia).toBe(false)
    expect(() => loadConfig({ TALELOOM_DEMO_MEDIA: 'off' })).toThrow(/TALELOOM_DEMO_MEDIA/)
  })
})

describe('live ads configuration', () => {
  it('reads the ad servers as https origins and refuses anything else', () => {
    expect(loadConfig({}).adMediaOrigins).toEqual([])
    expect(
      loadConfig({ TALELOOM_AD_MEDIA_ORIGINS: 'https://ads.example.com, https://cdn.ads.io:8443/' })
        .adMediaOrigins,
    ).toEqual(['https://ads.example.com', 'https://cdn.ads.io:8443'])
    for (const bad of [
      'http://ads.example.com',
      'https://ads.example.com/videos',
      'ads.example.com',
    ]) {
      expect(() => loadConfig({ TALELOOM_AD_MEDIA_ORIGINS: bad }), bad).toThrow(
        /TALELOOM_AD_MEDIA_ORIGINS/,
      )
    }
  })
})

describe('the sandbox payment provider behind a reverse proxy', () => {
  const proxied = {
    HOST: '127.0.0.1',
    TALELOOM_TRUST_PROXY: '1',
    TALELOOM_PUBLIC_URL: 'https://taleloom.example',
  }

  it('refuses to start behind a proxy serving a public address unless the sandbox is asked for', () => {
    expect(() => loadConfig(proxied)).toThrow(
      'Invalid configuration:\n  TALELOOM_PAYMENT_SANDBOX: the sandbox payment provider hands out coins without payment; TALELOOM_TRUST_PROXY=1 with TALELOOM_PUBLIC_URL=https://taleloom.example puts it behind a proxy other machines reach, so set TALELOOM_PAYMENT_SANDBOX=1 to keep it on there, or TALELOOM_PAYMENT_SANDBOX=0 (or NODE_ENV=production) to turn it off',
    )
    expect(loadConfig({ ...proxied, TALELOOM_PAYMENT_SANDBOX: '1' }).payments.sandbox).toBe(true)
    expect(loadConfig({ ...proxied, TALELOOM_PAYMENT_SANDBOX: '0' }).payments.sandbox).toBe(false)
    expect(loadConfig({ ...proxied, NODE_ENV: 'production' }).payments.sandbox).toBe(false)
  })

  it('keeps the sandbox on for a loopback proxy or no proxy', () => {
    expect(loadConfig({ ...proxied, TALELOOM_TRUST_PROXY: '0' }).payments.sandbox).toBe(true)
    expect(
      loadConfig({ ...proxied, TALELOOM_PUBLIC_URL: 'http://localhost:8787' }).payments.sandbox,
    ).toBe(true)
  })
})

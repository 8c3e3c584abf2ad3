/**
 * `npm start`'s entry as a user runs it: first run seeds and prints the admin password
 * once, SIGTERM closes the database cleanly, and a second start on the same data
 * directory keeps every account.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fixtureStories } from '../../platform/stories/demo-stories'
import { spawnProduct } from '../support/product-process'

interface Running {
  child: ChildProcess
  url: string
  output: () => string
}

function start(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
  const child = spawnProduct({
    dataDir,
    env: {
      // The product's own default: the embedded database, whatever the test run uses.
      DATABASE_URL: '',
      TALELOOM_SKIP_WEB_BUILD: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const match = output.match(/Taleloom is running at (\S+)/)
      if (match?.[1]) {
        clearInterval(timer)
        resolve({ child, url: match[1], output: () => output })
      }
    }, 50)
    child.once('exit', (code, signal) => {
      clearInterval(timer)
      reject(new Error(`start exited with ${code ?? signal}:\n${output}`))
    })
  })
}

function stop(running: Running, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.once('exit', (code) => resolve(code))
    running.child.kill(signal)
  })
}

async function post(url: string, path: string, body: unknown) {
  const response = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: await response.json() }
}

describe('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'taleloom-start-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  // Two starts of a product from an empty folder: the time limit only catches a hang.
  it('seeds once, shuts down cleanly and keeps data across restarts', async () => {
    const first = await start(dataDir)
    const generated = first
      .output()
      .match(/Generated admin password \(shown only this once\): (\S+)/)?.[1]
    expect(generated).toBeTruthy()
    const creatorPassword = first
      .output()
      .match(/Generated creator password \(shown only this once\): (\S+)/)?.[1]
    expect(creatorPassword).toBeTruthy()
    expect(first.output()).toContain('Demo creator account created: creator@taleloom.local')
    // The one-time lines come after every other start-up line, just above the address.
    const output = first.output()
    const passwordAt = output.indexOf('Generated creator password')
    expect(passwordAt).toBeGreaterThan(output.lastIndexOf('Demo story published'))
    expect(passwordAt).toBeGreaterThan(output.indexOf('Mail: '))
    expect(output.indexOf('Taleloom is running at')).toBeGreaterThan(passwordAt)
    expect(first.output()).toContain('embedded PostgreSQL (PGlite)')

    const health = await fetch(`${first.url}/api/health`)
    expect(await health.json()).toMatchObject({ ok: true, database: 'pglite' })

    const email = 'keeper@example.com'
    const registered = await post(first.url, '/account/register', {
      email,
      password: 'lighthouse42',
      passwordRepeat: 'lighthouse42',
      nickname: 'Keeper',
      birthDate: '1991-04-02',
      agreePersonalData: true,
    })
    expect(registered.status).toBe(200)
    const outbox = join(dataDir, 'outbox')
    const mailFile = readdirSync(outbox).find(
      (name) => name.endsWith('.json') && name.includes(email),
    )!
    const code = String(JSON.parse(readFileSync(join(outbox, mailFile), 'utf8')).text).match(
      /\b(\d{6})\b/,
    )?.[1]
    expect((await post(first.url, '/account/register/confirm', { email, code })).status).toBe(200)

    expect(await stop(first)).toBe(0)
    expect(first.output()).toContain('Database closed')

    const second = await start(dataDir)
    expect(second.output()).not.toContain('Generated admin password')
    expect(second.output()).not.toContain('Generated creator password')
    // The demo stories are seeded once, not again on every start.
    expect(second.output()).not.toContain('Demo story published')
    const catalogue = await fetch(`${second.url}/api/story-chat/stories?ranking=new`)
    const listed = (await catalogue.json()) as { stories: unknown[] }
    expect(listed.stories).toHaveLength(fixtureStories.length)
    const login = await post(second.url, '/account/login', { email, password: 'lighthouse42' })
    expect(login.status).toBe(200)
    expect(login.json.token).toBeTruthy()
    const admin = await post(second.url, '/account/login', {
      email: 'admin@taleloom.local',
      password: generated,
    })
    expect(admin.status).toBe(200)
    const creator = await post(second.url, '/account/login', {
      email: 'creator@taleloom.local',
      password: creatorPassword,
    })
    expect(creator.status).toBe(200)
    expect(await stop(second, 'SIGINT')).toBe(0)
  }, 600_000)
})

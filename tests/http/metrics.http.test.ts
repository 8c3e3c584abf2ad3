/**
 * `/metrics` for Prometheus: served only when an operator set its token, answering the queue
 * monitor's figures and Node's own in the exposition format; a missing or wrong token is 401.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

const TOKEN = 'metrics-token-for-tests-0123456789'

describeOnEngine('metrics', (engine) => {
  let server: TestServer
  let plain: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine, env: { TALELOOM_METRICS_TOKEN: TOKEN } })
    plain = await startTestServer({ engine })
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    await plain?.close()
  })

  const scrape = (target: TestServer, authorization?: string) =>
    fetch(`${target.url}/metrics`, authorization ? { headers: { authorization } } : {})

  it('answers the queues and Node figures to the token', async () => {
    const response = await scrape(server, `Bearer ${TOKEN}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const text = await response.text()
    expect(text).toMatch(/^taleloom_queue_waiting\{queue="encoding"\} \d+$/m)
    expect(text).toMatch(/^taleloom_queue_failed_last_day\{queue="discord outbox"\} \d+$/m)
    expect(text).toContain('# TYPE taleloom_job_runs gauge')
    expect(text).toMatch(/^taleloom_node_process_cpu_user_seconds_total \d/m)
  })

  it('refuses a missing or wrong token, and is not served without one set', async () => {
    expect((await scrape(server)).status).toBe(401)
    expect((await scrape(server, `Bearer ${TOKEN}x`)).status).toBe(401)
    expect((await scrape(server, TOKEN)).status).toBe(401)
    expect((await scrape(plain, `Bearer ${TOKEN}`)).status).toBe(404)
  })
})

/**
 * The loopback upstream in its own process, so a load benchmark's event-loop figures are
 * the server's alone (a real provider is another machine). Prints `UPSTREAM <googleBaseURL>`
 * and serves until killed. Behaviour comes as JSON in argv[2].
 */
import { startFakeUpstream, type UpstreamBehaviour } from '../../support/fake-upstream'

const behaviour = JSON.parse(process.argv[2] ?? '{"kind":"fixture"}') as UpstreamBehaviour
const upstream = await startFakeUpstream(behaviour)
console.log(`UPSTREAM ${upstream.googleBaseURL}`)
process.on('SIGTERM', () => {
  upstream.close().then(() => process.exit(0))
})

/**
 * V8 flags the server process runs with (`npm start`, and the benchmarks that measure the
 * server as it runs). A streaming chat server allocates quickly and briefly: each relayed
 * chunk is parsed, mapped and written, and a turn's prompt assembly is garbage a moment
 * later. With V8's default 16 MB semi-spaces a young-generation collection landed inside
 * most long-room turns' streaming phase, 2–8 ms each (tests/bench/RESULTS.md, eleventh
 * session): with 64 MB they are a quarter as frequent. Measured on 2 cores: relay on a
 * 2,000-message room 0.61× → 0.81× of a direct client, event-loop delay p50 at 1,000
 * streams 191 → 10 ms, for about 200 MB more peak RSS at 1,000 streams (the young
 * generation grows to its maximum only under such load).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'] as const

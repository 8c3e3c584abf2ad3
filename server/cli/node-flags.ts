/**
 * V8 flags the server process runs with (`npm start`, and the benchmarks that measure the
 * server as it runs). A streaming chat server allocates quickly and briefly: each relayed
 * chunk is parsed, mapped and written, and a turn's prompt assembly is garbage a moment
 * later. With V8's default semi-spaces a young-generation collection landed inside most
 * long-room turns' streaming phase; larger ones make them rarer, for more peak memory
 * under load only (docs/PERFORMANCE.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'] as const

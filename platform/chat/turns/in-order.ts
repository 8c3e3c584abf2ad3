/**
 * Runs the tasks together (`together`) or one after another, and fails with the first
 * failure in list order, not in time: the refusal a player sees does not depend on which
 * query answered first. PGlite on the caller's thread runs one statement at a time, so
 * starting them together there gains nothing and, under a crowd, spreads every turn's
 * queries across the queue (`Database.pipelined`).
 */
export async function allInOrder<T extends readonly (() => unknown)[] | []>(
  together: boolean,
  tasks: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Out = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }
  if (!together) {
    const values: unknown[] = []
    for (const task of tasks) values.push(await task())
    return values as Out
  }
  const settled = await Promise.allSettled(tasks.map((task) => task()))
  for (const result of settled) if (result.status === 'rejected') throw result.reason
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as Out
}

/**
 * Node and edge ids: readable (`story-k3x9a`), unique within a canvas. A counter plus a
 * random suffix per editor keeps pasted copies and concurrent tabs from colliding.
 */
export function createIdSource(random: () => number = Math.random) {
  let counter = 0
  const suffix = () =>
    Math.floor(random() * 36 ** 4)
      .toString(36)
      .padStart(4, '0')
  return {
    node: (type: string) => `${type}-${(counter++).toString(36)}${suffix()}`,
    edge: (source: string, sourceHandle: string, target: string, targetHandle: string) =>
      `${source}.${sourceHandle}->${target}.${targetHandle}`,
  }
}

export type IdSource = ReturnType<typeof createIdSource>

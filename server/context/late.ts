/**
 * An area that others call before it is built: areas depend on each other in cycles (content
 * and chat, uploads and encoding, live and its chat), so a port may name an area built later
 * and reach it at call time. Reading one before it is set is a wiring mistake, said at once.
 */
export interface Late<T> {
  get(): T
  set(value: T): void
}

export function late<T>(name: string): Late<T> {
  let value: T | undefined
  return {
    get() {
      if (value === undefined)
        throw new Error(`createServerContext: ${name} was called before it was built`)
      return value
    },
    set(next) {
      if (value !== undefined) throw new Error(`createServerContext: ${name} was built twice`)
      value = next
    },
  }
}

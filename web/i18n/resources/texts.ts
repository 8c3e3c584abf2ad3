/**
 * The shape a language fills for a namespace (or a part of one): English's groups and
 * keys, any text. English is the source; `resources.test.ts` checks the others match it.
 */
export type Texts<English> = {
  readonly [Group in keyof English]: { readonly [Key in keyof English[Group]]: string }
}

/** Token counting port: the engine never picks a tokenizer itself, the host injects one. */
export interface Tokenizer {
  readonly name: string
  count(text: string): number
  encode?(text: string): number[]
}

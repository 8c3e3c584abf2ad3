/** `new-content` → `new_content`, in the type too, so a key built from it is checked. */
export type SnakeCase<Text extends string> = Text extends `${infer Head}-${infer Tail}`
  ? `${Head}_${SnakeCase<Tail>}`
  : Text

/** A wire name as text keys write it (`kind_new_content`): hyphens become underscores. */
export function snakeCase<Text extends string>(text: Text): SnakeCase<Text> {
  return text.replaceAll('-', '_') as SnakeCase<Text>
}

/** Discord ids are snowflakes: 17 to 20 digits (servers, users and roles alike). */
export function isDiscordId(value: string): boolean {
  return /^\d{17,20}$/.test(value.trim())
}

/** An event code as the server takes it (`qrEvent`): 4–32 letters, digits and dashes. */
const EVENT_CODE = /^[A-Za-z0-9-]{4,32}$/

export function eventCodeProblem(code: string): 'codeInvalid' | null {
  return EVENT_CODE.test(code.trim()) ? null : 'codeInvalid'
}

/** Where a code is entered: My Info's inventory tab, whose QR handling joins once. */
export function joinPath(code: string): string {
  return `/myinfo?${new URLSearchParams({ tab: 'inventory', qr: code.trim().toUpperCase() })}`
}

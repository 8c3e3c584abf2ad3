import type { PlayerRouteName } from '../../routes'

/**
 * The pages that hide the chat widget (the spec: "Some pages hide the chat widget"), each
 * with why. docs/APP-SHELL.md lists the same table.
 */
export const WIDGET_HIDDEN_ROUTES: Readonly<Partial<Record<PlayerRouteName, string>>> = {
  directChat: 'the chat pages themselves: the widget would open what is already on screen',
  directChatSettings: 'the chat pages themselves',
  directChatRoom: 'the chat pages themselves',
  chat: "a story chat: the launcher would cover the message box's send button",
  storyWait: 'the landing that opens a story chat',
  live: "the live watch page: its own chat and donations fill the page's corner",
  overlay: "the streamer's transparent alert overlay, captured into the stream",
  play: 'the content player, often full-screen',
  realplay: 'the video player, often full-screen',
  charge: 'buying coins: nothing should draw the eye from the payment',
  chargeSuccess: 'the payment result',
  chargeFail: 'the payment result',
  subscribeSuccess: 'the subscription payment result',
  subscribeFail: 'the subscription payment result',
  passwordReset: 'the password reset reached from an e-mail (a login page)',
}

/** Whether the widget shows: for a signed-in reader, on a page that does not hide it. */
export function widgetShown(route: PlayerRouteName, signedIn: boolean): boolean {
  return signedIn && !Object.hasOwn(WIDGET_HIDDEN_ROUTES, route)
}

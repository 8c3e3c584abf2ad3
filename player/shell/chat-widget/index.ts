/** The app shell's floating chat widget (docs/APP-SHELL.md "The chat widget"). */
export { WIDGET_HIDDEN_ROUTES, widgetShown } from './hidden-routes'

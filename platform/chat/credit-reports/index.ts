/** What a user spent on chat, by story and by day. */
export { creditReportRoutes } from './routes'

/** The livestream viewer page (`/live/{customUrl|oid}`), loaded lazily with its players. */
export { LivePage } from './LivePage'

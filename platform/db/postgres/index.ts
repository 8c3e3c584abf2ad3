/** A PostgreSQL server: a connection pool, and a listening connection kept open for LISTEN. */
export { PostgresListener } from './listener'
export { openPostgres } from './open'

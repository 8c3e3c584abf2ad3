/**
 * The emoticon and Discord rows of the role × route matrix on their own server (they also
 * run in authorization-matrix.test.ts with every area's rows).
 */
import { runAuthorizationMatrix } from '../support/authorization-matrix'
import { discordMatrix } from './tables/discord-matrix'
import { emoticonsMatrix } from './tables/emoticons-matrix'

runAuthorizationMatrix('emoticons and Discord × roles', [...emoticonsMatrix, ...discordMatrix])

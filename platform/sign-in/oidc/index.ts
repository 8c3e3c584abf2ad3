export { appleClientSecret } from './apple-secret'
export {
  type AuthorizationRequest,
  type CodeExchange,
  createOidcClients,
  type OidcClients,
  type VerifiedIdentity,
} from './clients'
export { type AuthorizationSecrets, authorizationSecrets } from './pkce'

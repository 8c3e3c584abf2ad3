export { prepareLanguage } from './prepare-language'
export { refreshSignedInUser } from './refresh-user'

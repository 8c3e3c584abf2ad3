export { CreatorStudio } from './CreatorStudio'
export {
  CREATOR_SECTIONS,
  type CreatorRoute,
  type CreatorSection,
  creatorPath,
  emoticonUploadPath,
  matchCreatorRoute,
  payoutsPath,
} from './creator-paths'

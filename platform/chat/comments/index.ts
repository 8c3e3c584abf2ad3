/** Content comments (the spec's /content/comment), their rewards and the chat refunded for commenting. */

export { refundChatsForComment } from './comment-refund'
export {
  COMMENT_REWARDS_PER_DAY,
  FIRST_REVIEW_COINS,
  findCommentReward,
  LATER_REVIEW_COINS,
  REWARD_REPAIR_GRACE_MS,
  repairUnpaidRewards,
  rewardComment,
  type StoryCommentReward,
} from './comment-reward'
export {
  adultCommentsGated,
  COMMENT_REFUND_CHATS,
  commentNotFound,
  commentRewarded,
  deleteComment,
  findCommentAt,
  findCommentRefund,
  insertComment,
  listComments,
  listVisibleComments,
  recentChatsOnStory,
  recordCommentRefund,
  type StoryComment,
  type StoryCommentRefund,
} from './comments'
export { contentCommentRoutes } from './routes'

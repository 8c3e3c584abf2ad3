/** Story comments (the spec's /content/comment) and the chat refunded for commenting. */

export { refundChatsForComment } from './comment-refund'
export {
  COMMENT_REFUND_CHATS,
  commentNotFound,
  deleteComment,
  findCommentAt,
  findCommentRefund,
  insertComment,
  listComments,
  recentChatsOnStory,
  recordCommentRefund,
  type StoryComment,
  type StoryCommentRefund,
} from './comments'
export { contentCommentRoutes } from './routes'

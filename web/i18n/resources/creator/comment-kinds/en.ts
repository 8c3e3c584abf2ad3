/** The studio's comment management: which kind of comments it shows. */
export const commentKindsEn = {
  creatorCommentKinds: {
    label: 'Show',
    all: 'All comments',
    content: 'Comments on contents',
    community: 'Comments on community posts',
    post: 'Community post',
  },
}

/** The author's own controls on Comment Details (issue 14). */
export const OWN_COMMENT_TEXTS = {
  edit: 'Edit',
  delete: 'Delete',
  confirmTitle: 'Delete this comment?',
  confirmBody:
    'It disappears from the map and the list for everyone, with its photos. This cannot be undone.',
  confirmDelete: 'Delete comment',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  deleteFailed: 'Could not delete the comment.',
} as const;

/** The photo viewer's words (the product's own texts have no full-size viewer). */
export const PHOTO_VIEWER_TEXTS = {
  viewer: 'Photo viewer',
  previous: 'Previous photo',
  next: 'Next photo',
  close: 'Close photo viewer',
  gallery: 'Photos',
  slide: 'photo',
  /** Each photo's name for screen readers, as the library fills it in. */
  slideLabel: 'Photo {index} of {total}',
  /** The counter under the toolbar: "2 of 3". */
  counterSeparator: 'of',
} as const;

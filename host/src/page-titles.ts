/**
 * The browser tab's text for each page of the host (document.title): what a person sees in
 * their tabs, history and bookmarks. A saved comment's page (/places/{id}) has none here: the
 * server writes its title into the HTML and the Comment Details dialog keeps it.
 */
export const SITE_NAME = 'RentMap';

export const PAGE_TITLES = {
  map: `${SITE_NAME} — find your next rental`,
  signIn: pageTitle('Sign in'),
  newComment: pageTitle('Add a comment'),
  verifyEmail: pageTitle('Verify your email'),
  profile: pageTitle('Profile'),
  settings: pageTitle('Settings'),
  myComments: pageTitle('My comments'),
  watchedAreas: pageTitle('Watched areas'),
  moderation: pageTitle('Moderation'),
  status: pageTitle('Status'),
  notFound: pageTitle('Page not found'),
} as const;

/** "Profile · RentMap": the page first, so tabs side by side still tell pages apart. */
export function pageTitle(page: string): string {
  return `${page} · ${SITE_NAME}`;
}

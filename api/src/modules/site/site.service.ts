import { APP_PATHS, CLIENT_ROUTES } from 'shared/contract';

/**
 * Whether search engines may list each page of the app. A page that is one person's own (an
 * account page), for one role (moderation) or one step of a flow (signing in, a new comment,
 * a code from an email) has nothing to show them: it is not in the sitemap. robots.txt does
 * not shut them out: signed out, a crawler finds nothing of anyone's there, and a disallowed
 * page that is linked from elsewhere is listed all the same, only without its title. A new
 * page must be sorted here (the type says so). The footer's information pages are all public.
 */
const APP_PAGE_IS_PUBLIC: Record<keyof typeof APP_PATHS, boolean> = {
  map: true,
  auth: false,
  login: false,
  newComment: false,
  verifyEmail: false,
  profile: false,
  settings: false,
  myComments: false,
  watchedAreas: false,
  status: false,
  moderation: false,
};

export const PRIVATE_PAGES: readonly string[] = (
  Object.keys(APP_PATHS) as Array<keyof typeof APP_PATHS>
)
  .filter((key) => !APP_PAGE_IS_PUBLIC[key])
  .map((key) => APP_PATHS[key]);

/** The photos and static maps that link previews name stay open to preview crawlers. */
const PREVIEW_IMAGE_PATHS = ['/api/file-storage/files/', '/api/static-map'];

export function publicPages(): string[] {
  return CLIENT_ROUTES.filter((route) => !PRIVATE_PAGES.includes(route));
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The sitemaps.org protocol 0.9: one absolute <loc> per public page. */
export function sitemapXml(baseUrl: string): string {
  const urls = publicPages()
    .map((page) => `  <url><loc>${escapeXml(new URL(page, baseUrl).href)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}

export function robotsTxt(baseUrl: string): string {
  const lines = [
    'User-agent: *',
    ...PREVIEW_IMAGE_PATHS.map((p) => `Allow: ${p}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', baseUrl).href}`,
  ];
  return `${lines.join('\n')}\n`;
}

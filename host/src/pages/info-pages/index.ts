import type { ComponentType } from 'react';
import type { FOOTER_LINKS } from 'shared';
import { AboutPage, BlogPage, ContactPage, HelpPage } from './about-pages';
import { CookiesPage, PrivacyPage, TermsPage } from './legal-pages';
import { AccessibilityPage, AccessibilityStatementPage, SitemapPage } from './site-pages';

type FooterPath = (typeof FOOTER_LINKS)[number]['path'];

/** Each footer page's text, by its path; a footer link without a page fails the type check. */
export const INFO_PAGES: Record<FooterPath, { title: string; Content: ComponentType }> = {
  '/about': { title: 'About RentMap', Content: AboutPage },
  '/contact': { title: 'Contact us', Content: ContactPage },
  '/help': { title: 'Help', Content: HelpPage },
  '/blog': { title: 'Blog', Content: BlogPage },
  '/privacy': { title: 'Privacy policy', Content: PrivacyPage },
  '/terms': { title: 'Terms of use', Content: TermsPage },
  '/cookies': { title: 'Cookies and browser storage', Content: CookiesPage },
  '/sitemap': { title: 'Sitemap', Content: SitemapPage },
  '/accessibility': { title: 'Accessibility', Content: AccessibilityPage },
  '/accessibility-statement': {
    title: 'Accessibility statement',
    Content: AccessibilityStatementPage,
  },
};

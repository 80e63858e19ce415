import { Link } from 'react-router-dom';
import { APP_PATHS, FOOTER_LINKS } from 'shared';
import { CONTACT, LAST_UPDATED } from './contact';

/** Each of the app's pages as the sitemap names it; a new path fails the type check here. */
const APP_PAGES: Record<keyof typeof APP_PATHS, { label: string; about: string }> = {
  map: { label: 'The map', about: 'every saved comment, on the map and in the list' },
  auth: { label: 'Sign in or create an account', about: 'over the map' },
  login: { label: 'Sign-in page', about: 'where an expired sign-in brings you' },
  verifyEmail: { label: 'Verify your email', about: 'the code or link from our email' },
  newComment: { label: 'Add a comment', about: 'signed in, for the place you chose' },
  profile: { label: 'Profile', about: 'your details and password (signed in)' },
  settings: { label: 'Settings', about: 'visibility, location, notifications, your data' },
  myComments: { label: 'My comments', about: 'yours, to edit or delete (signed in)' },
  watchedAreas: { label: 'Watched areas', about: 'where you get alerts of new comments' },
  status: { label: 'Status', about: 'which version of each part of the app is running' },
  moderation: { label: 'Moderation', about: 'reports and decisions (moderators only)' },
};

const ACCOUNT_PAGES = ['profile', 'settings', 'myComments', 'watchedAreas'] as const;

function PageLink({ path, label, about }: { path: string; label: string; about?: string }) {
  return (
    <li>
      <Link to={path}>{label}</Link>
      {about && <> — {about}</>}
    </li>
  );
}

function appPage(key: keyof typeof APP_PATHS) {
  return <PageLink key={key} path={APP_PATHS[key]} {...APP_PAGES[key]} />;
}

export function SitemapPage() {
  const keys = Object.keys(APP_PATHS) as Array<keyof typeof APP_PATHS>;
  const others = keys.filter(
    (key) => key !== 'map' && !(ACCOUNT_PAGES as readonly string[]).includes(key),
  );
  return (
    <>
      <p>Every page of RentMap. A saved comment also has its own page, linked from it.</p>
      <section>
        <h2>Map</h2>
        <ul>{appPage('map')}</ul>
      </section>
      <section>
        <h2>Your account</h2>
        <ul>{ACCOUNT_PAGES.map(appPage)}</ul>
      </section>
      <section>
        <h2>Signing in and other pages</h2>
        <ul>{others.map(appPage)}</ul>
      </section>
      <section>
        <h2>About RentMap</h2>
        <ul>
          {FOOTER_LINKS.map((link) => (
            <PageLink key={link.path} path={link.path} label={link.label} />
          ))}
        </ul>
      </section>
      <p>
        For search engines: <a href="/sitemap.xml">sitemap.xml</a>.
      </p>
    </>
  );
}

export function AccessibilityPage() {
  return (
    <>
      <p>
        RentMap is meant for everyone who rents, including people who use a keyboard, a screen
        reader, magnification or voice control.
      </p>
      <section>
        <h2>Using RentMap with a keyboard</h2>
        <ul>
          <li>Tab and Shift+Tab move through the page, the search box before the pins.</li>
          <li>Enter opens what has focus; Escape closes dialogs and the phone&apos;s menu.</li>
          <li>Dialogs keep focus inside until they close, then give it back to where you were.</li>
        </ul>
      </section>
      <section>
        <h2>Screen readers</h2>
        <p>
          Each page has one main area, one top heading and its own title in the browser tab. Every
          control has a name, and the list beside the map holds every comment the map shows, as
          text.
        </p>
      </section>
      <section>
        <h2>Tell us</h2>
        <p>
          If something is hard to use, write to{' '}
          <a href={`mailto:${CONTACT.accessibility}`}>{CONTACT.accessibility}</a>. Our{' '}
          <Link to="/accessibility-statement">Accessibility statement</Link> lists what we know is
          not right yet.
        </p>
      </section>
    </>
  );
}

export function AccessibilityStatementPage() {
  return (
    <>
      <p>Last reviewed {LAST_UPDATED}.</p>
      <section>
        <h2>Our target</h2>
        <p>
          RentMap aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level
          AA. We check every page with automated tests (axe, against WCAG 2.0, 2.1 and 2.2 A and AA)
          on each change, on a desktop and a phone screen, and by hand with a keyboard.
        </p>
      </section>
      <section>
        <h2>Conformance status</h2>
        <p>Partially conformant: most of RentMap meets WCAG 2.2 AA; the parts below do not yet.</p>
      </section>
      <section>
        <h2>Known gaps</h2>
        <ul>
          <li>
            The map itself is a picture of streets: its tiles have no text alternative. Places and
            comments are also in the list beside it, and search finds addresses by text.
          </li>
          <li>
            Saved pins that stand very close together can be smaller than 24 by 24 pixels to click
            or tap (target size, 2.5.8). Zoom in, or use the list.
          </li>
          <li>
            Dragging the map needs a pointer; with a keyboard, focus the map and use the arrow keys
            to move it and + and − to zoom.
          </li>
          <li>The Add Comment dialog does not close with Escape yet; use its Cancel button.</li>
          <li>
            Photos on comments are added by renters and have no written description beyond the
            comment itself.
          </li>
        </ul>
      </section>
      <section>
        <h2>Feedback and contact</h2>
        <p>
          Tell us about a barrier at{' '}
          <a href={`mailto:${CONTACT.accessibility}`}>{CONTACT.accessibility}</a>; we answer within
          5 working days. If you are not satisfied with our answer, you can complain to the
          Australian Human Rights Commission.
        </p>
      </section>
    </>
  );
}

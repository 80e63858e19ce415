import { Link } from 'react-router-dom';
import { APP_PATHS } from 'shared';
import { CONTACT } from './contact';

export function AboutPage() {
  return (
    <>
      <p>
        RentMap is a map of what renters say about the places they lived in, across Australia.
        Before you apply for a rental, look it up: someone may have left a comment about the
        building, the unit or the street, with photos.
      </p>
      <section>
        <h2>What you can do</h2>
        <ul>
          <li>
            Browse the OpenStreetMap map, search for a suburb or an address, and read every saved
            comment on the map or in the list, with filters for property type, photos, age and text.
            You do not need an account for any of this.
          </li>
          <li>
            With an account and a verified email, pin a comment on a place: its property type, a
            unit number, what it was like, and up to 3 photos.
          </li>
          <li>
            Like the comments that helped you, share a comment by its link, and edit or delete your
            own at any time.
          </li>
        </ul>
      </section>
      <section>
        <h2>Who it is for</h2>
        <p>
          People looking for a rental, and people who rented before them. Comments are about places
          and living in them; they are not reviews of named landlords, agents or neighbours, and
          they follow our <Link to="/terms">Terms</Link>.
        </p>
      </section>
      <section>
        <h2>How it is run</h2>
        <p>
          RentMap keeps what it needs and nothing more (see the{' '}
          <Link to="/privacy">Privacy policy</Link>): no advertising, no tracking cookies, no
          selling of data. Map data comes from OpenStreetMap contributors.
        </p>
      </section>
    </>
  );
}

export function ContactPage() {
  return (
    <>
      <p>Most things can be done straight away from the app; for everything else, write to us.</p>
      <section>
        <h2>A comment that breaks the rules</h2>
        <p>
          Use Report on the comment: say what is wrong (false or misleading, personal information,
          offensive, spam or a scam). A moderator looks at every report; a comment they hide
          disappears for everyone at once, and its author is told why.
        </p>
      </section>
      <section>
        <h2>Your account</h2>
        <ul>
          <li>
            Forgot your password: choose Forgot password? on the{' '}
            <Link to={APP_PATHS.auth}>sign-in form</Link>; we email you a code.
          </li>
          <li>
            A copy of your data, or deleting your account:{' '}
            <Link to={APP_PATHS.settings}>Settings</Link> → Your data.
          </li>
          <li>
            Anything else: <a href={`mailto:${CONTACT.support}`}>{CONTACT.support}</a>. Write from
            the email address of your account, and never send us your password.
          </li>
        </ul>
      </section>
      <section>
        <h2>Privacy and accessibility</h2>
        <p>
          Privacy questions and complaints:{' '}
          <a href={`mailto:${CONTACT.privacy}`}>{CONTACT.privacy}</a>. Something you cannot use, or
          that is hard to use:{' '}
          <a href={`mailto:${CONTACT.accessibility}`}>{CONTACT.accessibility}</a>. We answer within
          5 working days.
        </p>
      </section>
    </>
  );
}

export function HelpPage() {
  return (
    <>
      <p>
        The main tasks, step by step. Everything works with a mouse, a touch screen or a keyboard.
      </p>
      <section>
        <h2>Find a place</h2>
        <ol>
          <li>Type a suburb, a postcode or a street address in the search box over the map.</li>
          <li>Choose a result: the map moves there and pins it.</li>
          <li>
            Numbers on the map are groups of comments: click one to zoom in. The list beside the map
            (Show List on a phone) shows the comments in view, or all of them with Everywhere.
          </li>
        </ol>
      </section>
      <section>
        <h2>Narrow the list</h2>
        <p>
          Filter by property type, by comments with photos, by when they were added, or by text in
          the comment or address; sort by newest, oldest, nearest to the map centre or most liked.
          The address bar keeps it all, so a reload or a shared link shows the same view.
        </p>
      </section>
      <section>
        <h2>Add a comment</h2>
        <ol>
          <li>
            <Link to={APP_PATHS.auth}>Sign in</Link> or create an account, and verify your email
            with the code we send.
          </li>
          <li>
            Click the map where the place is (or search for it), then Add Comment in its pop-up.
          </li>
          <li>
            Choose the property type, add a unit number if there is one, write what it was like, and
            add up to 3 photos (JPEG, PNG, WebP or AVIF, 5 MB each). Save.
          </li>
        </ol>
        <p>
          Photos lose their location and camera details when uploaded. Leave out names, phone
          numbers and emails: a comment with them waits for a moderator.
        </p>
      </section>
      <section>
        <h2>Edit or delete your comment</h2>
        <p>
          Open <Link to={APP_PATHS.myComments}>My comments</Link> from the menu with your name, or
          open the comment&apos;s details on the map, then Edit or Delete.
        </p>
      </section>
      <section>
        <h2>Your account</h2>
        <p>
          <Link to={APP_PATHS.profile}>Profile</Link> holds your name, username, budget and room
          type, and changes your password. <Link to={APP_PATHS.settings}>Settings</Link> decides who
          sees your name on your comments (Public, Friends Only, which means signed-in users, or
          Private), whether the map may show your location, and which notifications you get; it also
          exports your data and deletes your account.
        </p>
      </section>
      <section>
        <h2>Keyboard</h2>
        <p>
          Tab moves through the page; the search box comes before the pins. Enter opens what has
          focus, and Escape closes dialogs and the phone&apos;s menu.
        </p>
      </section>
    </>
  );
}

/** Product news, newest first: what changed for the people using RentMap. */
export function BlogPage() {
  return (
    <>
      <p>What is new on RentMap.</p>
      <article>
        <h2>Your data is yours: export and deletion</h2>
        <p>
          <time dateTime="2026-11-24">24 November 2026</time>
        </p>
        <p>
          Settings → Your data now downloads everything we hold about you as one ZIP (your account,
          comments, likes, photos and sign-in history), and Delete Account deletes it all, comments
          and photos included. That is what the Australian Privacy Principles promise, and it works
          without writing to anyone.
        </p>
      </article>
      <article>
        <h2>Likes and the most liked first</h2>
        <p>
          <time dateTime="2026-11-24">24 November 2026</time>
        </p>
        <p>
          Like the comments that helped you. The list can now put the most liked first, so the
          comments other renters found useful rise to the top.
        </p>
      </article>
      <article>
        <h2>Every pin at every zoom</h2>
        <p>
          <time dateTime="2026-11-23">23 November 2026</time>
        </p>
        <p>
          Zoomed out, nearby comments now gather into numbered clusters instead of disappearing;
          click one to zoom into it. The list shows what the map shows, and every view has its own
          link to share.
        </p>
      </article>
    </>
  );
}

import { Link } from 'react-router-dom';
import { APP_PATHS } from 'shared';
import { CONTACT, LAST_UPDATED } from './contact';

function Updated() {
  return <p>Last updated {LAST_UPDATED}.</p>;
}

export function PrivacyPage() {
  return (
    <>
      <Updated />
      <p>
        This policy says what RentMap stores, why, who sees it, and how you get a copy or have it
        deleted. We follow the Australian Privacy Principles (APPs).
      </p>
      <section>
        <h2>Your account</h2>
        <ul>
          <li>
            Your email address, whether you verified it, and the first name, last name and username
            you chose to give (all optional).
          </li>
          <li>
            Your password as an argon2id hash: never the password itself. If you sign in with
            Google, your Google account&apos;s id and email, and nothing else from Google.
          </li>
          <li>Your profile preferences (budget range, room type) and your settings.</li>
          <li>
            A history of your sign-ins: when each started, was last renewed and ends. We keep no
            addresses or devices with it, and the sign-in tokens only as hashes.
          </li>
          <li>
            Emailed codes (verification, password reset) as keyed hashes, for 15 minutes each.
          </li>
        </ul>
      </section>
      <section>
        <h2>Your comments and likes</h2>
        <p>
          A comment is public: the place (its position and address, unit number, suburb, postcode),
          the property type, your text, its photos, its likes and when it was added and changed.
          Your name shows on it as your Profile Visibility says: Public, everyone; Friends Only,
          signed-in users; Private (the default), nobody, and it reads &quot;A renter&quot;. Which
          comments you liked is not shown to anyone.
        </p>
        <p>
          Reports and moderation: when someone reports a comment, we keep the report (its reason,
          details, who sent it and when) and every moderator&apos;s decision, with its reason, in an
          audit log. Comments with phone numbers or emails wait for a moderator before they are
          published.
        </p>
      </section>
      <section>
        <h2>Photos</h2>
        <p>
          We check each upload is a real image and store it again as a new JPEG (at most 1600 and
          400 pixels), with all metadata removed: camera details, the date taken, GPS location,
          everything. The file you uploaded is never kept, and stored photos get random names. A
          photo you upload but do not use in a comment is deleted after a day.
        </p>
      </section>
      <section>
        <h2>Logs and limits</h2>
        <p>
          Our server logs each request&apos;s method, path (without the query string) and the IP
          address it came from, to run and protect the service. Request bodies, passwords, tokens
          and email addresses are never logged. To stop password guessing and abuse we count
          requests and failed sign-ins per IP address and account; these counters expire on their
          own within 14 days.
        </p>
      </section>
      <section>
        <h2>Other services</h2>
        <ul>
          <li>
            Map tiles come from a tile service (OpenStreetMap by default): your browser asks it for
            the area you view, so it sees your IP address.
          </li>
          <li>
            Searches for addresses are sent by our server, not your browser, to a geocoding service
            (OpenStreetMap&apos;s Nominatim by default); the answers are kept for 7 days to save
            asking again.
          </li>
          <li>
            Show my location uses your browser&apos;s own permission prompt; your position stays in
            your browser and is never sent to us.
          </li>
          <li>Email goes through our mail provider, for account mail only.</li>
        </ul>
      </section>
      <section>
        <h2>Your rights: a copy, a correction, deletion</h2>
        <p>
          <Link to={APP_PATHS.profile}>Profile</Link> corrects your details.{' '}
          <Link to={APP_PATHS.settings}>Settings</Link> → Your data downloads everything above that
          is yours as a ZIP (APP 12), and Delete Account deletes your account, sign-ins, likes,
          comments and photos at once (APP 11 and 13). Comments are deleted, not anonymised: your
          own words and photos of where you lived could still identify you. Questions or complaints:{' '}
          <a href={`mailto:${CONTACT.privacy}`}>{CONTACT.privacy}</a>; if our answer does not settle
          it, you can complain to the Office of the Australian Information Commissioner (OAIC).
        </p>
      </section>
    </>
  );
}

export function TermsPage() {
  return (
    <>
      <Updated />
      <p>By using RentMap you agree to these terms. They are short on purpose.</p>
      <section>
        <h2>Your comments</h2>
        <ul>
          <li>Write about places you lived in or visited yourself, honestly and fairly.</li>
          <li>
            No personal information about anyone: no names of landlords, agents, neighbours or
            tenants, no phone numbers, emails or photos of people.
          </li>
          <li>Nothing offensive, defamatory or unlawful; no spam, advertising or scams.</li>
          <li>Only photos you took or may share.</li>
        </ul>
        <p>
          You keep the rights to what you post, and you let us show it on RentMap, in its shared
          links and exports, until you delete it.
        </p>
      </section>
      <section>
        <h2>Moderation</h2>
        <p>
          Anyone may report a comment. Moderators hide comments that break these terms and keep a
          record of why; an author whose comment was hidden is told the reason and may ask for a
          review. Accounts that keep breaking the terms may be closed. There are limits to how much
          one account may publish in an hour and a day.
        </p>
      </section>
      <section>
        <h2>Your account</h2>
        <p>
          Keep your password to yourself; you are responsible for what is posted from your account.
          You can delete it at any time from <Link to={APP_PATHS.settings}>Settings</Link>.
        </p>
      </section>
      <section>
        <h2>No guarantee</h2>
        <p>
          Comments are the opinions of their authors, not ours, and may be out of date. Check a
          property yourself before you sign a lease. RentMap is provided as it is, and it may change
          or be unavailable at times; nothing in these terms takes away your rights under the
          Australian Consumer Law.
        </p>
      </section>
      <section>
        <h2>Changes</h2>
        <p>
          When these terms change, the date above changes too. Questions:{' '}
          <a href={`mailto:${CONTACT.support}`}>{CONTACT.support}</a>.
        </p>
      </section>
    </>
  );
}

export function CookiesPage() {
  return (
    <>
      <Updated />
      <p>
        RentMap sets no cookies: none for tracking, advertising or analytics, and none of our own.
        What it keeps in your browser is below.
      </p>
      <section>
        <h2>Your sign-in: localStorage or sessionStorage</h2>
        <p>
          When you sign in, your browser keeps two tokens that prove it is you: a short-lived access
          token (15 minutes) and a refresh token that renews it.
        </p>
        <ul>
          <li>
            With Keep me logged in ticked, they are kept in <code>localStorage</code>: the sign-in
            survives closing the browser, is shared by your tabs, and ends after 30 days.
          </li>
          <li>
            Without it (the default), they are kept in <code>sessionStorage</code> only: they go
            when the browser session ends, and the sign-in ends after 12 hours at the latest.
          </li>
        </ul>
        <p>Sign Out removes them from both.</p>
      </section>
      <section>
        <h2>Other things kept in your browser</h2>
        <ul>
          <li>
            That you dismissed the map&apos;s first-visit hint, so it does not show again (
            <code>localStorage</code>).
          </li>
          <li>
            The last good list of the app&apos;s parts and where they load from, so the app keeps
            working if that list cannot be fetched (<code>localStorage</code>).
          </li>
        </ul>
        <p>
          Clearing your browser&apos;s site data removes all of it; you will be signed out and see
          the hint again.
        </p>
      </section>
      <section>
        <h2>Other sites</h2>
        <p>
          The map tile service sets no cookies through RentMap. If Sign in with Google is offered
          and you use it, Google&apos;s sign-in window follows Google&apos;s own cookie policy.
        </p>
      </section>
    </>
  );
}

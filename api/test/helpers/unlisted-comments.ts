import { createSignedInUser, type SignedInUser } from './auth';
import { moderate, saveComment } from './comments';
import type { TestApp } from './test-app';

type Coordinates = { lat: number; lon: number };

export interface ListingCast {
  named: SignedInUser;
  secret: SignedInUser;
  moderator: SignedInUser;
}

/**
 * The people of a public listing's tests: an author with a public profile (listed as "Ada
 * Lovelace"), one with a private profile ("Hidden Name", which nothing public may show) and a
 * moderator (no password).
 */
export async function createListingCast(t: Pick<TestApp, 'app' | 'db'>): Promise<ListingCast> {
  return {
    named: await createSignedInUser(t, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      profile_visibility: 'public',
    }),
    secret: await createSignedInUser(t, {
      first_name: 'Hidden',
      last_name: 'Name',
      profile_visibility: 'private',
    }),
    moderator: await createSignedInUser(t, { password: null, is_moderator: 1 }),
  };
}

/**
 * Two comments no public reader may see, made as they are made for real: one published through
 * the API and hidden by a moderator, one held at publishing (it names a person at an address).
 * Feeds and exports must leave both out.
 */
export async function publishHiddenAndHeld(
  t: Pick<TestApp, 'app'>,
  author: SignedInUser,
  moderator: SignedInUser,
  where: { hidden: Coordinates; held: Coordinates },
): Promise<{ hiddenId: string; heldId: string }> {
  const { id: hiddenId } = await saveComment(t, author, { coordinates: where.hidden });
  await moderate(t, moderator, hiddenId, 'hide', 'Names a person');
  const { id: heldId } = await saveComment(t, author, {
    coordinates: where.held,
    comment: 'My neighbour at 12 Smith St keeps the bins out',
    confirmPersonalInformation: true,
  });
  return { hiddenId, heldId };
}

import { expect, test, type Page } from '@playwright/test';
import { registerAccount, signInWithTokens } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { authHeaders, publishComment } from '../support/comments';
import { headerOf, waitForMail } from '../support/outbox';

/**
 * By email: a renter watches the map's view from beside the list; someone else
 * publishes a comment inside it; the alert worker mails the watcher a digest naming the
 * comment and linking to its place, with RFC 8058 one-click unsubscribe headers; the link
 * opens a page that asks first, and its button stops the area's emails.
 */

test.use({ viewport: { width: 1280, height: 860 } });

/** Mildura, VIC: no other spec publishes here. */
const CENTRE = {
  lat: -34.1855,
  lon: 142.1625,
  address: 'Langtree Ave, Mildura VIC 3500, Australia',
};
const START = `/?lat=${CENTRE.lat}&lon=${CENTRE.lon}&z=14`;
const AREA = `Mildura ${Date.now().toString(36)}`;

const panel = (page: Page) => page.getByTestId('saved-markers-panel');

test('a comment published in a watched area is emailed to the watcher, who unsubscribes in one click', async ({
  page,
  request,
}) => {
  const watcher = await registerAccount(request);
  const author = await registerAccount(request);
  await signInWithTokens(page, request, watcher);
  await page.goto(START);
  await expect(panel(page).getByText(/in this view$/)).toBeVisible();

  await panel(page).getByRole('button', { name: 'Watch this area' }).click();
  const dialog = page.getByRole('dialog', { name: 'Watch this area' });
  await dialog.getByLabel('Name').fill(AREA);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Now watching “${AREA}”`);

  const text = 'Afternoon sun in the back yard; the landlord fixed the fence in a week.';
  const commentId = await publishComment(request, author, CENTRE, {
    text,
    unitNumber: '12',
    locationType: 'House',
  });

  // The alert: one digest naming the comment, with a link to its place.
  const mail = await waitForMail(watcher.email, `1 new comment in ${AREA}`);
  expect(mail.text).toContain(text.slice(0, 60));
  expect(mail.text).toContain(`/places/${commentId}`);

  // RFC 8058: an https-or-http URL in angle brackets, and the one-click marker.
  expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const unsubscribe = /^<(https?:\/\/[^>]+)>$/.exec(headerOf(mail, 'List-Unsubscribe'))?.[1];
  expect(unsubscribe, headerOf(mail, 'List-Unsubscribe')).toBeDefined();
  const url = new URL(unsubscribe!);
  expect(url.pathname).toBe('/api/alerts/unsubscribe');

  // Opening the link only asks (a mail scanner following links unsubscribes no one).
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Emails about ${AREA}`);
  await expectNoAxeViolations(page);
  const areas = async () => {
    const listed = await request.get('/api/users/me/watched-areas', {
      headers: await authHeaders(request, watcher),
    });
    return (
      (await listed.json()) as { data: { content: { name: string; emailAlerts: boolean }[] } }
    ).data.content;
  };
  expect(await areas()).toEqual([expect.objectContaining({ name: AREA, emailAlerts: true })]);

  await page.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emails stopped');
  expect(await areas()).toEqual([expect.objectContaining({ name: AREA, emailAlerts: false })]);
});

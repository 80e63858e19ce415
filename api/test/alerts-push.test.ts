import { bearer, createSignedInUser, type SignedInUser } from './helpers/auth';
import { deliveriesOf, insertWatchedArea, publishComment } from './helpers/alerts';
import { usePushServiceStandIn } from './helpers/push-service-stand-in';
import { useTestApp } from './helpers/test-app';

const standIn = usePushServiceStandIn();

describe('alerts by Web Push', () => {
  const t = useTestApp();
  let author: SignedInUser;

  beforeEach(async () => {
    author = await createSignedInUser(t);
  });

  /** A user whose browser subscribed through the API, with one watched area. */
  async function subscribedOwner(overrides = {}) {
    const owner = await createSignedInUser(t, overrides);
    const browser = standIn.subscribe();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/push-subscriptions',
      headers: bearer(owner.accessToken),
      payload: browser,
    });
    expect(res.statusCode).toBe(201);
    const area = await insertWatchedArea(t.db, owner.user.id, { name: 'Glebe' });
    return { owner, browser, area };
  }

  it('pushes each comment once, with the area, the comment and its place', async () => {
    const { browser, area } = await subscribedOwner({ email_notifications: 0 });
    const first = await publishComment(t, author, { comment: 'Gas heating, no aircon' });
    await t.app.alerts.runDue();
    await t.app.alerts.runDue();
    const second = await publishComment(t, author, { comment: 'Landlord fixed the roof fast' });
    await t.app.alerts.runDue();

    const messages = standIn.messagesFor(browser.endpoint).map((text) => JSON.parse(text));
    expect(messages).toEqual([
      expect.objectContaining({
        title: 'New comment in Glebe',
        url: `http://localhost:3000/places/${first}`,
        tag: `area-${area.id}`,
      }),
      expect.objectContaining({ url: `http://localhost:3000/places/${second}` }),
    ]);
    expect(messages[0].body).toContain('Gas heating, no aircon');
    const rows = await deliveriesOf(t.db, area.id);
    expect(rows.map((row) => row.channel)).toEqual(['push', 'push']);
    expect(rows.every((row) => row.sent_at !== null)).toBe(true);
  });

  it('sends nothing by push when the user turned push notifications off', async () => {
    const { browser, area } = await subscribedOwner({
      push_notifications: 0,
      email_notifications: 0,
    });
    await publishComment(t, author);
    await t.app.alerts.runDue();
    expect(standIn.messagesFor(browser.endpoint)).toEqual([]);
    expect(await deliveriesOf(t.db, area.id)).toEqual([]);
  });

  it('retries a push the push service failed (5xx), once it answers', async () => {
    const { browser } = await subscribedOwner({ email_notifications: 0 });
    standIn.answerNext(browser.endpoint, 503);
    await publishComment(t, author);
    const start = new Date(Date.now() + 1000);
    await t.app.alerts.runDue({ now: start });
    expect(standIn.messagesFor(browser.endpoint)).toEqual([]);
    const failed = t.logs.find(
      (line) => line.msg.includes('will be retried') && line.kind === 'push',
    );
    expect(failed).toMatchObject({ attempt: 1 });

    await t.app.alerts.runDue({ now: new Date(start.getTime() + 11_000) });
    expect(standIn.messagesFor(browser.endpoint)).toHaveLength(1);
  });
});

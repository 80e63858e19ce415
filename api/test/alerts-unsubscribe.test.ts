import { createSignedInUser } from './helpers/auth';
import { insertWatchedArea } from './helpers/alerts';
import { useTestApp } from './helpers/test-app';
import { expectFailure } from './helpers/responses';
import { rowById } from './helpers/rows';

const URL_PATH = '/api/alerts/unsubscribe';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const ONE_CLICK = 'List-Unsubscribe=One-Click';
const UNKNOWN = 'x'.repeat(43);

describe('one-click unsubscribe from alert emails', () => {
  const t = useTestApp();

  const newArea = async (name = 'Surry Hills') => {
    const owner = await createSignedInUser(t);
    return insertWatchedArea(t.db, owner.user.id, { name });
  };
  const emailAlerts = async (id: string) =>
    Number((await rowById(t.db, 'watched_areas', id)).email_alerts);
  const link = (token: string) => `${URL_PATH}?token=${encodeURIComponent(token)}`;
  /** The one-click POST a mail program sends (RFC 8058), with extra headers if any. */
  const oneClick = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: link(token),
      headers: { ...FORM, ...headers },
      payload: ONE_CLICK,
    });

  it('POST with List-Unsubscribe=One-Click turns the area’s emails off (and again is fine)', async () => {
    const area = await newArea();
    const res = await oneClick(area.unsubscribe_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { areaName: 'Surry Hills', emailAlerts: false },
    });
    expect(await emailAlerts(area.id)).toBe(0);

    const again = await oneClick(area.unsubscribe_token);
    expect(again.statusCode).toBe(200);
    expect(await emailAlerts(area.id)).toBe(0);
  });

  it('leaves every other area as it was', async () => {
    const area = await newArea();
    const other = await newArea();
    await oneClick(area.unsubscribe_token);
    expect(await emailAlerts(other.id)).toBe(1);
  });

  it('GET shows a page with a button and changes nothing (mail scanners open links)', async () => {
    const area = await newArea('<Paddington> & "Co"');
    const res = await t.app.inject({
      method: 'GET',
      url: link(area.unsubscribe_token),
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('&lt;Paddington&gt; &amp; &quot;Co&quot;');
    expect(res.body).toContain('<form method="post"');
    expect(res.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(res.body).toContain('Stop these emails');
    expect(res.body).not.toMatch(/<script/i);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('script-src');
    expect(await emailAlerts(area.id)).toBe(1);

    // The page's own form, as a browser posts it: a page back, emails off.
    const posted = await oneClick(area.unsubscribe_token, { accept: 'text/html' });
    expect(posted.statusCode).toBe(200);
    expect(posted.headers['content-type']).toMatch(/^text\/html/);
    expect(posted.body).toContain('Emails stopped');
    expect(await emailAlerts(area.id)).toBe(0);

    const after = await t.app.inject({ method: 'GET', url: link(area.unsubscribe_token) });
    expect(after.body).toContain('already off');
    expect(after.body).not.toContain('<form');
  });

  it('answers 404 for a token no area has: JSON, or a page for a browser', async () => {
    const post = await oneClick(UNKNOWN);
    expectFailure(post, 404, 'NOT_FOUND', expect.stringContaining('not valid'));
    const get = await t.app.inject({ method: 'GET', url: link(UNKNOWN) });
    expect(get.statusCode).toBe(404);
    expect(get.json().code).toBe('NOT_FOUND');
    const page = await t.app.inject({
      method: 'GET',
      url: link(UNKNOWN),
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This link no longer works');
  });

  it.each([
    ['no token', URL_PATH, FORM, ONE_CLICK],
    ['an empty token', `${URL_PATH}?token=`, FORM, ONE_CLICK],
    ['a token too long', link('a'.repeat(129)), FORM, ONE_CLICK],
    ['no body', link(UNKNOWN), {}, undefined],
    ['another value', link(UNKNOWN), FORM, 'List-Unsubscribe=Yes'],
    ['broken JSON', link(UNKNOWN), { 'content-type': 'application/json' }, '{"List-Unsu'],
    ['JSON of the wrong type', link(UNKNOWN), { 'content-type': 'application/json' }, '[1]'],
  ])('POST with %s is a 400 in the error shape', async (_what, url, headers, payload) => {
    const res = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: expect.any(String),
    });
  });

  it('GET without a token is a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL_PATH });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('takes form posts only here: other routes still refuse them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: FORM,
      payload: 'identifier=a&password=b',
    });
    expect(res.statusCode).toBe(415);
  });

  it('is in the OpenAPI document: the one-click form and the page, no sign-in', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = doc.paths[URL_PATH];
    expect(Object.keys(operations).sort()).toEqual(['get', 'head', 'post']);
    expect(Object.keys(operations.post.requestBody.content)).toContain(
      'application/x-www-form-urlencoded',
    );
    expect(
      operations.post.requestBody.content['application/x-www-form-urlencoded'].schema,
    ).toMatchObject({ required: ['List-Unsubscribe'] });
    expect(operations.post.parameters).toEqual([
      expect.objectContaining({ name: 'token', in: 'query', required: true }),
    ]);
    expect(Object.keys(operations.get.responses['200'].content)).toEqual(['text/html']);
    // An unknown link: a page for a browser, the JSON error for anything else.
    expect(Object.keys(operations.get.responses['404'].content).sort()).toEqual([
      'application/json',
      'text/html',
    ]);
    expect(Object.keys(operations.get.responses['400'].content)).toEqual(['application/json']);
    expect(operations.post.security).toEqual([]);
    expect(operations.get.security).toEqual([]);
  });

  it('is rate-limited per address', async () => {
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      last = (await t.app.inject({ method: 'GET', url: link(UNKNOWN) })).statusCode;
    }
    expect(last).toBe(429);
  });
});

import type { WatchedArea } from 'shared/contract';
import { BONDI_BOUNDS, deliveriesOf, publishComment } from './helpers/alerts';
import { bearerOf, createSignedInUser, type SignedInUser } from './helpers/auth';
import { readOutbox } from './helpers/outbox';
import { useTestApp } from './helpers/test-app';

/** A checklist answered against New South Wales' list (Bondi is in NSW). */
const checklist = (...answers: Array<[item: string, answer: string]>) => ({
  checklist: { answers: answers.map(([item, answer]) => ({ item, answer })) },
});

describe('a watched area that alerts only on reports of something not met', () => {
  const t = useTestApp();
  let author: SignedInUser;
  let owner: SignedInUser;

  beforeEach(async () => {
    // Each test its own accounts: an account may publish 10 comments an hour.
    author = await createSignedInUser(t);
    owner = await createSignedInUser(t);
  });

  /** Saves an area around Bondi the way the Watch dialog does. */
  const watch = async (name: string, notMet?: boolean): Promise<WatchedArea> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/watched-areas',
      headers: bearerOf(owner),
      payload: {
        name,
        kind: 'view',
        bounds: BONDI_BOUNDS,
        filters: { types: [], photos: false, ...(notMet !== undefined && { notMet }) },
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as WatchedArea;
  };

  const toldOf = async (areaId: string) =>
    (await deliveriesOf(t.db, areaId))
      .filter((row) => row.channel === 'email')
      .map((row) => row.comment_id)
      .sort();

  it('is told of a comment with a not-met answer, never of one with none; others of all', async () => {
    const notMetOnly = await watch('Bondi, not met', true);
    const everything = await watch('Bondi, everything', false);
    const unsaid = await watch('Bondi, as older clients save it');
    expect(notMetOnly.filters).toEqual({ types: [], photos: false, notMet: true });
    expect(unsaid.filters.notMet).toBe(false);

    const notMet = await publishComment(
      t,
      author,
      checklist(['nsw.damp', 'not-met'], ['nsw.water', 'met']),
    );
    const metOrNotSure = await publishComment(
      t,
      author,
      checklist(['nsw.damp', 'met'], ['nsw.ventilation', 'not-sure']),
    );
    const noChecklist = await publishComment(t, author);
    await t.app.alerts.runDue();

    expect(await toldOf(notMetOnly.id)).toEqual([notMet]);
    const all = [notMet, metOrNotSure, noChecklist].sort();
    expect(await toldOf(everything.id)).toEqual(all);
    expect(await toldOf(unsaid.id)).toEqual(all);
  });

  it("names in the email what each comment's checklist reports not met", async () => {
    const area = await watch('Bondi', false);
    const notMet = await publishComment(
      t,
      author,
      checklist(['nsw.ventilation', 'not-met'], ['nsw.damp', 'not-met'], ['nsw.water', 'met']),
    );
    const met = await publishComment(t, author, checklist(['nsw.damp', 'met']));
    await t.app.alerts.runDue();

    const mails = (await readOutbox(t)).filter((mail) => mail.to.includes(owner.user.email));
    expect(mails.map((mail) => mail.subject)).toEqual([`2 new comments in ${area.name}`]);
    const [mail] = mails;
    const entryOf = (id: string) =>
      mail!.text.split(/\r?\n\r?\n/).find((part) => part.includes(id));
    // In the list's order: damp before ventilation, whatever order they were answered in.
    expect(entryOf(notMet)).toContain('Reported not met: Mould and damp, Ventilation');
    expect(entryOf(met)).not.toContain('Reported not met');
    expect(mail!.html).toContain('Reported not met: Mould and damp, Ventilation');
  });
});

import type { AccountCodePurpose } from '../src/db/types';
import type { Db } from '../src/db/kysely';
import { AccountCodes } from '../src/modules/auth/account-codes.service';
import { PhoneService } from '../src/modules/sms/phone.service';
import { createSignedInUser } from './helpers/auth';
import { eventually } from './helpers/alerts';
import { useTestApp } from './helpers/test-app';

/** Numbers from the ACMA's range for fiction (0491 570 006–159), which text nobody. */
const OWN = '+61491570140';
const VICTIM = '+61491570141';

/** Holds the first code issued until released; the others go at once. */
class Gate {
  entered = false;
  private used = false;
  private open!: () => void;
  private readonly opened = new Promise<void>((resolve) => {
    this.open = resolve;
  });

  async pass(): Promise<void> {
    if (this.used) return;
    this.used = true;
    this.entered = true;
    await this.opened;
  }

  release(): void {
    this.open();
  }
}

/** The real account codes, whose first issue waits at the gate (a slow request). */
class GatedCodes extends AccountCodes {
  constructor(
    db: Db,
    key: Buffer,
    private readonly gate: Gate,
  ) {
    super(db, key);
  }

  override async issue(userId: string, purpose: AccountCodePurpose): Promise<string> {
    await this.gate.pass();
    return super.issue(userId, purpose);
  }
}

describe('verifying a phone number while another number is being set', () => {
  const t = useTestApp();

  function phoneService(gate: Gate) {
    const texts: Array<{ to: string; code: string }> = [];
    const service = new PhoneService({
      db: t.db,
      codesIn: (db) => new GatedCodes(db, t.app.accountCodeKey, gate),
      countries: ['AU'],
      sendSms: async (to, text) => {
        texts.push({ to, code: /\d{6}/.exec(text)![0] });
      },
    });
    const codeFor = (to: string) => texts.filter((sms) => sms.to === to).at(-1)!.code;
    return { service, texts, codeFor };
  }

  const phoneOf = (userId: string) =>
    t.db
      .selectFrom('users')
      .select(['phone_number', 'phone_verified_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  it("one after the other: A's code is refused once B's was asked for; B stays unverified until B's code", async () => {
    const { user } = await createSignedInUser(t);
    const gate = new Gate();
    gate.release();
    const { service, codeFor } = phoneService(gate);
    await service.setPhone(user.id, OWN, async () => undefined);
    await service.setPhone(user.id, VICTIM, async () => undefined);

    await expect(service.verifyPhone(user.id, codeFor(OWN))).rejects.toMatchObject({
      code: 'INVALID_CODE',
    });
    expect(await phoneOf(user.id)).toEqual({ phone_number: VICTIM, phone_verified_at: null });

    const verified = await service.verifyPhone(user.id, codeFor(VICTIM));
    expect(verified).toMatchObject({ phoneNumber: VICTIM, phoneVerified: true });
    expect((await phoneOf(user.id)).phone_verified_at).not.toBeNull();
  });

  it('at the same time: the code texted to one number never verifies the other', async () => {
    const { user } = await createSignedInUser(t);
    const gate = new Gate();
    const { service, texts, codeFor } = phoneService(gate);

    // The request for the user's own number is slow: its code is issued last.
    const own = service.setPhone(user.id, OWN, async () => undefined);
    await eventually(async () => gate.entered, 5_000, 'the first code being issued');
    const victim = service.setPhone(user.id, VICTIM, async () => undefined);
    // The second request goes as far as it can meanwhile (on SQLite, whose one connection the
    // first request's transaction holds, not far).
    await new Promise((resolve) => setTimeout(resolve, 300));
    gate.release();
    await Promise.all([own, victim]);
    expect(texts.map((sms) => sms.to).sort()).toEqual([OWN, VICTIM].sort());

    // The slow request was the first to ask: the number stored is the second one.
    expect(await phoneOf(user.id)).toEqual({ phone_number: VICTIM, phone_verified_at: null });
    // The code from the user's own phone does not verify it...
    await expect(service.verifyPhone(user.id, codeFor(OWN))).rejects.toMatchObject({
      code: 'INVALID_CODE',
    });
    expect(await phoneOf(user.id)).toEqual({ phone_number: VICTIM, phone_verified_at: null });
    // ...only the code texted to it does.
    const verified = await service.verifyPhone(user.id, codeFor(VICTIM));
    expect(verified).toMatchObject({ phoneNumber: VICTIM, phoneVerified: true });
  });
});

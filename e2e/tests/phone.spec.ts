import { expect, test, type Page } from '@playwright/test';
import { registerAccount, signInThroughModal, type TestAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { smsCode, waitForSms } from '../support/sms-outbox';

/**
 * The mobile number for SMS alerts on /settings: a person types their number,
 * the code arrives by SMS (the embedded default's outbox, DATA_DIR/sms-outbox), they type
 * it and the number shows verified, also after a reload; then they remove it. axe checks the
 * block in each state, at desktop and phone widths.
 */

/**
 * A number from the range the ACMA keeps for fiction (0491 570 006–159), different on each
 * run: the API texts one number at most 3 codes an hour.
 */
function fictionalMobile(): { typed: string; e164: string } {
  const last = String(6 + (Date.now() % 150)).padStart(3, '0');
  return { typed: `0491 570 ${last}`, e164: `+61491570${last}` };
}

const block = (page: Page) => page.getByTestId('phone-number');
const AXE_SCOPE = '[data-testid="settings-page"]';

/** Signs in from the header (at desktop width, where it shows Sign In), then opens /settings. */
async function openSettingsSignedIn(page: Page, account: TestAccount): Promise<void> {
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/');
  await signInThroughModal(page, account);
  await page.setViewportSize(viewport);
  await page.goto('/settings');
  await expect(page.getByRole('switch', { name: 'SMS notifications' })).toBeVisible();
}

for (const { name, viewport } of [
  { name: 'desktop', viewport: { width: 1280, height: 860 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('a user verifies their mobile number with the texted code, then removes it', async ({
      page,
      request,
    }, info) => {
      const account = await registerAccount(request);
      const mobile = fictionalMobile();
      await openSettingsSignedIn(page, account);

      // No number yet: the field, what it is for, Send code.
      const field = block(page).getByRole('textbox', { name: 'Mobile number for SMS alerts' });
      await expect(field).toBeVisible();
      await expect(field).toHaveAccessibleDescription(/SMS alerts need a verified mobile number/);
      await expectNoAxeViolations(page, AXE_SCOPE);

      // A landline is refused under the field.
      await field.fill('02 5550 4321');
      await block(page).getByRole('button', { name: 'Send code' }).click();
      await expect(block(page).getByRole('alert')).toHaveText(
        'This is not a mobile number: SMS alerts need one.',
      );
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, AXE_SCOPE);

      // SMS notifications on without a verified number: the block says what is missing.
      await page.getByRole('switch', { name: 'SMS notifications' }).click();
      await expect(block(page)).toContainText('SMS alerts go only to a verified mobile number');

      const sent = new Date(Date.now() - 1000);
      await field.fill(mobile.typed);
      await block(page).getByRole('button', { name: 'Send code' }).click();
      const codeField = block(page).getByRole('textbox', { name: 'Verification code' });
      await expect(codeField).toBeVisible();
      await expect(block(page)).toContainText(`We texted a 6-digit code to ${mobile.e164}`);
      await expect(block(page)).toContainText('Not verified');
      await expectNoAxeViolations(page, AXE_SCOPE);
      await block(page).screenshot({ path: info.outputPath(`phone-code-${name}.png`) });

      const sms = await waitForSms(mobile.e164, sent);
      expect(sms.text).toMatch(/^Your RentMap code is \d{6}$/);
      const code = smsCode(sms);

      // A wrong code first.
      await codeField.fill(code === '000000' ? '111111' : '000000');
      await block(page).getByRole('button', { name: 'Verify' }).click();
      await expect(block(page).getByRole('alert')).toHaveText(
        'This code is wrong or has expired. Check the SMS, or send a new code.',
      );
      await expectNoAxeViolations(page, AXE_SCOPE);

      await codeField.fill(code);
      await block(page).getByRole('button', { name: 'Verify' }).click();
      await expect(block(page).getByTestId('phone-number-value')).toHaveText(mobile.e164);
      await expect(block(page).getByText('Verified', { exact: true })).toBeVisible();
      await expect(block(page)).not.toContainText('SMS alerts go only to a verified');
      await expectNoAxeViolations(page, AXE_SCOPE);
      await page.screenshot({
        path: info.outputPath(`phone-verified-${name}.png`),
        fullPage: true,
      });

      if (name === 'phone') {
        // Nothing wider than the screen.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        const box = await block(page).boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      }

      // The server has it: still verified after a reload.
      await page.reload();
      await expect(block(page).getByTestId('phone-number-value')).toHaveText(mobile.e164);

      await block(page).getByRole('button', { name: 'Remove' }).click();
      await expect(
        block(page).getByRole('textbox', { name: 'Mobile number for SMS alerts' }),
      ).toHaveValue('');
      await expect(block(page)).toContainText('Your mobile number is removed.');
      await expectNoAxeViolations(page, AXE_SCOPE);
    });

    test('an account whose email is not verified is sent to verify it before adding a number', async ({
      page,
      request,
    }, info) => {
      const account = await registerAccount(request, { verified: false });
      await openSettingsSignedIn(page, account);

      // Codes are paid messages: no field to type a number into until the email is verified.
      await expect(block(page)).toHaveAttribute('data-stage', 'needs-email');
      await expect(block(page)).toContainText(
        'Only accounts with a verified email address can add a mobile number.',
      );
      await expect(block(page).getByRole('textbox')).toHaveCount(0);
      const verify = block(page).getByRole('link', { name: 'Verify your email address' });
      await expect(verify).toHaveAttribute(
        'href',
        `/verify-email?email=${encodeURIComponent(account.email)}`,
      );
      await expectNoAxeViolations(page, AXE_SCOPE);
      await block(page).screenshot({ path: info.outputPath(`phone-needs-email-${name}.png`) });

      // The API refuses it too, whatever a client sends.
      const token = await page.evaluate(
        () => localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken'),
      );
      const refused = await request.put('/api/users/me/phone', {
        data: { phoneNumber: fictionalMobile().typed },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(refused.status()).toBe(403);
      expect((await refused.json()).code).toBe('EMAIL_NOT_VERIFIED');

      await verify.click();
      await expect(page).toHaveURL(/\/verify-email\?email=/);
    });
  });
}

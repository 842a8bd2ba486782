import { expect, test, type Page } from '@playwright/test';
import { AUTH_MESSAGES } from '@sukoon/contract/auth-messages';
import { logInWithPage, newPerson, registerVerified, type TestPerson } from './harness/accounts.ts';
import { mailsTo, otpFrom, waitForMail } from './harness/mailbox.ts';

async function fillSignUp(page: Page, person: TestPerson) {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Mobile number').fill(person.phone);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

test('sign up, verify the e-mailed OTP, log in, edit the profile, change the password, log in again', async ({
  page,
}) => {
  test.slow();
  const person = newPerson('journey');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Signup to Sukoon' })).toBeVisible();
  await fillSignUp(page, person);
  const mailsBefore = mailsTo(person.email).length;
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(AUTH_MESSAGES.registrationOtpSent)).toBeVisible();
  await expect(page).toHaveURL(/\/verifyotp$/);
  await expect(page.getByText(person.email)).toBeVisible();

  const otp = otpFrom(await waitForMail(person.email, mailsBefore));
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('OTP verified successfully! You can now log in.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email or mobile number')).toHaveValue(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Public Profile' })).toBeVisible();
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText('Meera Iyer')).toBeVisible();
  await expect(sidebar.getByText('MI', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await expect(page.getByLabel('Email')).not.toBeEditable();
  await expect(page.locator('main').getByLabel('Language')).toHaveValue('English (US)');
  await page.getByLabel('Hobby').fill('Gardening');
  await page.locator('main').getByLabel('Language').selectOption('English (UK)');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Address').fill('12 Lake Road, Pune');
  await page.getByRole('button', { name: 'Save' }).click();
  const saved = page.getByText('Profile saved successfully!');
  await expect(saved).toBeVisible();
  await expect(saved).toBeHidden();
  await page.reload();
  await expect(page.getByLabel('Hobby')).toHaveValue('Gardening');
  await expect(page.locator('main').getByLabel('Language')).toHaveValue('English (UK)');
  await expect(page.getByLabel('Date of birth')).toHaveValue('1990-05-17');
  await expect(page.getByLabel('Gender')).toHaveValue('Female');
  await expect(page.getByLabel('Address')).toHaveValue('12 Lake Road, Pune');

  await sidebar.getByRole('link', { name: 'Account Security' }).click();
  await expect(page).toHaveURL(/\/account-setting$/);
  const newPassword = `${person.password}-new`;
  await page.getByLabel('Current password').fill(person.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('New password do not match');
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(AUTH_MESSAGES.passwordChanged)).toBeVisible();
  // The fresh token keeps this tab signed in.
  await sidebar.getByRole('link', { name: 'Public Profile' }).click();
  await expect(page.getByLabel('Hobby')).toHaveValue('Gardening');

  await logOut(page);
  await page.goto('/login');
  await page.getByLabel('Email or mobile number').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(AUTH_MESSAGES.invalidCredentials)).toBeVisible();
  await expect(page.getByLabel('Email or mobile number')).toHaveValue('');
  await expect(page.getByLabel('Password')).toHaveValue('');
  await logInWithPage(page, person.phone, newPassword);
  await expect(page).toHaveURL(/\/$/);
});

test('forgot password: the e-mailed OTP resets it, then the new password logs in', async ({
  page,
  request,
}) => {
  test.slow();
  const person = newPerson('forgot');
  await registerVerified(request, person);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await page.getByLabel('Email').fill(person.email);
  const mailsBefore = mailsTo(person.email).length;
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(AUTH_MESSAGES.resetOtpSent)).toBeVisible();
  await expect(page).toHaveURL(/\/resetPassword$/);
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await expect(page.getByLabel('Email')).not.toBeEditable();

  const otp = otpFrom(await waitForMail(person.email, mailsBefore));
  const newPassword = 'a-brand-new-calm-password';
  await page.getByLabel('OTP').fill(otp === '000000' ? '111111' : '000000');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.resetOtpInvalid);
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(AUTH_MESSAGES.passwordReset).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await logInWithPage(page, person.email, newPassword);
  await expect(page).toHaveURL(/\/$/);
});

test('logging in before verifying says so; a wrong OTP and a resend are explained', async ({
  page,
  request,
}) => {
  const person = newPerson('pending');
  const registered = await request.post('/api/register', { data: person });
  expect(registered.status()).toBe(200);

  await page.goto('/login');
  await page.getByLabel('Email or mobile number').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `Your email has not been verified. ${AUTH_MESSAGES.emailNotVerified}`,
  );

  await page.goto('/register');
  await fillSignUp(page, person);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/verifyotp$/);
  const mailsBefore = mailsTo(person.email).length;
  await page.getByRole('button', { name: 'Didn’t receive an OTP?' }).click();
  await expect(page.getByText('OTP resent successfully! Please check your email.')).toBeVisible();
  const otp = otpFrom(await waitForMail(person.email, mailsBefore));
  await page.getByLabel('OTP').fill(otp === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.otpInvalid);
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the OTP page opened on its own (another device) resends the code by e-mail and finishes the sign-up', async ({
  page,
  request,
}) => {
  const person = newPerson('standalone');
  expect((await request.post('/api/register', { data: person })).status()).toBe(200);
  await waitForMail(person.email, 0);

  await page.goto('/verifyotp');
  await expect(page.getByRole('link', { name: 'sign up again' })).toHaveAttribute('href', '/register');
  await expect(page.getByLabel('OTP')).toHaveAttribute('autocomplete', 'one-time-code');
  const resend = page.getByRole('button', { name: 'Didn’t receive an OTP?' });
  await resend.click();
  await expect(page.getByRole('alert')).toContainText('Enter your e-mail above first');

  await page.getByLabel('Email').fill(person.email);
  const mailsBefore = mailsTo(person.email).length;
  await resend.click();
  await expect(page.getByText('OTP resent successfully! Please check your email.')).toBeVisible();
  const otp = otpFrom(await waitForMail(person.email, mailsBefore));
  await page.getByLabel('OTP').fill(otp);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInWithPage(page, person.email, person.password);
  await expect(page).toHaveURL(/\/$/);
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberReturnPath } from '../app/return-path.ts';
import { fakeEngine } from '../app/testing/fake-engine.ts';
import { renderConsole } from '../app/testing/render-console.tsx';
import { clearConsole, seedConsole } from '../app/testing/seed-console.ts';
import type { MessageKey } from '../contract/message-keys.ts';
import type { LoginStep } from '../sync-client/engine-api.ts';
import type { CommandResult, FailureCode } from '../sync-client/failure.ts';

const done = (): CommandResult<LoginStep> => ({ ok: true, value: { step: 'done' } });
const fail = (code: FailureCode, status: number, messageKey?: MessageKey): CommandResult<LoginStep> => ({
  ok: false,
  code,
  ...(messageKey ? { messageKey } : {}),
  ...(status > 0 ? { status } : {}),
});

async function fillCredentials(user = userEvent.setup()) {
  await user.type(await screen.findByLabelText('Username'), 'anna');
  await user.type(screen.getByLabelText('Password'), 'Demo-Arc-2026');
  return user;
}

/** Logs in through the form with an engine that lets the operator in, and waits for the console to show `path`. */
async function expectLoginToReach(path: string): Promise<void> {
  const engine = fakeEngine({
    login: async () => {
      await seedConsole();
      return done();
    },
  });
  const { location } = await renderConsole('/login', engine);
  const user = await fillCredentials();
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(location()).toBe(path));
}

beforeEach(async () => {
  await clearConsole();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(clearConsole);

describe('login page', () => {
  it('ux polish: the phone prefix suggested is the country of the language; the page title is translated', async () => {
    const user = userEvent.setup();
    await renderConsole('/login');
    // The test resources hold English and Swedish only: other languages show the English labels.
    const language = () => screen.getByRole('combobox', { name: /^(Language|Språk)$/ });
    const phone = () => screen.getByRole('textbox', { name: /^(Phone number|Telefonnummer)$/ }) as HTMLInputElement;
    await user.selectOptions(await screen.findByLabelText('Telephony integration'), 'basicTel');
    expect(phone().value).toBe('+46');
    await user.selectOptions(language(), 'Norsk bokmål');
    await waitFor(() => expect(phone().value).toBe('+47'));
    await user.selectOptions(language(), 'Suomi');
    await waitFor(() => expect(phone().value).toBe('+358'));
    await user.selectOptions(language(), 'Svenska');
    await waitFor(() => expect(document.title).toBe('ARC operatörskonsol'));
    expect(phone().value).toBe('+46');
  });

  it('LOGIN-01 LOGIN-02 LOGIN-03 CALL-01 shows language, username, password and the telephony integrations', async () => {
    await renderConsole('/login');
    const language = await screen.findByLabelText('Language');
    expect(within(language).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Svenska',
      'Norsk bokmål',
      'Suomi',
    ]);
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    const telephony = screen.getByLabelText('Telephony integration');
    expect(within(telephony).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'none',
      'external',
      'basicTel',
      'basicCallto',
      'cloud',
      'local',
    ]);
  });

  it('LOGIN-04 LOGIN-05 shows the phone number, prefilled with +46, only for external, basic tel and callto', async () => {
    const user = userEvent.setup();
    await renderConsole('/login');
    const telephony = await screen.findByLabelText('Telephony integration');
    expect(screen.queryByLabelText('Phone number')).toBeNull();
    for (const value of ['external', 'basicTel', 'basicCallto']) {
      await user.selectOptions(telephony, value);
      expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('+46');
    }
    for (const value of ['cloud', 'local', 'none']) {
      await user.selectOptions(telephony, value);
      expect(screen.queryByLabelText('Phone number')).toBeNull();
    }
  });

  it('LOGIN-06 links to the admin portal for a forgotten password, in a new tab', async () => {
    await renderConsole('/login');
    const link = await screen.findByRole('link', { name: /Forgot password\?/ });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/.+\/forgot-password$/);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('VALID-01 VALID-02 refuses empty username and password without calling the engine', async () => {
    const user = userEvent.setup();
    const { engine } = await renderConsole('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Username can not be empty!')).toBeTruthy();
    expect(screen.getByText('Password can not be empty!')).toBeTruthy();
    expect(engine.calls.filter((call) => call.command === 'login')).toEqual([]);
  });

  it('VALID-04 refuses a phone that is not a plus and 7 to 15 digits', async () => {
    const { engine } = await renderConsole('/login');
    const user = await fillCredentials();
    await user.selectOptions(screen.getByLabelText('Telephony integration'), 'basicTel');
    await user.type(screen.getByLabelText('Phone number'), '12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Phone number is invalid!')).toBeTruthy();
    expect(engine.calls.some((call) => call.command === 'login')).toBe(false);
  });

  it('VALID-05 warns that calls cannot be received with an empty phone, and continues only when asked', async () => {
    const engine = fakeEngine({ login: async () => fail('invalid_grant', 400) });
    await renderConsole('/login', engine);
    const user = await fillCredentials();
    await user.selectOptions(screen.getByLabelText('Telephony integration'), 'external');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'No phone number' });
    expect(dialog.textContent).toContain('you cannot receive calls');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(engine.calls.some((call) => call.command === 'login')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(engine.calls.find((call) => call.command === 'login')?.args).toEqual({
      username: 'anna',
      password: 'Demo-Arc-2026',
      telephony: 'external',
    }));
  });

  it('LOGIN-08 ROUTE-21 a login without two-factor returns to the remembered path', async () => {
    rememberReturnPath('/dashboard/settings');
    await expectLoginToReach('/dashboard/settings');
  });

  it('ROUTE-21 without a remembered path a login goes to groups', async () => {
    await expectLoginToReach('/dashboard/groups');
  });

  it('LOGIN-09 VALID-03 asks for the two-factor code with remember-me and sends both', async () => {
    const engine = fakeEngine({
      login: async () => ({ ok: true, value: { step: 'twoFactor', method: 'sms' } }),
      submitTwoFactor: async () => fail('TwoFactorInvalidOnetimeCode', 406, 'AUTH_CODE_VALIDATION_FAILED_INVALID_ONE_TIME_CODE'),
    });
    await renderConsole('/login', engine);
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Code can not be empty!')).toBeTruthy();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByLabelText('Remember me on this computer'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(engine.calls.find((call) => call.command === 'submitTwoFactor')?.args).toEqual({ code: '123456', rememberMe: true }),
    );
    // LOGIN-16
    expect((await screen.findByRole('alert')).textContent).toBe('The one-time code is invalid.');
  });

  it.each([
    // The server's code, its text, and the failure the engine makes of that 406 (workers/sync/failure-from-http.ts).
    ['LOGIN-15', 'TwoFactorTooManyFailedAttempts', 'Too many failed attempts.', fail('TwoFactorTooManyFailedAttempts', 406, 'AUTH_CODE_VALIDATION_FAILED_TOO_MANY_ATTEMPTS')],
    ['LOGIN-17', 'SomethingElse', 'The code could not be validated.', fail('TwoFactorInvalidOnetimeCode', 406, 'AUTH_CODE_VALIDATION_FAILED')],
  ])('%s a two-factor 406 with %s shows its message', async (_id, _code, text, failure) => {
    const engine = fakeEngine({
      login: async () => ({ ok: true, value: { step: 'twoFactor', method: 'google' } }),
      submitTwoFactor: async () => failure,
    });
    await renderConsole('/login', engine);
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it.each([
    ['LOGIN-18', fail('SERVER_REFUSED', 500, 'LOGIN_INTERNAL_ERROR'), 'Internal error occured during login process'],
    ['LOGIN-19', fail('untrustedsource', 400, 'UNTRUSTED_SOURCE'), 'Login is not allowed from this network.'],
    ['LOGIN-10', fail('INVALID_TWO_FACTOR_AUTH_TYPE', 200, 'INVALID_TWO_FACTOR_AUTH_TYPE'), 'Invalid twoFactorAuthType returned'],
    ['ERR-01', fail('TIMEOUT', 0, 'INTERNET_CONNECTION_ABORT'), 'The connection to the server was lost. Check your internet connection.'],
  ])('%s a failed login shows the right message', async (_id, result, text) => {
    await renderConsole('/login', fakeEngine({ login: async () => result }));
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('LOGIN-11 LOGIN-13 VALID-06 LOGIN-14 the forced reset lists the policy, checks it, then restores the form', async () => {
    const engine = fakeEngine({
      login: async () => ({
        ok: true,
        value: { step: 'resetPassword', policy: { MinLength: 10, MinNumbers: 2, MinLowerCase: 1, MinUpperCase: 1, ForbiddenChars: '<>' } },
      }),
      resetPassword: async () => ({ ok: true, value: { step: 'credentials' } }),
    });
    await renderConsole('/login', engine);
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new password' });
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'at least 10 characters',
      'at least 2 digits',
      'at least 1 lowercase letter',
      'at least 1 uppercase letter',
      'none of these characters: <>',
    ]);
    await user.type(within(dialog).getByLabelText('New password'), 'Short1<');
    await user.type(within(dialog).getByLabelText('Confirm the new password'), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    const errors = within(dialog).getByRole('alert').textContent ?? '';
    for (const text of ['too short', 'too few digits', 'not allowed', "Password confirmation doesn't match"]) expect(errors).toContain(text);
    expect(engine.calls.some((call) => call.command === 'resetPassword')).toBe(false);

    await user.clear(within(dialog).getByLabelText('New password'));
    await user.clear(within(dialog).getByLabelText('Confirm the new password'));
    await user.type(within(dialog).getByLabelText('New password'), 'Better-Pass-42');
    await user.type(within(dialog).getByLabelText('Confirm the new password'), 'Better-Pass-42');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed. Log in with the new password.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('LOGIN-12 a reset asked for after the two-factor step opens the modal', async () => {
    const engine = fakeEngine({
      login: async () => ({ ok: true, value: { step: 'twoFactor', method: 'sms' } }),
      submitTwoFactor: async () => ({ ok: true, value: { step: 'resetPassword', policy: { MinLength: 8 } } }),
    });
    await renderConsole('/login', engine);
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.type(await screen.findByLabelText('Code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('dialog', { name: 'Choose a new password' })).toBeTruthy();
  });

  it('ux polish: too many attempts (429) says how long to wait, not "Internal error"', async () => {
    await renderConsole('/login', fakeEngine({ login: async () => fail('RATE_LIMITED', 429, 'LOGIN_INTERNAL_ERROR') }));
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 5 min.');
  });

  it('ux polish: the last attempt\'s error goes once the operator changes what is typed', async () => {
    await renderConsole('/login', fakeEngine({ login: async () => fail('invalid_grant', 400) }));
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The username or password is incorrect.');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('I18N-01 switching the language translates the login page at once', async () => {
    const user = userEvent.setup();
    await renderConsole('/login');
    await user.selectOptions(await screen.findByLabelText('Language'), 'sv-SE');
    expect(await screen.findByLabelText('Användarnamn')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logga in' })).toBeTruthy();
  });
});

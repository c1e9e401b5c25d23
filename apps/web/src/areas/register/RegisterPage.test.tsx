import { registerSchema } from '@kasuwa/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/i18n';
import { apiError, json, serveFetch } from '../../test/fetch';
import { renderScreen } from '../../test/render';
import { RegisterPage } from './RegisterPage';

const valid = {
  businessName: 'Adire House',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@adire.ng',
  phone: '0803 123 4567',
  password: 'secret1',
};

/** The shared schema's message for each field of an empty form. */
function emptyFormMessages(): Record<string, string> {
  const result = registerSchema.safeParse(Object.fromEntries(Object.keys(valid).map((k) => [k, ''])));
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

async function fillIn(user: ReturnType<typeof renderScreen>['user'], values: typeof valid) {
  await user.type(field('Business name'), values.businessName);
  await user.type(field('First name'), values.firstName);
  await user.type(field('Last name'), values.lastName);
  await user.type(field('Email address'), values.email);
  await user.type(field('Phone number'), values.phone);
  await user.type(field('Password'), values.password);
}

describe('RegisterPage', () => {
  it('shows every field’s message from the shared schema and sends nothing when empty', async () => {
    const sent = serveFetch(() => json(201, {}));
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const messages = emptyFormMessages();
    expect(Object.keys(messages).sort()).toEqual(Object.keys(valid).sort());
    for (const message of new Set(Object.values(messages))) {
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    }
    expect(sent).toHaveLength(0);
  });

  it('refuses a malformed phone number with the schema’s message', async () => {
    serveFetch(() => json(201, {}));
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillIn(user, { ...valid, phone: '12ab' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const expected = registerSchema.safeParse({ ...valid, phone: '12ab' }).error?.issues[0]?.message;
    expect(expected).toBeDefined();
    expect(await screen.findByText(expected!)).toBeInTheDocument();
  });

  it('posts the parsed form and asks the owner to confirm the email', async () => {
    const sent = serveFetch(() => json(201, { success: true, email: 'ada@adire.ng' }));
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillIn(user, { ...valid, email: ' ADA@adire.ng', businessName: '  Adire House ' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Check your email to confirm your account')).toBeInTheDocument();
    expect(screen.getByText('ada@adire.ng')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/auth/register', body: valid });
  });

  it('saves the chosen language with the account, English by default', async () => {
    const sent = serveFetch(() => json(201, { success: true, email: 'ada@adire.ng' }));
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('en-NG');
    await fillIn(user, valid);
    await user.selectOptions(language, 'ha');
    // The screens follow the choice at once.
    await waitFor(() => expect(document.documentElement.lang).toBe('ha'));
    // The button's words follow the language too; it is the form's one submit button.
    const submit = document.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!submit) throw new Error('no submit button');
    await user.click(submit);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ path: '/api/auth/register', body: { ...valid, locale: 'ha' } });
    await setLocale('en-NG');
  });

  it('puts the server’s field errors on their fields', async () => {
    serveFetch(() =>
      apiError(422, 'VALIDATION_FAILED', 'Some fields are not valid.', [
        { path: 'body.email', message: 'An account with this email already exists.' },
      ]),
    );
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillIn(user, valid);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(field('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows any other failure in an alert and keeps what was typed', async () => {
    serveFetch(() => apiError(429, 'RATE_LIMITED', 'Too many attempts. Try again in a minute.'));
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillIn(user, valid);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration failed');
    expect(alert).toHaveTextContent('Too many attempts. Try again in a minute.');
    await waitFor(() => expect(field('Business name')).toHaveValue('Adire House'));
  });
});

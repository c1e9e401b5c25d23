/**
 * The login form's behaviour on the server-rendered page, loaded by login-island.ts once the visitor
 * starts on the form (building the shared schemas with zod is the costly part of the page's script). It
 * does what the app's LoginPage does with react-hook-form, with the same schema and the same sign-in
 * outcomes (login-outcome.ts), on the DOM the server drew: a field's message shows once it has been left
 * and follows every keystroke after that; Login stays disabled until the form is valid; a banner shows
 * for five seconds, then the form starts over; a locked account asks for the e-mailed code. A signed-in
 * vendor goes on with a full page load: the app restores the session from the refresh cookie.
 */
import { vendorLoginSchema } from '@kasuwa/contracts';
import {
  afterLoginPath,
  BANNER_MS,
  type Banner,
  type CodeChallenge,
  login,
  queryBanner,
  verifyEmailPath,
} from '../areas/auth/login/login-outcome';
import { FIELDS, type Field, fromTemplate, required } from './login-dom';

/** Takes the form over; `touchedBefore` are the fields left before this module had loaded. */
export function startLoginForm(touchedBefore: Iterable<Field>): void {
  const form = required<HTMLFormElement>(document, 'form[data-login-form]');
  const banners = required<HTMLElement>(document, '[data-login-banners]');
  const codeField = required<HTMLElement>(form, '[data-code-field]');
  const submit = required<HTMLButtonElement>(form, 'button[type="submit"]');
  const rememberMe = required<HTMLInputElement>(form, 'input[name="rememberMe"]');
  const inputs: Record<Field, HTMLInputElement> = {
    email: required(form, 'input[name="email"]'),
    password: required(form, 'input[name="password"]'),
    code: required(form, 'input[name="code"]'),
  };

  const touched = new Set<Field>(touchedBefore);
  let submitted = false;
  let submitting = false;
  let challenge: CodeChallenge | undefined;
  let bannerTimer: ReturnType<typeof setTimeout> | undefined;

  function values() {
    return {
      email: inputs.email.value,
      password: inputs.password.value,
      rememberMe: rememberMe.checked,
      // The code is part of the form only while the account asks for it.
      ...(challenge ? { code: inputs.code.value } : {}),
    };
  }

  /** The schema's first message per field, as zodResolver gives react-hook-form. */
  function validate() {
    const result = vendorLoginSchema.safeParse(values());
    const messages: Partial<Record<Field, string>> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path[0] as Field;
        messages[field] ??= issue.message;
      }
    }
    return { result, messages };
  }

  /** Draws or removes a field's message the way Mantine's input does for its `error` prop. */
  function showError(field: Field, message: string | undefined) {
    const input = inputs[field];
    const root = input.closest<HTMLElement>('.mantine-InputWrapper-root');
    const wrapper = input.closest<HTMLElement>('.mantine-Input-wrapper');
    const box = input.closest<HTMLElement>('.mantine-Input-input');
    if (!root || !wrapper) return;
    const id = `${input.id}-error`;
    let error = root.querySelector<HTMLElement>(`[id="${id}"]`);
    for (const element of [root, wrapper, box]) element?.toggleAttribute('data-error', Boolean(message));
    if (!message) {
      error?.remove();
      wrapper.style.removeProperty('--input-margin-bottom');
      input.removeAttribute('aria-describedby');
      input.setAttribute('aria-invalid', 'false');
      return;
    }
    if (!error) {
      error = fromTemplate('field-error');
      error.id = id;
      root.append(error);
    }
    error.textContent = message;
    wrapper.style.setProperty('--input-margin-bottom', 'calc(var(--mantine-spacing-xs) / 2)');
    input.setAttribute('aria-describedby', id);
    input.setAttribute('aria-invalid', 'true');
  }

  function refresh() {
    const { result, messages } = validate();
    for (const field of FIELDS)
      showError(field, touched.has(field) || submitted ? messages[field] : undefined);
    const disabled = !result.success || submitting;
    submit.disabled = disabled;
    submit.toggleAttribute('data-disabled', disabled);
    submit.toggleAttribute('data-loading', submitting);
    submit.setAttribute('aria-busy', String(submitting));
    return result;
  }

  function showBanners(banner: Banner | undefined) {
    banners.replaceChildren();
    clearTimeout(bannerTimer);
    if (banner) {
      const alert = fromTemplate(banner.ok ? 'success' : 'failure');
      required(alert, '[data-message]').textContent = banner.message;
      if (banner.unconfirmedEmail) {
        const resend = required<HTMLElement>(alert, '[data-resend]');
        required<HTMLAnchorElement>(resend, 'a').href = verifyEmailPath(banner.unconfirmedEmail);
        resend.hidden = false;
      }
      banners.append(alert);
      // After the message has been read, it clears and the form starts over (spec section 4).
      bannerTimer = setTimeout(() => {
        form.reset();
        touched.clear();
        submitted = false;
        showBanners(undefined);
        refresh();
      }, BANNER_MS);
    }
    if (challenge) {
      const alert = fromTemplate('challenge');
      required(alert, '[data-message]').textContent = challenge.message;
      banners.append(alert);
    }
    banners.hidden = banners.childElementCount === 0;
    codeField.hidden = !challenge;
  }

  for (const field of FIELDS) {
    inputs[field].addEventListener('blur', () => {
      touched.add(field);
      refresh();
    });
  }
  form.addEventListener('input', () => refresh());

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submitting) return;
    submitted = true;
    const result = refresh();
    if (!result.success) return;
    submitting = true;
    refresh();
    const outcome = await login(
      challenge ? { ...result.data, challengeId: challenge.id } : { ...result.data, code: undefined },
    );
    submitting = false;
    // The code step stays on screen with the typed password until the code is sent or refused.
    challenge = outcome.challenge;
    if (!challenge) inputs.code.value = '';
    showBanners(outcome.banner);
    refresh();
    if (outcome.session) {
      const target = new URL(
        afterLoginPath(outcome.session, new URLSearchParams(location.search).get('next')),
        location.origin,
      );
      location.replace(target.origin === location.origin ? target.href : '/dashboard');
    }
  });

  showBanners(queryBanner(new URLSearchParams(location.search)));
  refresh();
}

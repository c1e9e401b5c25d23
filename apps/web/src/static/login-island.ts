/**
 * The script of the server-rendered login page (entry-server.tsx draws LoginPage as HTML). What needs no
 * schema runs at once: the e-mail is lower-cased and trimmed as it is typed (spec 2.3), the password can
 * be shown. The form itself (login-form.ts: the shared schemas, zod, the sign-in) loads as soon as the
 * visitor starts on it, or at once when the address carries an error to show: building every schema is
 * the costly part of the script, and a page that is only looked at should not pay it before it paints.
 */
import { FIELDS, type Field, fromTemplate, required } from './login-dom';

const form = required<HTMLFormElement>(document, 'form[data-login-form]');
const email = required<HTMLInputElement>(form, 'input[name="email"]');
const password = required<HTMLInputElement>(form, 'input[name="password"]');

email.addEventListener('input', () => {
  email.value = email.value.trim().toLowerCase();
});

/** Show or hide the password, with Mantine's two icons (the shown one comes from a template). */
function passwordToggle() {
  const toggle = required<HTMLButtonElement>(form, '.mantine-PasswordInput-visibilityToggle');
  const hiddenIcon = required<SVGElement>(toggle, 'svg');
  const shownIcon = required<SVGElement>(
    fromTemplate('password-visible'),
    '.mantine-PasswordInput-visibilityToggle svg',
  );
  toggle.addEventListener('mousedown', (event) => event.preventDefault());
  toggle.addEventListener('click', () => {
    const reveal = password.type === 'password';
    password.type = reveal ? 'text' : 'password';
    toggle.setAttribute('aria-pressed', String(reveal));
    (reveal ? hiddenIcon : shownIcon).replaceWith(reveal ? shownIcon : hiddenIcon);
  });
}
passwordToggle();

// Fields left before the form's module is there: it shows their messages when it takes over.
const touched = new Set<Field>();
let loading: Promise<void> | undefined;
function load() {
  loading ??= import('./login-form').then(({ startLoginForm }) => {
    form.removeEventListener('focusout', remember);
    startLoginForm(touched);
  });
  return loading;
}
function remember(event: FocusEvent) {
  const name = (event.target as HTMLInputElement).name as Field;
  if (FIELDS.includes(name)) touched.add(name);
}
form.addEventListener('focusout', remember);
for (const type of ['focusin', 'input', 'pointerdown'] as const) {
  form.addEventListener(type, () => void load(), { once: true });
}
const query = new URLSearchParams(location.search);
if (query.has('error') || query.has('errorMessage')) void load();

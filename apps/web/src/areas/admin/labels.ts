import { formatMoney, formatMoneyIn } from '@kasuwa/contracts/money';
import type { Translate } from '../../i18n/i18n';
import { getLocale } from '../../i18n/i18n';
import type english from './i18n/en-NG';

export type AdminTranslate = Translate<keyof typeof english>;

/** Each role's name as the header, the banner and the user list show it (spec: 'SUPER ADMIN'). */
const ROLE_KEYS = {
  user: 'admin.role.user',
  admin: 'admin.role.admin',
  super_admin: 'admin.role.superAdmin',
  employee_1: 'admin.role.employee1',
  employee_2: 'admin.role.employee2',
  employee_3: 'admin.role.employee3',
  support_admin: 'admin.role.supportAdmin',
  system_admin: 'admin.role.systemAdmin',
} as const;

/** A role's name in the reader's language; a role this build does not know keeps its code, spaced. */
export function roleName(t: AdminTranslate, role: string): string {
  const key = ROLE_KEYS[role as keyof typeof ROLE_KEYS];
  return key ? t(key) : role.replaceAll('_', ' ').toUpperCase();
}

const PLAN_KEYS = {
  free: 'admin.plan.free',
  premium: 'admin.plan.premium',
  enterprise: 'admin.plan.enterprise',
} as const;

/** A subscription plan's name; an unknown plan keeps its code. */
export function planName(t: AdminTranslate, plan: string): string {
  const key = PLAN_KEYS[plan as keyof typeof PLAN_KEYS];
  return key ? t(key) : plan;
}

/** 'active' / 'inactive' of a store or a user, lower case as in a sentence or the read-only badge. */
export function statusName(t: AdminTranslate, status: string): string {
  if (status === 'active') return t('admin.state.active');
  if (status === 'inactive') return t('admin.state.inactive');
  return status;
}

/** The choices of a status dropdown. */
export const statusOptions = (t: AdminTranslate) => [
  { value: 'active', label: t('admin.common.active') },
  { value: 'inactive', label: t('admin.common.inactive') },
];

/**
 * An amount in the reader's language (formatMoneyIn: ₦ with en-NG grouping but in French); `compact`
 * drops whole kobo where the column is narrow (not in French, whose grouping formatMoneyIn owns).
 */
export function money(amount: number, currency: string, { compact = false } = {}): string {
  const locale = getLocale();
  if (compact && locale !== 'fr') return formatMoney(amount, currency, { compact: true });
  return formatMoneyIn(amount, currency, locale);
}

/** A count in the same grouping as money. */
export const count = (value: number) => value.toLocaleString(getLocale() === 'fr' ? 'fr' : 'en-NG');

/** What a form needs of a zod issue (the contracts' schemas check the back office's forms). */
interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
}

/**
 * A form's errors by field, in the reader's language: the schemas' own messages are English, so the
 * common rules (required, too short, too long, an e-mail) are said again with the field's label on
 * screen; any other rule (a subdomain's letters) keeps the schema's words.
 */
export function formErrors(
  t: AdminTranslate,
  issues: readonly Issue[],
  labels: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    issues.map((issue) => {
      const name = String(issue.path[0]);
      const field = labels[name];
      const text = !field
        ? issue.message
        : issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1
          ? t('admin.form.required', { field })
          : issue.code === 'too_small' && issue.origin === 'string'
            ? t('admin.form.tooShort', { field, min: Number(issue.minimum) })
            : issue.code === 'too_big' && issue.origin === 'string'
              ? t('admin.form.tooLong', { field, max: Number(issue.maximum) })
              : issue.code === 'invalid_format' && issue.format === 'email'
                ? t('admin.form.email')
                : issue.message;
      return [name, text];
    }),
  );
}

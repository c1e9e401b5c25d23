import { LOCALE_NAMES, LOCALES, type Locale } from '@kasuwa/contracts';
import { MultiSelect, Select, Stack, Text, Title } from '@mantine/core';
import { type Control, Controller, type FieldErrors, useWatch } from 'react-hook-form';
import { useFieldError } from './field-error';
import { useT } from './i18n';

/** The part of the settings form this card edits. */
export interface LanguageValues {
  defaultLocale: Locale;
  locales: Locale[];
}

const options = (except?: Locale) =>
  LOCALES.filter((l) => l !== except).map((l) => ({ value: l, label: LOCALE_NAMES[l] }));

/**
 * The storefront's languages: the one a first visit gets when the shopper's browser asks for none the
 * store offers, and the others shoppers can switch to in the header. Product texts stay as typed.
 */
export function LanguageFields<T extends LanguageValues>({
  control: anyControl,
  errors,
}: {
  control: Control<T>;
  errors: FieldErrors<LanguageValues>;
}) {
  // The form's other fields are none of this card's business.
  const control = anyControl as unknown as Control<LanguageValues>;
  const base = useWatch({ control, name: 'defaultLocale' });
  const t = useT();
  const problem = useFieldError();
  return (
    <Stack>
      <Title order={3} fz="md">
        {t('settings.languages.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('settings.languages.text')}
      </Text>
      <Controller
        control={control}
        name="defaultLocale"
        render={({ field }) => (
          <Select
            label={t('settings.languages.main')}
            description={t('settings.languages.mainHint')}
            allowDeselect={false}
            data={options()}
            value={field.value}
            onChange={(v) => v && field.onChange(v)}
            error={problem(errors.defaultLocale)}
            data-testid="default-locale"
          />
        )}
      />
      <Controller
        control={control}
        name="locales"
        render={({ field }) => (
          <MultiSelect
            label={t('settings.languages.also')}
            description={t('settings.languages.alsoHint')}
            placeholder={t('settings.languages.onlyMain')}
            clearable
            data={options(base)}
            value={field.value.filter((l) => l !== base)}
            onChange={(v) => field.onChange(v)}
            error={problem(errors.locales)}
            data-testid="offered-locales"
          />
        )}
      />
    </Stack>
  );
}

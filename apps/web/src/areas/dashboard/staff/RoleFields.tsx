import { STAFF_PERMISSIONS, type StaffPermission, type StaffRole } from '@kasuwa/contracts';
import { Checkbox, Radio, Stack, Text } from '@mantine/core';
import { useT } from './i18n';
import { PERMISSION_KEYS, ROLE_CHOICES, ROLE_DESCRIPTION_KEYS, ROLE_KEYS } from './staff-words';

export interface RoleValue {
  role: StaffRole;
  permissions: StaffPermission[];
}

/**
 * The role a person gets: one of the presets with its one-line description, or Custom with a checkbox
 * for each permission in the merchant's words. Shared by the invitation and "Change role".
 */
export function RoleFields({
  value,
  onChange,
  error,
}: {
  value: RoleValue;
  onChange: (value: RoleValue) => void;
  error?: string;
}) {
  const t = useT();
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('staff.roleFields.role')}
        value={value.role}
        onChange={(role) => onChange({ ...value, role: role as StaffRole })}
        required
      >
        <Stack gap="xs" mt={6}>
          {ROLE_CHOICES.map((role) => (
            <Radio
              key={role}
              value={role}
              label={t(ROLE_KEYS[role])}
              description={t(ROLE_DESCRIPTION_KEYS[role])}
            />
          ))}
        </Stack>
      </Radio.Group>
      {value.role === 'custom' && (
        <Checkbox.Group
          label={t('staff.roleFields.may')}
          value={value.permissions}
          onChange={(chosen) =>
            onChange({
              ...value,
              // Kept in the list's order, so the same choice always reads (and is sent) the same way.
              permissions: STAFF_PERMISSIONS.filter((p) => chosen.includes(p)),
            })
          }
          error={error}
        >
          <Stack gap={6} mt={6}>
            {STAFF_PERMISSIONS.map((p) => (
              <Checkbox key={p} value={p} label={t(PERMISSION_KEYS[p])} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {value.role !== 'custom' && error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}

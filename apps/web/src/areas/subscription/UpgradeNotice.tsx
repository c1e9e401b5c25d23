import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { useT } from './i18n';

const PLAN_NAMES: Record<string, string> = { premium: 'Premium', enterprise: 'Enterprise' };

/** The plan an entitlement refusal names (`details.requiredPlan`), when the error is one. */
export function requiredPlanOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'STORE_READ_ONLY') return 'premium';
  if (error.code !== 'PLAN_REQUIRED' && error.code !== 'STORE_LIMIT_REACHED') return null;
  const plan = (error.details as { requiredPlan?: unknown } | undefined)?.requiredPlan;
  return typeof plan === 'string' && plan in PLAN_NAMES ? plan : null;
}

/** A locked feature: what the server said, and a button to the plan that unlocks it. */
export function UpgradeNotice({ plan, message }: { plan: string; message: string }) {
  const t = useT();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconLock size={18} />}
      role="alert"
      title={t('subscription.upgrade.title')}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" style={{ flex: '1 1 16rem' }}>
          {message}
        </Text>
        <Button component={Link} to={`/subscription?plan=${plan}`} size="xs">
          {t('subscription.upgrade.to', { plan: PLAN_NAMES[plan] ?? plan })}
        </Button>
      </Group>
    </Alert>
  );
}

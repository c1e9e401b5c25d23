import { DEMO_ADMIN_ACCOUNTS } from '@kasuwa/contracts';
import {
  Alert,
  Button,
  Center,
  Code,
  Paper,
  PasswordInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconFlask } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Navigate } from 'react-router';
import { LogoMark } from '../../../components/Brand';
import {
  type AdminCodeChallenge,
  adminLogin,
  isAdminSignedIn,
  useAdminEnvironment,
  useAdminSession,
} from '../../../lib/admin-session';
import { useT } from '../i18n';

/** Spec 2.11: the administrator sign-in. */
export function AdminLoginPage() {
  const t = useT();
  const session = useAdminSession();
  const environment = useAdminEnvironment();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<AdminCodeChallenge | null>(null);
  const [code, setCode] = useState('');

  if (isAdminSignedIn(session) && !loading) return <Navigate to="/administrator" replace />;

  const valid = username.trim() !== '' && password !== '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || loading) return;
    setLoading(true);
    setError(null);
    const failure = await adminLogin(
      username.trim(),
      password,
      challenge && /^\d{6}$/.test(code.trim())
        ? { challengeId: challenge.challengeId, code: code.trim() }
        : undefined,
    );
    if (failure) {
      // A locked account asks for the e-mailed code; a refused code starts over from the password.
      if (typeof failure === 'string') {
        setChallenge(null);
        setError(failure);
      } else {
        setChallenge(failure);
      }
      setCode('');
      setLoading(false);
      return;
    }
    // Spec 2.11: after success the admin goes to /administrator and the page reloads.
    window.location.assign('/administrator');
  };

  return (
    <Center mih="calc(100vh - 60px)" p="md">
      <Stack w="100%" maw={480} gap="lg">
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Stack gap={4} align="center">
                <LogoMark size={44} />
                <Title order={1} fz={24}>
                  {t('admin.login.title')}
                </Title>
                <Text c="dimmed" size="sm">
                  {t('admin.login.subtitle')}
                </Text>
              </Stack>
              {error && (
                <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle />}>
                  {error}
                </Alert>
              )}
              <TextInput
                label={t('admin.login.username')}
                autoComplete="username"
                required
                value={username}
                onChange={(event) => setUsername(event.currentTarget.value)}
              />
              <PasswordInput
                label={t('admin.login.password')}
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                visibilityToggleButtonProps={{ 'aria-label': t('admin.login.showPassword') }}
              />
              {challenge && (
                <>
                  <Alert role="alert" color="yellow" variant="light" icon={<IconAlertCircle />}>
                    {challenge.message}
                  </Alert>
                  <TextInput
                    label={t('admin.login.code')}
                    placeholder={t('admin.login.codeHint')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={code}
                    onChange={(event) => setCode(event.currentTarget.value)}
                  />
                </>
              )}
              <Button type="submit" fullWidth disabled={!valid || loading}>
                {loading ? t('admin.login.submitting') : t('admin.login.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
        {environment.data?.testData && (
          <DemoCredentials
            onUse={(account) => {
              setUsername(account.username);
              setPassword(account.password);
            }}
          />
        )}
      </Stack>
    </Center>
  );
}

/** Spec 2.11, 7.12: shown only when test data is on; the accounts exist only then. */
function DemoCredentials({ onUse }: { onUse: (account: (typeof DEMO_ADMIN_ACCOUNTS)[number]) => void }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md" bg="gold.0" aria-label={t('admin.login.demo')} component="section">
      <Stack gap="xs">
        <Text fw={700} size="sm">
          <IconFlask size={16} style={{ verticalAlign: 'text-bottom' }} /> {t('admin.login.demoTitle')}
        </Text>
        {/* Narrow cells that may wrap (a password breaks at its hyphens): the table fits a 360px phone. */}
        <Table fz="xs" verticalSpacing={4} horizontalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.login.account')}</Table.Th>
              <Table.Th>{t('admin.col.username')}</Table.Th>
              <Table.Th>{t('admin.login.password')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {DEMO_ADMIN_ACCOUNTS.map((account) => (
              <Table.Tr key={account.username}>
                <Table.Td>{account.label}</Table.Td>
                <Table.Td>
                  <Code>{account.username}</Code>
                </Table.Td>
                <Table.Td>
                  <Code style={{ overflowWrap: 'anywhere' }}>{account.password}</Code>
                </Table.Td>
                <Table.Td>
                  <Button size="compact-xs" variant="light" onClick={() => onUse(account)}>
                    {t('admin.login.use')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}

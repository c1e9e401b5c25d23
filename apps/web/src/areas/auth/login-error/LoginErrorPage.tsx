import type { ReportedError } from '@kasuwa/contracts';
import {
  Alert,
  Badge,
  Button,
  Code,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCopy, IconHome, IconLogin, IconSend } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { apiFetch } from '../../../lib/api';
import { contact } from '../../../lib/contact';
import { useT } from '../i18n';
import { severityColor, severityOf } from './severity';

/** Spec 9: 'Copied!' shows for 3 seconds. */
const COPIED_MS = 3000;

function newErrorId(): string {
  return `ERR-${Date.now()}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
}

function readError(params: URLSearchParams): ReportedError | null {
  const message = params.get('error');
  if (!message) return null;
  const optional = (key: string) => params.get(key) ?? undefined;
  return {
    message,
    code: params.get('code') || 'UNKNOWN',
    timestamp: params.get('timestamp') ?? new Date().toISOString(),
    url: optional('url'),
    stack: optional('stack'),
    email: optional('email'),
    storeId: optional('storeId'),
    tokenExp: optional('tokenExp'),
    shopBackendCode: optional('shopBackendCode'),
    shopBackendMessage: optional('shopBackendMessage'),
    source: optional('source'),
    userAgent: navigator.userAgent,
  };
}

type ReportState = 'idle' | 'reporting' | 'reported';

/** Spec 2.9: what went wrong while signing in, with copy, retry and a report to the administrators. */
export function LoginErrorPage() {
  const [params] = useSearchParams();
  const t = useT();
  const error = useMemo(() => readError(params), [params]);
  const [errorId] = useState(newErrorId);
  const [copied, setCopied] = useState(false);
  const [description, setDescription] = useState('');
  const [report, setReport] = useState<ReportState>('idle');
  const [reportFailure, setReportFailure] = useState<string>();

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  if (!error) return <Navigate to="/login" replace />;
  const severity = severityOf(error.message);

  const details = [
    [t('auth.loginError.errorId'), errorId],
    [t('auth.loginError.message'), error.message],
    [t('auth.loginError.codeLabel'), error.code],
    [t('auth.loginError.time'), error.timestamp ?? ''],
    [t('auth.loginError.page'), error.url],
    [t('auth.loginError.source'), error.source],
    [t('auth.loginError.email'), error.email],
    [t('auth.loginError.storeId'), error.storeId],
    [t('auth.loginError.tokenExpiry'), error.tokenExp],
    [t('auth.loginError.backendCode'), error.shopBackendCode],
    [t('auth.loginError.backendMessage'), error.shopBackendMessage],
  ].filter((row): row is [string, string] => Boolean(row[1]));

  const copy = async () => {
    const text = [...details.map(([k, v]) => `${k}: ${v}`), error.stack ? `Stack:\n${error.stack}` : '']
      .filter(Boolean)
      .join('\n');
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };

  const send = async () => {
    setReport('reporting');
    setReportFailure(undefined);
    try {
      await apiFetch('/api/error-reports', {
        body: { errorId, error, userMessage: description, timestamp: new Date().toISOString() },
      });
      setReport('reported');
    } catch (failure) {
      // The description stays in the box, so sending again loses nothing.
      setReport('idle');
      setReportFailure(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <Container size="md" py={{ base: 32, md: 64 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {t('auth.loginError.title')}
            </Title>
            <Text c="dimmed">{t('auth.loginError.text')}</Text>
          </div>
          <Badge size="lg" color={severityColor[severity]} data-testid="severity">
            {t('auth.loginError.severity', { severity })}
          </Badge>
        </Group>
        <Alert color={severityColor[severity]} variant="light" title={error.message} role="alert">
          {t('auth.loginError.code')} <Code>{error.code}</Code>
        </Alert>
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {details.map(([label, value]) => (
              <div key={label}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                  {label}
                </Text>
                <Text style={{ wordBreak: 'break-word' }}>{value}</Text>
              </div>
            ))}
          </SimpleGrid>
          {error.stack && (
            <Code block mt="md" mah={220} style={{ overflow: 'auto' }}>
              {error.stack}
            </Code>
          )}
        </Paper>
        <Group>
          <Button leftSection={<IconCopy size={18} />} variant="default" onClick={copy}>
            {copied ? t('auth.loginError.copied') : t('auth.loginError.copy')}
          </Button>
          <Button component={Link} to="/login" leftSection={<IconLogin size={18} />}>
            {t('auth.loginError.retry')}
          </Button>
          <Button component={Link} to="/" variant="subtle" leftSection={<IconHome size={18} />}>
            {t('auth.loginError.home')}
          </Button>
        </Group>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Title order={3} fz="lg">
              {t('auth.loginError.reportTitle')}
            </Title>
            {report === 'reported' ? (
              <Alert color="kasuwa" variant="light" role="status">
                {t('auth.loginError.thanks')}
              </Alert>
            ) : (
              <>
                <Textarea
                  label={t('auth.loginError.describe')}
                  placeholder={t('auth.loginError.describeHint')}
                  minRows={3}
                  autosize
                  maxLength={2000}
                  value={description}
                  onChange={(event) => setDescription(event.currentTarget.value)}
                />
                {reportFailure && (
                  <Alert color="red" variant="light" role="alert" title={t('auth.loginError.notSent')}>
                    {reportFailure} {t('auth.loginError.writeTo')}{' '}
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>.
                  </Alert>
                )}
                <Group>
                  <Button
                    leftSection={<IconSend size={18} />}
                    loading={report === 'reporting'}
                    onClick={send}
                  >
                    {t('auth.loginError.send')}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Paper>
        <Alert color="gray" variant="light" title={t('auth.loginError.help')}>
          {t('auth.loginError.helpText', { id: errorId })}{' '}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </Alert>
      </Stack>
    </Container>
  );
}

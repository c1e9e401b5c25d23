import { errorReportMessages, type ReportedError } from '@kasuwa/contracts';
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
    ['Error ID', errorId],
    ['Message', error.message],
    ['Code', error.code],
    ['Time', error.timestamp ?? ''],
    ['Page', error.url],
    ['Source', error.source],
    ['Email', error.email],
    ['Store ID', error.storeId],
    ['Token expiry', error.tokenExp],
    ['Shop backend code', error.shopBackendCode],
    ['Shop backend message', error.shopBackendMessage],
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
              We could not sign you in
            </Title>
            <Text c="dimmed">Something went wrong during login. The details below help us fix it.</Text>
          </div>
          <Badge size="lg" color={severityColor[severity]} data-testid="severity">
            {severity}
          </Badge>
        </Group>
        <Alert color={severityColor[severity]} variant="light" title={error.message} role="alert">
          Error code <Code>{error.code}</Code>
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
            {copied ? 'Copied!' : 'Copy error details'}
          </Button>
          <Button component={Link} to="/login" leftSection={<IconLogin size={18} />}>
            Try login again
          </Button>
          <Button component={Link} to="/" variant="subtle" leftSection={<IconHome size={18} />}>
            Go to the homepage
          </Button>
        </Group>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Title order={3} fz="lg">
              Report this error
            </Title>
            {report === 'reported' ? (
              <Alert color="kasuwa" variant="light" role="status">
                {errorReportMessages.thanks}
              </Alert>
            ) : (
              <>
                <Textarea
                  label="What were you doing when this happened?"
                  placeholder="For example: I entered my email and password and pressed Login."
                  minRows={3}
                  autosize
                  maxLength={2000}
                  value={description}
                  onChange={(event) => setDescription(event.currentTarget.value)}
                />
                {reportFailure && (
                  <Alert color="red" variant="light" role="alert" title="Your report was not sent">
                    {reportFailure} You can also write to{' '}
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>.
                  </Alert>
                )}
                <Group>
                  <Button
                    leftSection={<IconSend size={18} />}
                    loading={report === 'reporting'}
                    onClick={send}
                  >
                    Send report
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Paper>
        <Alert color="gray" variant="light" title="Need help?">
          Write to <a href={`mailto:${contact.email}`}>{contact.email}</a> and include the error ID{' '}
          <Code>{errorId}</Code> so we can find what happened.
        </Alert>
      </Stack>
    </Container>
  );
}

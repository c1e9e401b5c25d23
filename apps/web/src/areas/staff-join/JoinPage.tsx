import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffInvitationPreview, VendorSession } from '@kasuwa/contracts';
import { VENDOR_STORES_QUERY, type VendorStoresResult } from '@kasuwa/contracts/graphql-documents';
import { Alert, Button, Group, List, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, apiFetch } from '../../lib/api';
import {
  mayHaveVendorSession,
  restoreVendorSession,
  setVendorSession,
  signOutVendor,
  useVendorSession,
  vendorFetch,
} from '../../lib/vendor-session';
import { AuthCard } from '../auth/components/AuthCard';
import { shopGraphQL } from '../dashboard/api/graphql';
import { dashboardKeys } from '../dashboard/api/keys';
import { rememberStoreId } from '../dashboard/store-context';
import { useT } from './i18n';
import { acceptBody, invitedByPhone, type JoinForm, joinFormSchema } from './join-form';
import { PERMISSION_KEYS, ROLE_WORDS } from './words';

const invitationPath = (token: string) => `/api/staff-invitations/${encodeURIComponent(token)}`;

/**
 * /staff/join/:token, the link in a staff invitation (issue 34): who invited you to which store, as
 * what; a new person chooses a password and is in the store, someone with an account signs in and
 * accepts. A link that no longer works says so and offers the ways on.
 */
export function JoinPage() {
  const { token = '' } = useParams();
  const t = useT();
  const preview = useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: () => apiFetch<StaffInvitationPreview>(invitationPath(token)),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

  if (preview.isPending) {
    return (
      <AuthCard title={t('staffJoin.opening')}>
        <Group justify="center" role="status" aria-label={t('staffJoin.loading')}>
          <Loader color="kasuwa" type="dots" />
        </Group>
      </AuthCard>
    );
  }
  if (preview.isError) return <InvalidInvitation error={preview.error} />;
  const invitation = preview.data;
  return (
    <AuthCard
      title={t('staffJoin.title', { store: invitation.storeName })}
      subtitle={t('staffJoin.invited', {
        owner: invitation.ownerName,
        name: invitation.name,
        store: invitation.storeName,
        role: t(ROLE_WORDS[invitation.role].label),
      })}
    >
      <Stack gap="xs">
        <Text size="sm">{t(ROLE_WORDS[invitation.role].text)}</Text>
        <List
          size="sm"
          spacing={4}
          icon={<IconCheck size={16} color="var(--mantine-color-kasuwa-6)" aria-hidden />}
          aria-label={t('staffJoin.canDo')}
        >
          {invitation.permissions.map((p) => (
            <List.Item key={p}>{t(PERMISSION_KEYS[p])}</List.Item>
          ))}
        </List>
      </Stack>
      {invitation.existingAccount ? (
        <AcceptSignedIn token={token} invitation={invitation} />
      ) : (
        <ChoosePassword token={token} invitation={invitation} />
      )}
    </AuthCard>
  );
}

function InvalidInvitation({ error }: { error: unknown }) {
  const t = useT();
  const gone = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <AuthCard
      title={gone ? t('staffJoin.goneTitle') : t('staffJoin.failedTitle')}
      subtitle={gone ? t('staffJoin.goneText') : t('staffJoin.failedText')}
    >
      <Group>
        <Button component={Link} to="/login">
          {t('staffJoin.signIn')}
        </Button>
        <Button component={Link} to="/" variant="default">
          {t('staffJoin.goKasuwa')}
        </Button>
      </Group>
    </AuthCard>
  );
}

/**
 * Signed in, the new member goes to the dashboard on the store just joined: someone who already has
 * stores of their own would otherwise land in the one they last managed.
 */
function useEnterStore(storeName: string) {
  const navigate = useNavigate();
  const client = useQueryClient();
  return async (session: VendorSession) => {
    setVendorSession(session);
    try {
      const { stores } = await shopGraphQL.request<VendorStoresResult>(VENDOR_STORES_QUERY);
      client.setQueryData(dashboardKeys.stores(), stores);
      const joined = stores.find((s) => s.name === storeName && s.access.role !== 'owner');
      if (joined) rememberStoreId(joined.id);
    } catch {
      // The dashboard asks for the stores itself; it then opens on the one last managed.
    }
    navigate('/dashboard', { replace: true });
  };
}

function ChoosePassword({ token, invitation }: { token: string; invitation: StaffInvitationPreview }) {
  const enter = useEnterStore(invitation.storeName);
  const [failure, setFailure] = useState<string>();
  const askEmail = invitedByPhone(invitation.contact);
  const t = useT();
  // Rebuilt when the language changes, so the messages follow it.
  const schema = useMemo(() => joinFormSchema(t), [t]);
  const form = useForm<JoinForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await enter(
        await apiFetch<VendorSession>(`${invitationPath(token)}/accept`, { body: acceptBody(values) }),
      );
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('staffJoin.tryAgain'));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {failure}
          </Alert>
        )}
        <Text size="sm">{t('staffJoin.signInWith', { contact: invitation.contact })}</Text>
        <PasswordInput
          label={t('staffJoin.password')}
          autoComplete="new-password"
          size="md"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('staffJoin.passwordAgain')}
          autoComplete="new-password"
          size="md"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        {askEmail && (
          <TextInput
            label={t('staffJoin.email')}
            description={t('staffJoin.emailHint')}
            type="email"
            autoComplete="email"
            size="md"
            error={errors.email?.message}
            {...form.register('email')}
          />
        )}
        <Button type="submit" size="md" loading={isSubmitting}>
          {t('staffJoin.join', { store: invitation.storeName })}
        </Button>
      </Stack>
    </form>
  );
}

function AcceptSignedIn({ token, invitation }: { token: string; invitation: StaffInvitationPreview }) {
  const session = useVendorSession();
  const enter = useEnterStore(invitation.storeName);
  const t = useT();
  const [failure, setFailure] = useState<ApiError | Error>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (session.status !== 'unknown') return;
    if (mayHaveVendorSession()) void restoreVendorSession();
  }, [session.status]);
  const here = `/staff/join/${encodeURIComponent(token)}`;

  if (session.status !== 'signed-in') {
    return (
      <Stack gap="sm">
        <Text size="sm">{t('staffJoin.hasAccount', { contact: invitation.contact })}</Text>
        <Button component={Link} to={`/login?next=${encodeURIComponent(here)}`} size="md">
          {t('staffJoin.signInToAccept')}
        </Button>
      </Stack>
    );
  }
  const wrongAccount = failure instanceof ApiError && failure.code === 'STAFF_INVITATION_WRONG_ACCOUNT';
  return (
    <Stack gap="sm">
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          {failure.message}
        </Alert>
      )}
      {wrongAccount ? (
        <Button
          size="md"
          variant="default"
          onClick={async () => {
            await signOutVendor();
            setFailure(undefined);
          }}
        >
          {t('staffJoin.signOut')}
        </Button>
      ) : (
        <Button
          size="md"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            setFailure(undefined);
            try {
              await enter(await vendorFetch<VendorSession>(`${invitationPath(token)}/accept`, { body: {} }));
            } catch (error) {
              setFailure(error instanceof Error ? error : new Error(t('staffJoin.tryAgain')));
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('staffJoin.joinAs', {
            store: invitation.storeName,
            name: session.user?.firstName || session.user?.email || '',
          })}
        </Button>
      )}
    </Stack>
  );
}

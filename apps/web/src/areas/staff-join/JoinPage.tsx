import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffInvitationPreview, VendorSession } from '@kasuwa/contracts';
import { VENDOR_STORES_QUERY, type VendorStoresResult } from '@kasuwa/contracts/graphql-documents';
import { Alert, Button, Group, List, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
import { ROLE_LABELS } from '../dashboard/role-labels';
import { PERMISSION_WORDS, ROLE_DESCRIPTIONS } from '../dashboard/staff/staff-words';
import { rememberStoreId } from '../dashboard/store-context';
import { acceptBody, invitedByPhone, type JoinForm, joinFormSchema } from './join-form';

const invitationPath = (token: string) => `/api/staff-invitations/${encodeURIComponent(token)}`;

/**
 * /staff/join/:token, the link in a staff invitation (issue 34): who invited you to which store, as
 * what; a new person chooses a password and is in the store, someone with an account signs in and
 * accepts. A link that no longer works says so and offers the ways on.
 */
export function JoinPage() {
  const { token = '' } = useParams();
  const preview = useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: () => apiFetch<StaffInvitationPreview>(invitationPath(token)),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

  if (preview.isPending) {
    return (
      <AuthCard title="Opening your invitation">
        <Group justify="center" role="status" aria-label="Loading the invitation">
          <Loader color="kasuwa" type="dots" />
        </Group>
      </AuthCard>
    );
  }
  if (preview.isError) return <InvalidInvitation error={preview.error} />;
  const invitation = preview.data;
  return (
    <AuthCard
      title={`Join ${invitation.storeName}`}
      subtitle={`${invitation.ownerName} invited you, ${invitation.name}, to work in ${invitation.storeName} as ${ROLE_LABELS[invitation.role]}.`}
    >
      <Stack gap="xs">
        <Text size="sm">{ROLE_DESCRIPTIONS[invitation.role]}</Text>
        <List
          size="sm"
          spacing={4}
          icon={<IconCheck size={16} color="var(--mantine-color-kasuwa-6)" aria-hidden />}
          aria-label="What you will be able to do"
        >
          {invitation.permissions.map((p) => (
            <List.Item key={p}>{PERMISSION_WORDS[p]}</List.Item>
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
  const gone = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <AuthCard
      title={gone ? 'This invitation has expired or was already used' : 'The invitation could not be opened'}
      subtitle={
        gone
          ? 'Ask the store owner to send you a new invitation. If you already joined, sign in to get to the store.'
          : 'Check your connection and open the link again.'
      }
    >
      <Group>
        <Button component={Link} to="/login">
          Sign in
        </Button>
        <Button component={Link} to="/" variant="default">
          Go to Kasuwa
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
  const form = useForm<JoinForm>({
    resolver: zodResolver(joinFormSchema),
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
      setFailure(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
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
        <Text size="sm">
          You sign in with <b>{invitation.contact}</b> and a password you choose now.
        </Text>
        <PasswordInput
          label="Choose a password"
          autoComplete="new-password"
          size="md"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label="Type it again"
          autoComplete="new-password"
          size="md"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        {askEmail && (
          <TextInput
            label="E-mail (optional)"
            description="For receipts and to reset your password if you forget it"
            type="email"
            autoComplete="email"
            size="md"
            error={errors.email?.message}
            {...form.register('email')}
          />
        )}
        <Button type="submit" size="md" loading={isSubmitting}>
          Join {invitation.storeName}
        </Button>
      </Stack>
    </form>
  );
}

function AcceptSignedIn({ token, invitation }: { token: string; invitation: StaffInvitationPreview }) {
  const session = useVendorSession();
  const enter = useEnterStore(invitation.storeName);
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
        <Text size="sm">
          {invitation.contact} already has a Kasuwa account. Sign in with it, and you come back here to join.
        </Text>
        <Button component={Link} to={`/login?next=${encodeURIComponent(here)}`} size="md">
          Sign in to accept
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
          Sign out
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
              setFailure(
                error instanceof Error ? error : new Error('Something went wrong. Please try again.'),
              );
            } finally {
              setBusy(false);
            }
          }}
        >
          Join {invitation.storeName} as {session.user?.firstName || session.user?.email}
        </Button>
      )}
    </Stack>
  );
}

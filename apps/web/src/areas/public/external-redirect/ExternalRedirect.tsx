import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { type LoaderFunctionArgs, replace, useLoaderData } from 'react-router';

/** The target of /externalRedirect/:externalUrl when it is an http(s) URL, else undefined. */
export function externalTarget(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Leaves the app for the URL in the route parameter, replacing this history entry. */
export function externalRedirectLoader({ params }: LoaderFunctionArgs) {
  const target = externalTarget(params.externalUrl);
  if (!target) return replace('/error-page');
  window.location.replace(target.href);
  return { href: target.href, host: target.host };
}

export function ExternalRedirect() {
  const { href, host } = useLoaderData<typeof externalRedirectLoader>();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Loader type="dots" />
        <Text fw={600}>Taking you to {host}…</Text>
        <Text size="sm" c="dimmed">
          Not moving? <Anchor href={href}>Continue to {host}</Anchor>
        </Text>
      </Stack>
    </Center>
  );
}

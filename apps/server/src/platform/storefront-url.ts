import type { Config } from '../config';

/**
 * The public address of a store: its verified custom domain over HTTPS when it has one (served behind
 * the TLS proxy), else `{sub}.{BASE_DOMAIN}` with the scheme and port of PUBLIC_URL, so development links
 * look like http://shop.localhost:3000 (browsers resolve *.localhost to loopback).
 */
export function storefrontUrl(
  config: Pick<Config, 'publicUrl' | 'BASE_DOMAIN'>,
  subdomain: string,
  customDomain?: string | null,
): string {
  if (customDomain) return `https://${customDomain}`;
  const base = new URL(config.publicUrl);
  return `${base.protocol}//${subdomain}.${config.BASE_DOMAIN}${base.port ? `:${base.port}` : ''}`;
}

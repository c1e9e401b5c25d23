import type { Config } from '../config';

/**
 * The public address of a store: `{sub}.{BASE_DOMAIN}` with the scheme and port of PUBLIC_URL, so
 * development links look like http://shop.localhost:3000 (browsers resolve *.localhost to loopback).
 */
export function storefrontUrl(config: Pick<Config, 'publicUrl' | 'BASE_DOMAIN'>, subdomain: string): string {
  const base = new URL(config.publicUrl);
  return `${base.protocol}//${subdomain}.${config.BASE_DOMAIN}${base.port ? `:${base.port}` : ''}`;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Module } from '../../platform/http';
import { leavingPage, refusedPage } from './external-redirect.page';

const PREFIX = '/externalRedirect';

/**
 * The destination in a request for /externalRedirect/{url}, or null when it is not an http(s) URL.
 * Links carry it either encoded as one path segment (`https%3A%2F%2Fexample.com%2Fa%3Fb`), which is
 * how the spec's route parameter is meant, or written out (`/externalRedirect/https://example.com/a?b`),
 * in which case its query string arrives as this request's.
 */
export function externalTarget(requestUrl: string): URL | null {
  const rest = requestUrl.slice(PREFIX.length).replace(/^\/+/, '');
  if (!rest) return null;
  let value: string;
  if (/^[a-z][a-z0-9+.-]*%3a/i.test(rest)) {
    try {
      value = decodeURIComponent(rest.split('?')[0] ?? '');
    } catch {
      return null;
    }
  } else {
    value = rest;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
  return url;
}

/** Hosts the browser is sent to without the interstitial: the allow-list and Kasuwa's own address. */
export function isAllowedHost(
  hostname: string,
  config: Pick<Config, 'EXTERNAL_REDIRECT_HOSTS' | 'publicUrl'>,
) {
  const host = hostname.toLowerCase();
  if (host === new URL(config.publicUrl).hostname) return true;
  return config.EXTERNAL_REDIRECT_HOSTS.some((entry) =>
    entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry,
  );
}

/**
 * Spec 2.2 `externalRedirect/{externalUrl}`. Sending a browser anywhere at once would make every
 * Kasuwa link a trusted-looking doorway for phishing, so an unknown destination gets a page naming
 * its host, and the visitor goes on with a click; hosts on EXTERNAL_REDIRECT_HOSTS go straight.
 * Anything but an http(s) address (javascript:, data:, garbage) is refused with a page that says so.
 */
export const externalRedirectRoutes: Module = (app, { config }) => {
  const schema = {
    tags: ['platform'],
    summary: 'Leave Kasuwa for an external address (spec 2.2)',
    description:
      'Answers an HTML page. 302 to the address when its host is on EXTERNAL_REDIRECT_HOSTS (or is ' +
      "Kasuwa's own), 200 with a page naming the host and a Continue link for any other http(s) " +
      'address, 400 with an explanation for anything else.',
  };
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
    const target = externalTarget(request.url);
    if (!target) return reply.status(400).type('text/html; charset=utf-8').send(refusedPage());
    if (isAllowedHost(target.hostname, config)) return reply.redirect(target.href, 302);
    return reply.status(200).type('text/html; charset=utf-8').send(leavingPage(target));
  };
  app.get(PREFIX, { schema }, handler);
  app.get(`${PREFIX}/*`, { schema }, handler);
};

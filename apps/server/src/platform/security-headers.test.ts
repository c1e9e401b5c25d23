import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers';

const options: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.paystack.co'],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

describe('security headers computed once', () => {
  it('are exactly what helmet sets on a real response', async () => {
    const server = createServer((req, res) => {
      res.setHeader('x-powered-by', 'something');
      helmet(options)(req, res, () => res.end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`);
    server.close();
    const fromHelmet = Object.fromEntries(
      [...res.headers].filter(
        ([name]) =>
          !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name),
      ),
    );
    expect(securityHeaders(options)).toEqual(fromHelmet);
    expect(fromHelmet['content-security-policy']).toContain("script-src 'self' https://js.paystack.co");
    expect(fromHelmet['x-powered-by']).toBeUndefined();
  });

  it('ride on every reply, and a route may still change one', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get('/', async () => 'ok');
    app.get('/wide', async (_request, reply) =>
      reply.header('content-security-policy', 'default-src *').send('ok'),
    );
    const page = await app.inject('/');
    expect(page.headers['content-security-policy']).toBe(securityHeaders(options)['content-security-policy']);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await app.inject('/missing')).headers['x-content-type-options']).toBe('nosniff');
    expect((await app.inject('/wide')).headers['content-security-policy']).toBe('default-src *');
    await app.close();
  });
});

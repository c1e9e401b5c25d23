import Fastify, { type FastifyInstance } from 'fastify';
import type { Module } from '../platform/http';
import { type AppsSandboxState, appsSandboxRoutes, createAppsSandboxState } from './apps';
import { flutterwaveRoutes } from './flutterwave';
import { pagaRoutes } from './paga';
import { paystackRoutes } from './paystack';
import {
  assertSandboxAllowed,
  createSandboxState,
  type SandboxContext,
  type SandboxOptions,
  type SandboxState,
  webhookSender,
} from './shared';
import { createSmsSandboxState, type SmsSandboxState, smsSandboxRoutes } from './sms';
import { transferAccountRoutes } from './transfer-accounts';
import { createWhatsAppSandboxState, type WhatsAppSandboxState, whatsappSandboxRoutes } from './whatsapp';

/** Registers the sandbox routes on `app` (mounted under a prefix, or as the root of its own server). */
export function sandboxRoutes(options: SandboxOptions, state: SandboxState) {
  const context: SandboxContext = { options, state, deliver: webhookSender(options, state) };
  return async (app: FastifyInstance) => {
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
      app.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_req, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );
    }

    // These pages stand in for the providers' own hosted checkout, whose security policy is theirs: ours
    // (form-action 'self') would stop the browser following the checkout's redirect back to a store on
    // its own subdomain, which the real providers do.
    app.addHook('onSend', async (_request, reply) => {
      reply.removeHeader('content-security-policy');
    });
    paystackRoutes(app, context);
    flutterwaveRoutes(app, context);
    pagaRoutes(app, context);
    transferAccountRoutes(app, context);
  };
}

/** The state of the in-process sandbox, for tests that look inside the fake provider. */
export const embeddedSandbox: { state: SandboxState | null } = { state: null };

/**
 * In the embedded default (development, test) the sandbox provider is served by the same process under
 * `/sandbox`, and the provider base URLs in config point at it, so checkout pays end to end offline.
 */
export const sandboxModule: Module = async (app, deps) => {
  const { config } = deps;
  await smsSandboxModule(app, deps);
  await whatsappSandboxModule(app, deps);
  await appsSandboxModule(app, deps);
  if (!config.payments.sandbox) return;
  assertSandboxAllowed(config.KASUWA_ENV);
  const state = createSandboxState();
  embeddedSandbox.state = state;
  const { paystack, flutterwave, paga } = config.payments;
  await app.register(
    sandboxRoutes(
      {
        publicBase: `${config.publicUrl}/sandbox`,
        paystack: { secretKey: paystack.secretKey },
        flutterwave: { secretKey: flutterwave.secretKey, webhookHash: flutterwave.webhookHash },
        paga: { publicKey: paga.publicKey, secretKey: paga.secretKey },
        webhooks: {
          paystack: `${config.publicUrl}/api/payments/webhooks/paystack`,
          flutterwave: `${config.publicUrl}/api/payments/webhooks/flutterwave`,
        },
      },
      state,
    ),
    { prefix: '/sandbox' },
  );
};

/** The state of the in-process SMS sandbox (its inbox), for tests. */
export const embeddedSmsSandbox: { state: SmsSandboxState | null } = { state: null };

/** The SMS providers' sandbox, mounted beside the payment one when SMS_SANDBOX is on (the dev default). */
const smsSandboxModule: Module = async (app, { config }) => {
  if (!config.sms.sandbox) return;
  assertSandboxAllowed(config.KASUWA_ENV);
  const state = createSmsSandboxState();
  embeddedSmsSandbox.state = state;
  const { termii, africastalking } = config.sms;
  const callback = new URL(`${config.publicUrl}/api/messaging/reports/africastalking`);
  callback.searchParams.set('key', africastalking.callbackKey);
  const inbound = new URL(`${config.publicUrl}/api/messaging/inbound/africastalking`);
  inbound.searchParams.set('key', africastalking.callbackKey);
  await app.register(
    async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_req, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );
      smsSandboxRoutes(
        scope,
        {
          termii: { apiKey: termii.apiKey, webhookSecret: termii.webhookSecret },
          africastalking: { username: africastalking.username, apiKey: africastalking.apiKey },
          reports: {
            termii: `${config.publicUrl}/api/messaging/reports/termii`,
            africastalking: callback.toString(),
          },
          inbound: { africastalking: inbound.toString() },
        },
        state,
      );
    },
    { prefix: '/sandbox' },
  );
};

/** The state of the in-process WhatsApp sandbox (its inbox and switches), for tests. */
export const embeddedWhatsAppSandbox: { state: WhatsAppSandboxState | null } = { state: null };

/** The WhatsApp Cloud API's sandbox, mounted when WHATSAPP_SANDBOX is on (the dev default). */
const whatsappSandboxModule: Module = async (app, { config }) => {
  if (!config.whatsapp.sandbox) return;
  assertSandboxAllowed(config.KASUWA_ENV);
  const state = createWhatsAppSandboxState();
  embeddedWhatsAppSandbox.state = state;
  const { token, phoneNumberId, appSecret } = config.whatsapp;
  await app.register(
    async (scope) => {
      whatsappSandboxRoutes(
        scope,
        { token, phoneNumberId, appSecret, webhook: `${config.publicUrl}/api/messaging/whatsapp/webhook` },
        state,
      );
    },
    { prefix: '/sandbox' },
  );
};

/** The state of the in-process connected apps sandbox (the events it received), for tests. */
export const embeddedAppsSandbox: { state: AppsSandboxState | null } = { state: null };

/** Meta's Conversions API and GA4's Measurement Protocol, mounted when APPS_SANDBOX is on (the dev default). */
const appsSandboxModule: Module = async (app, { config }) => {
  if (!config.apps.sandbox) return;
  assertSandboxAllowed(config.KASUWA_ENV);
  const state = createAppsSandboxState();
  embeddedAppsSandbox.state = state;
  await app.register(async (scope) => appsSandboxRoutes(scope, state), { prefix: '/sandbox' });
};

/** A standalone sandbox server (tests and `npm run dev` with separate ports). */
export async function buildSandboxServer(
  env: string,
  options: Omit<SandboxOptions, 'publicBase'> & { publicBase?: string },
): Promise<{
  app: FastifyInstance;
  state: SandboxState;
  options: SandboxOptions;
  listen(): Promise<string>;
}> {
  assertSandboxAllowed(env);
  const state = createSandboxState();
  const app = Fastify({ logger: false });
  const resolved: SandboxOptions = { ...options, publicBase: options.publicBase ?? '' };
  await app.register(async (child) => {
    await sandboxRoutes(resolved, state)(child);
  });
  return {
    app,
    state,
    options: resolved,
    async listen() {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      if (!options.publicBase) resolved.publicBase = address;
      return address;
    },
  };
}

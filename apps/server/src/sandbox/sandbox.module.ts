import type { Module } from '../platform/http';
import { assertSandboxAllowed, createSandboxState, type SandboxState, sandboxRoutes } from './sandbox';

/** The state of the in-process sandbox, for tests that look inside the fake provider. */
export const embeddedSandbox: { state: SandboxState | null } = { state: null };

/**
 * In the embedded default (development, test) the sandbox provider is served by the same process under
 * `/sandbox`, and the provider base URLs in config point at it, so checkout pays end to end offline.
 */
export const sandboxModule: Module = async (app, { config }) => {
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

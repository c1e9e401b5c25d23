import type { VendorSession } from '@kasuwa/contracts';

/** A refresh or login answer of the vendor API for the demo owner, with `token` as the access token. */
export function vendorSession(token: string, hasStore = true): VendorSession {
  return {
    success: true,
    token,
    hasStore,
    user: {
      id: 1,
      email: 'ada@adire.ng',
      username: 'ada',
      firstName: 'Ada',
      lastName: 'Obi',
      businessName: 'Adire House',
      phone: '08031234567',
      plan: 'free',
      emailVerified: true,
      locale: 'en-NG',
    },
  };
}

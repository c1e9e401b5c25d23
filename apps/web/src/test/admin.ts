import type { AdminStore, AdminUser } from '@kasuwa/contracts';

/** A store as the back office's list shows it. */
export function adminStore(id: number, subDomain: string): AdminStore {
  return {
    id,
    name: subDomain,
    username: `owner${id}`,
    subDomain,
    description: `The ${subDomain} shop`,
    phone: '08031234567',
    theme_id: 1,
    domain_id: id,
    sub_domain_id: id,
    user_id: 7,
    preview: `https://${subDomain}.kasuwa.test`,
    status: 'active',
    channel_token: null,
    channelId: null,
    admin_dashboard: '',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    user: { id: 7, firstName: 'Emeka', lastName: 'Obi', email: 'emeka@example.com', plan: 'free' },
    notes_count: 0,
  };
}

/** A user as the back office's list shows it. */
export function adminUser(id: number, email: string): AdminUser {
  return {
    id,
    username: email.split('@')[0] ?? email,
    email,
    firstName: 'Ngozi',
    lastName: `Eze ${id}`,
    role: 'user',
    status: 'active',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    lastLogin: null,
    phone: '',
    address: '',
    city: '',
    state: '',
    zip: '',
    country: 'NG',
    notes: '',
    plan: 'free',
  };
}

/**
 * Signs an administrator in as the login page leaves it, in storage. The session module reads storage
 * once as it loads, so a test file calls this in vi.hoisted, before its imports run.
 */
export function storeAdminSession(permissions: string[] = ['all']) {
  localStorage.setItem(
    'admin_user',
    JSON.stringify({
      id: 3,
      email: 'admin@kasuwa.ng',
      username: 'admin',
      firstName: 'Bola',
      lastName: 'Ade',
      role: 'super_admin',
      isActive: true,
      permissions,
    }),
  );
  localStorage.setItem('admin_token', 'admin-token');
}

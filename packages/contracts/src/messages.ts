/**
 * The texts of the error catalogue (errors.ts) and the forms, without zod: every page of the app shows
 * errors, and with these here the catalogue loads without the schemas' library. The modules of each
 * area (accounts, admin, stores) use them as before.
 */
import type { SubdomainProblem } from './stores';

export const loginMessages = {
  emailRequired: 'Email Required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is Required',
  passwordShort: 'Password must be at least 6 characters',
  invalidCredentials: 'Invalid email or password.',
  failed: 'Login failed. Please try again.',
  successHeading: 'Login Successfully!',
  failureHeading: 'Login Not Successful!',
} as const;

export const confirmationMessages = {
  confirmed: 'Your email has been confirmed. You can now log in.',
  /** When the confirmation also signed her in (an active vendor account). */
  confirmedSignedIn: 'Your email has been confirmed and you are signed in.',
  expired: 'Your token has expired, request for new reset link',
  expiredHint: 'An error has occured, please request for a new reset link',
  unexpected: 'Error has occurred, contact admin',
  resent:
    'If an unconfirmed account exists for this email, a new confirmation link is on its way. Check your email.',
  notConfirmed:
    'Please confirm your email address before logging in. Check your inbox for the confirmation link.',
} as const;

export const resetMessages = {
  newPassword: 'Password is required with atleast 6 characters.',
  confirmShort: 'Minimunm password length is 6',
  mismatch: "Passwords don't match",
  mismatchServer: 'Confirm Password does not match with password.',
  verified: 'Verified',
  invalidLink: 'The Reset Link is No Longer Valid',
  failedHint: 'Request for a new password link. If this continues, contact support',
  updated: 'Your password has been changed. You can now log in with your new password.',
} as const;

export const adminMessages = {
  invalidCredentials: 'Invalid credentials',
  loginFailed: 'Login failed. Please try again.',
  loginFailedCheck: 'Login failed. Please check your credentials.',
  /** Spec section 8, ADMIN_NOT_FOUND. */
  notFound: 'Admin account not found. Please contact support.',
  inactive: 'This account is inactive. Please contact support.',
  refreshInvalid: 'Refresh token invalid',
  noPermission: 'No permission',
  noStores: 'No stores found.',
  noUsers: 'No users found',
  noActivity: 'No recent activity to display',
  dashboardLoading: 'Loading dashboard data...',
  dashboardFailed: 'Failed to load dashboard statistics',
  dashboardError: 'Error loading dashboard statistics',
  deleteStoreConfirm: 'Are you sure you want to delete this store?',
  deleteUserConfirm: 'Are you sure you want to delete this user?',
} as const;

export const subdomainMessages: Record<SubdomainProblem | 'taken', string> = {
  empty: 'Subdomain is required.',
  too_long: 'Subdomain must be at most 63 characters.',
  invalid: 'Use only lowercase letters, digits and hyphens, not starting or ending with a hyphen.',
  reserved: 'This subdomain is reserved. Please choose another.',
  taken: 'This subdomain is already taken.',
};

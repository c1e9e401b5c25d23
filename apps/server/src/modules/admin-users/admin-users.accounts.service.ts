// The account records auth works on when a vendor signs up, signs in or resets a password. admin-users
// owns the users table; this is the part of it auth may reach, without the admin rules (audit,
// permissions) of admin-users.service.
export { findUserByEmail, findUserById, insertUser, updateUser } from './admin-users.queries';
export type { UserRow } from './admin-users.schema';

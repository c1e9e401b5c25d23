// The front door of modules/admin-users: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { countUsers, createUser, deleteUser, findAccountByEmail, findLoginCandidates, getAccount, getUser, getUsersByIds, insertAccount, listUsers, lockAccount, recentUsers, recordLogin, setAccountPlan, updateAccount, updateUser, type UserRow } from './admin-users.service';

// The native argon2 binding is loaded on the first password checked, not at every start (its loader
// also runs `ldd` to tell glibc from musl: some 12 ms of a start).
const argon2 = () => import('@node-rs/argon2');

// argon2id with OWASP's recommended floor (19 MiB, 2 passes).
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, options);
}

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await (await argon2()).verify(hashed, password);
  } catch {
    return false;
  }
}

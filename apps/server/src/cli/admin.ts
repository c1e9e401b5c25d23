/**
 * Operator command: create or reset an administrator without the web.
 *   npm run admin -- create --email E --password P --role super_admin [--first-name F --last-name L]
 */
import { parseArgs } from 'node:util';
import { MIN_PASSWORD_LENGTH, ROLES } from '@kasuwa/contracts';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { createOrResetAdmin } from '../modules/admin-users/admin-users.service';
import { DataDirLockedError } from '../platform/data-dir-lock';
import { openDatabase } from '../platform/db';

const usage = `Usage: npm run admin -- create --email EMAIL --password PASSWORD --role ROLE [--first-name F] [--last-name L]
Roles: ${ROLES.filter((r) => r !== 'user').join(', ')}`;

const argsSchema = z.object({
  email: z.email('--email must be a valid email address'),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `--password must be at least ${MIN_PASSWORD_LENGTH} characters`),
  role: z.enum(ROLES).exclude(['user'], { error: `--role must be one of the admin roles` }),
  'first-name': z.string().min(1).optional(),
  'last-name': z.string().min(1).optional(),
});

async function run() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'super_admin' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  if (positionals[0] !== 'create') {
    console.error(usage);
    process.exit(2);
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => i.message).join('\n'));
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL }
      : { dataDir: config.dataDir, holder: { command: 'npm run admin' } },
  );
  try {
    await database.migrate();
    const { user, created } = await createOrResetAdmin(database, {
      email: parsed.data.email,
      password: parsed.data.password,
      role: parsed.data.role,
      firstName: parsed.data['first-name'],
      lastName: parsed.data['last-name'],
    });
    console.log(`${created ? 'Created' : 'Reset'} ${user.role} ${user.email} (id ${user.id}).`);
  } finally {
    await database.close();
  }
}

run().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});

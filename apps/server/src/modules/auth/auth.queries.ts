import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { type EmailTokenPurpose, emailTokens } from './auth.schema';

export async function insertEmailToken(
  db: DbOrTx,
  values: { userId: number; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date },
) {
  await db.insert(emailTokens).values(values);
}

export async function findEmailToken(db: DbOrTx, purpose: EmailTokenPurpose, tokenHash: string) {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
  return row;
}

/** Spends a token only if it is unused and unexpired; of two concurrent uses only one succeeds. */
export async function spendEmailToken(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, new Date())))
    .returning({ id: emailTokens.id });
  return rows.length === 1;
}

/** A new link makes the older ones of the same purpose useless. */
export async function spendOutstandingTokens(db: DbOrTx, userId: number, purpose: EmailTokenPurpose) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/**
 * Customer-care operators, kept in the shop store: email, a salted scrypt hash of the password and
 * whether the account is active. A token is honoured only while its operator exists and is active,
 * so deactivating an account ends its sessions at once.
 *
 * The embedded shop starts with two demo operators (documented in the README, like a sample
 * database's users) so the care mode can be tried (see `demo-operator-seeding.ts` for when); a
 * deployment adds its operators with `npm run care-operator -w api`.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword, passwordMatches } from '../security/password-hash';
import { passwordWeakness } from '../security/password-rules';
import type { ShopStore } from '../store/shop-store';

export const DEMO_OPERATORS: readonly { email: string; password: string }[] = [
  { email: 'agent@escapade.example', password: 'escapade-care' },
  { email: 'supervisor@escapade.example', password: 'escapade-care-lead' },
];

/** An operator sees every customer's bookings: a longer password than a customer's. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;

const WEAKNESS_REASONS = {
  common: 'is one of the most common passwords',
  email: 'is the email or the name before its @',
  repeated: 'is one character repeated or only spaces',
} as const;

/** Why `password` may not be set for the operator `email`, in words, or null when it may. */
export function operatorPasswordProblem(email: string, password: string): string | null {
  if ([...password].length < OPERATOR_PASSWORD_MIN_LENGTH)
    return `The password must have at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters`;
  const weakness = passwordWeakness(password, email);
  return weakness ? `The password ${WEAKNESS_REASONS[weakness]}: choose another` : null;
}

/** Emails are compared without case or surrounding spaces. */
export function normalizeOperatorEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class CareOperators {
  /** Hashed once, so an unknown email costs as much as a known one and timing tells nothing. */
  private readonly decoyHash: Promise<string>;

  constructor(private readonly store: ShopStore) {
    this.decoyHash = hashPassword(randomBytes(16).toString('hex'));
  }

  private row(email: string) {
    return this.store.db
      .selectFrom('care_operators')
      .select(['email', 'password_hash', 'active'])
      .where('email', '=', normalizeOperatorEmail(email))
      .executeTakeFirst();
  }

  /**
   * Adds the operator, or sets a new password and reactivates an existing one; throws, keeping
   * nothing, when the password is too short or too easy to guess.
   */
  async save(email: string, password: string): Promise<void> {
    const problem = operatorPasswordProblem(email, password);
    if (problem) throw new Error(problem);
    const hash = await hashPassword(password);
    await this.store.db
      .insertInto('care_operators')
      .values({
        email: normalizeOperatorEmail(email),
        password_hash: hash,
        active: 1,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) =>
        oc.column('email').doUpdateSet((eb) => ({ password_hash: eb.ref('excluded.password_hash'), active: 1 })),
      )
      .execute();
  }

  /** Whether an operator with this email was there to deactivate. */
  async deactivate(email: string): Promise<boolean> {
    const result = await this.store.db
      .updateTable('care_operators')
      .set({ active: 0 })
      .where('email', '=', normalizeOperatorEmail(email))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async isActive(email: string): Promise<boolean> {
    return (await this.row(email))?.active === 1;
  }

  /**
   * The demo accounts, on a store that has no operator yet. Gives the demo accounts active in the
   * store afterwards, added now or on an earlier start, so the start-up log can name them.
   */
  async seedDemoOperators(): Promise<string[]> {
    const { count } = await this.store.db
      .selectFrom('care_operators')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (count === 0) for (const operator of DEMO_OPERATORS) await this.save(operator.email, operator.password);
    const active: string[] = [];
    for (const { email } of DEMO_OPERATORS) if (await this.isActive(email)) active.push(email);
    return active;
  }

  /** The operator's email when the credentials match an active account, else null. */
  async checkCredentials(email: string, password: string): Promise<string | null> {
    const row = await this.row(email);
    const matches = await passwordMatches(password, row?.password_hash ?? (await this.decoyHash));
    return row && row.active === 1 && matches ? row.email : null;
  }
}

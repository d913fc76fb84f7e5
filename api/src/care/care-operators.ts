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
import { ensureTable, type ShopStore } from '../store/shop-store';

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

interface OperatorRow {
  email: string;
  password_hash: string;
  active: number;
}

export class CareOperators {
  /** Hashed once, so an unknown email costs as much as a known one and timing tells nothing. */
  private readonly decoyHash: Promise<string>;

  constructor(private readonly store: ShopStore) {
    ensureTable(
      store,
      `CREATE TABLE IF NOT EXISTS care_operators (
         email TEXT PRIMARY KEY,
         password_hash TEXT NOT NULL,
         active INTEGER NOT NULL DEFAULT 1,
         created_at TEXT NOT NULL
       )`,
    );
    this.decoyHash = hashPassword(randomBytes(16).toString('hex'));
  }

  private row(email: string): OperatorRow | undefined {
    return this.store
      .prepare('SELECT email, password_hash, active FROM care_operators WHERE email = ?')
      .get(normalizeOperatorEmail(email)) as OperatorRow | undefined;
  }

  /**
   * Adds the operator, or sets a new password and reactivates an existing one; throws, keeping
   * nothing, when the password is too short or too easy to guess.
   */
  async save(email: string, password: string): Promise<void> {
    const problem = operatorPasswordProblem(email, password);
    if (problem) throw new Error(problem);
    const hash = await hashPassword(password);
    this.store
      .prepare(
        `INSERT INTO care_operators (email, password_hash, active, created_at) VALUES (?, ?, 1, ?)
         ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, active = 1`,
      )
      .run(normalizeOperatorEmail(email), hash, new Date().toISOString());
  }

  /** Whether an operator with this email was there to deactivate. */
  deactivate(email: string): boolean {
    return (
      this.store.prepare('UPDATE care_operators SET active = 0 WHERE email = ?').run(normalizeOperatorEmail(email))
        .changes > 0
    );
  }

  isActive(email: string): boolean {
    return this.row(email)?.active === 1;
  }

  /**
   * The demo accounts, on a store that has no operator yet. Gives the demo accounts active in the
   * store afterwards, added now or on an earlier start, so the start-up log can name them.
   */
  async seedDemoOperators(): Promise<string[]> {
    const { count } = this.store.prepare('SELECT COUNT(*) AS count FROM care_operators').get() as { count: number };
    if (count === 0) for (const operator of DEMO_OPERATORS) await this.save(operator.email, operator.password);
    return DEMO_OPERATORS.map((operator) => operator.email).filter((email) => this.isActive(email));
  }

  /** The operator's email when the credentials match an active account, else null. */
  async checkCredentials(email: string, password: string): Promise<string | null> {
    const row = this.row(email);
    const matches = await passwordMatches(password, row?.password_hash ?? (await this.decoyHash));
    return row && row.active === 1 && matches ? row.email : null;
  }
}

/**
 * Customer-care operators, kept in the shop store: email, a salted scrypt hash of the password and
 * whether the account is active. A token is honoured only while its operator exists and is active,
 * so deactivating an account ends its sessions at once.
 *
 * The embedded shop starts with two demo operators (documented in the README, like a sample
 * database's users) so the care mode can be tried; a deployment sets CARE_DEMO_OPERATORS=off and
 * adds its operators with `npm run care-operator -w api`.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword, passwordMatches } from '../security/password-hash';
import { ensureTable, type ShopStore } from '../store/shop-store';

export const DEMO_OPERATORS: readonly { email: string; password: string }[] = [
  { email: 'agent@escapade.example', password: 'escapade-care' },
  { email: 'supervisor@escapade.example', password: 'escapade-care-lead' },
];

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

  /** Adds the operator, or sets a new password and reactivates an existing one. */
  async save(email: string, password: string): Promise<void> {
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

  /** The demo accounts, on a store that has no operator yet. */
  async seedDemoOperators(): Promise<void> {
    const { count } = this.store.prepare('SELECT COUNT(*) AS count FROM care_operators').get() as { count: number };
    if (count > 0) return;
    for (const operator of DEMO_OPERATORS) await this.save(operator.email, operator.password);
  }

  /** The operator's email when the credentials match an active account, else null. */
  async checkCredentials(email: string, password: string): Promise<string | null> {
    const row = this.row(email);
    const matches = await passwordMatches(password, row?.password_hash ?? (await this.decoyHash));
    return row && row.active === 1 && matches ? row.email : null;
  }
}

/**
 * Captcha challenges already spent: a solved challenge buys one contact case, so each is written
 * here when it is accepted and refused ever after. A row is only needed until its challenge
 * expires (an expired challenge is refused anyway), so expired rows are dropped as new ones come.
 * In the shop store rather than in memory: a restart, or a second api on the same store, does not
 * make a spent challenge good again.
 */
import { ensureTable, type ShopStore } from '../store/shop-store';

export class UsedChallenges {
  private readonly dropExpired;
  private readonly insert;

  constructor(private readonly store: ShopStore) {
    ensureTable(
      store,
      `CREATE TABLE IF NOT EXISTS captcha_challenges_used (
         signature TEXT PRIMARY KEY,
         expires_at INTEGER NOT NULL
       );
       CREATE INDEX IF NOT EXISTS captcha_challenges_used_by_expiry ON captcha_challenges_used (expires_at);`,
    );
    this.dropExpired = store.prepare('DELETE FROM captcha_challenges_used WHERE expires_at < ?');
    this.insert = store.prepare(
      'INSERT INTO captcha_challenges_used (signature, expires_at) VALUES (?, ?) ON CONFLICT (signature) DO NOTHING',
    );
  }

  /**
   * Spends the challenge: true the first time it is presented, false every time after. One
   * statement decides, so two submissions racing with the same solution cannot both win.
   */
  spend(signature: string, expiresAtSeconds: number, nowSeconds: number): boolean {
    return this.store.transaction(() => {
      this.dropExpired.run(nowSeconds);
      return this.insert.run(signature, expiresAtSeconds).changes === 1;
    })();
  }
}

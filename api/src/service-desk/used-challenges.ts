/**
 * Captcha challenges already spent: a solved challenge buys one contact case, so each is written
 * here when it is accepted and refused ever after. A row is only needed until its challenge
 * expires (an expired challenge is refused anyway), so expired rows are dropped as new ones come.
 * In the shop store rather than in memory: a restart, or a second api on the same store, does not
 * make a spent challenge good again.
 */
import type { ShopStore } from '../store/shop-store';

export class UsedChallenges {
  constructor(private readonly store: ShopStore) {}

  /**
   * Spends the challenge: true the first time it is presented, false every time after. One
   * statement decides (an insert that does nothing when the signature is already there), so two
   * submissions racing with the same solution cannot both win.
   */
  async spend(signature: string, expiresAtSeconds: number, nowSeconds: number): Promise<boolean> {
    return this.store.transaction(async (trx) => {
      await trx.deleteFrom('captcha_challenges_used').where('expires_at', '<', nowSeconds).execute();
      const inserted = await trx
        .insertInto('captcha_challenges_used')
        .values({ signature, expires_at: expiresAtSeconds })
        .onConflict((oc) => oc.column('signature').doNothing())
        .executeTakeFirst();
      return inserted.numInsertedOrUpdatedRows === 1n;
    });
  }
}

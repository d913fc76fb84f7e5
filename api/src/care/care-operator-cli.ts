/**
 * `npm run care-operator -w api -- <command>`: manages the customer-care operators of the shop
 * store (PostgreSQL at DATABASE_URL when it is set, else the SQLite file in ESCAPADE_DATA_DIR,
 * default <repo>/.local/data).
 *   add <email>         adds the operator, or sets a new password and reactivates; the password is
 *                       read from CARE_OPERATOR_PASSWORD or from the first line of standard input,
 *                       12 characters at least and not an easy guess (security/password-rules.ts)
 *   deactivate <email>  refuses their sign-ins and ends their sessions at once
 *   list                emails and whether each is active
 */
import { createInterface } from 'node:readline';
import { openShopStore, shopStoreLocationOf } from '../store/shop-store';
import { CareOperators } from './care-operators';

async function readPassword(): Promise<string> {
  if (process.env.CARE_OPERATOR_PASSWORD) return process.env.CARE_OPERATOR_PASSWORD;
  process.stderr.write('Password: ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function main(): Promise<void> {
  const [command, email] = process.argv.slice(2);
  const store = await openShopStore(shopStoreLocationOf(process.env));
  const operators = new CareOperators(store);
  try {
    if (command === 'add' && email) {
      // A password too short or too easy to guess is refused with its reason, and nothing is kept.
      await operators.save(email, await readPassword());
      console.log(`${email}: active`);
    } else if (command === 'deactivate' && email) {
      console.log((await operators.deactivate(email)) ? `${email}: deactivated` : `${email}: no such operator`);
    } else if (command === 'list') {
      const rows = await store.db.selectFrom('care_operators').select(['email', 'active']).orderBy('email').execute();
      for (const row of rows) {
        console.log(`${row.email}\t${row.active ? 'active' : 'inactive'}`);
      }
    } else {
      throw new Error('usage: care-operator add <email> | deactivate <email> | list');
    }
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

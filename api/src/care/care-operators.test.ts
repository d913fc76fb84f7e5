import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openShopStore, type ShopStore } from '../store/shop-store';
import { CareOperators, DEMO_OPERATORS, operatorPasswordProblem } from './care-operators';

let dir: string;
let store: ShopStore;
let operators: CareOperators;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'care-operators-'));
  store = await openShopStore({ dataDir: dir });
  operators = new CareOperators(store);
  await operators.seedDemoOperators();
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('care operators', () => {
  it('check the demo accounts’ passwords, whatever the case of the email', async () => {
    expect(await operators.checkCredentials(' Agent@Escapade.example ', 'escapade-care')).toBe(
      'agent@escapade.example',
    );
    expect(await operators.checkCredentials('agent@escapade.example', 'wrong')).toBeNull();
    expect(await operators.checkCredentials('nobody@escapade.example', 'escapade-care')).toBeNull();
  });

  it('store salted hashes, never the passwords', async () => {
    const rows = await store.db.selectFrom('care_operators').select('password_hash').execute();
    expect(rows).toHaveLength(DEMO_OPERATORS.length);
    for (const { password_hash: hash } of rows) {
      expect(hash).toMatch(/^scrypt\$[\w-]+\$[\w-]+$/);
      for (const { password } of DEMO_OPERATORS) expect(hash).not.toContain(password);
    }
    expect(new Set(rows.map((row) => row.password_hash)).size).toBe(rows.length);
  });

  it('refuse a deactivated operator, and take them back with a new password', async () => {
    expect(await operators.deactivate('agent@escapade.example')).toBe(true);
    expect(await operators.isActive('agent@escapade.example')).toBe(false);
    expect(await operators.checkCredentials('agent@escapade.example', 'escapade-care')).toBeNull();
    await operators.save('agent@escapade.example', 'a-new-password');
    expect(await operators.isActive('agent@escapade.example')).toBe(true);
    expect(await operators.checkCredentials('agent@escapade.example', 'a-new-password')).toBe('agent@escapade.example');
  });

  it('seed the demo accounts only into an empty table, and name those active', async () => {
    await operators.deactivate('agent@escapade.example');
    expect(await operators.seedDemoOperators()).toEqual(['supervisor@escapade.example']);
    expect(await operators.isActive('agent@escapade.example')).toBe(false);
  });

  it('name both demo accounts once seeded', async () => {
    expect(await operators.seedDemoOperators()).toEqual(DEMO_OPERATORS.map((operator) => operator.email));
  });
});

describe('operator passwords', () => {
  it.each([
    ['a password under 12 characters', 'agent@escapade.example', 'Lavande-30'],
    ['a common password', 'agent@escapade.example', 'qwertyuiop123'],
    ['the email', 'agent@escapade.example', 'Agent@Escapade.example'],
    ['the name before the @', 'customer.care.lead@escapade.example', 'customer.care.lead'],
    ['one character repeated', 'agent@escapade.example', 'x'.repeat(12)],
    ['spaces only', 'agent@escapade.example', ' '.repeat(16)],
  ])('are refused when %s, and nothing is kept', async (_case, email, password) => {
    expect(operatorPasswordProblem(email, password)).toEqual(expect.any(String));
    await expect(operators.save(email, password)).rejects.toThrow(operatorPasswordProblem(email, password)!);
    expect(await operators.checkCredentials(email, password)).toBeNull();
  });

  it('are taken when long enough and not an easy guess', async () => {
    expect(operatorPasswordProblem('new.agent@escapade.example', 'Lavande en été 2031')).toBeNull();
    await operators.save('new.agent@escapade.example', 'Lavande en été 2031');
    expect(await operators.checkCredentials('new.agent@escapade.example', 'Lavande en été 2031')).toBe(
      'new.agent@escapade.example',
    );
  });

  it('leave the demo accounts’ own passwords usable', () => {
    for (const { email, password } of DEMO_OPERATORS) expect(operatorPasswordProblem(email, password)).toBeNull();
  });
});

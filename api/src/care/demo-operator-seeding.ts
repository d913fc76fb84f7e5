/**
 * When the demo care operators (whose passwords the README prints) may be added to an empty
 * operator table: only for the shop that `npm start` runs on this machine. A deployment says it is
 * one by NODE_ENV=production or by a DATABASE_URL, and then never gets them, whatever
 * CARE_DEMO_OPERATORS says; CARE_DEMO_OPERATORS=off turns them off for the local shop too.
 */
const PRODUCTION = 'production';
const SWITCHED_OFF = new Set(['off', 'false', 'no', '0']);

function setting(env: NodeJS.ProcessEnv, name: string): string {
  return (env[name] ?? '').trim().toLowerCase();
}

export function shouldSeedDemoOperators(env: NodeJS.ProcessEnv = process.env): boolean {
  if (setting(env, 'NODE_ENV') === PRODUCTION || setting(env, 'DATABASE_URL') !== '') return false;
  return !SWITCHED_OFF.has(setting(env, 'CARE_DEMO_OPERATORS'));
}

/** `npm run build`: builds every app whose sources changed since its last build. */
import { APPS } from './config';
import { buildApp } from './build';

const force = process.argv.includes('--force');
for (const app of APPS) buildApp(app, { force });

// The edge's CSP forbids eval: without this, zod probes `new Function` on its first parse and the
// browser reports a policy violation on every page. Imported first at boot, before any parse.
import { config } from 'zod/mini';

config({ jitless: true });

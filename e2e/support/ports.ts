/** Ports and local folder of the e2e shop: apart from `npm start`'s 3000/3100/4000 and .local. */
export const E2E_PORTS = { edge: 3400, cdn: 3500, api: 4400 } as const;
export const E2E_LOCAL_DIR = '.local/e2e';

/** A point of sale's origin on the e2e edge: site('es') → http://es.localhost:3400 */
export function site(prefix: '' | 'fr' | 'es' | 'it' | 'nl' | 'be'): string {
  return `http://${prefix ? `${prefix}.` : ''}localhost:${E2E_PORTS.edge}`;
}

/** Customer-care mode is served on a `care.` host (care.localhost, care.es.localhost…). */
export function isCareModeHost(hostname: string): boolean {
  return hostname.toLowerCase().split('.').includes('care');
}

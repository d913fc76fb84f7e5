/** The api is served from the page's own origin (the edge proxies it). */
export const API_BASE = '';

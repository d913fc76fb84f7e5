/**
 * The load balancer of `npm run cluster`: HAProxy in front of the edges (the shop's port) and in
 * front of the apis (the port the edges proxy api calls to). A backend that stops answering its
 * health check is taken out within a couple of seconds; a request that could not reach a backend
 * (refused connection, connection closed without an answer) is sent again to the other one, so a
 * dead edge or api costs no visitor a failed request. Orders are safe to send again: the api books
 * one order per idempotency key.
 */

export interface ClusterBalancerLayout {
  /** The shop's port (8080). */
  shopPort: number;
  /** Where the edges reach the apis. */
  apiPort: number;
  edgePorts: readonly number[];
  apiPorts: readonly number[];
  pidFile: string;
  /** A host name the edges answer for, for their health check. */
  siteHost: string;
}

/** How often a backend is checked, and how many checks in a row take it out or bring it back. */
export const HEALTH_CHECK_INTERVAL_MS = 1_000;
const CHECKS_TO_FALL = 2;
const CHECKS_TO_RISE = 2;
/** A request is tried this many more times, on another backend once its first one failed. */
const RETRIES = 3;

export function haproxyConfig(layout: ClusterBalancerLayout): string {
  const servers = (name: string, ports: readonly number[]) =>
    ports.map((port, index) => `  server ${name}-${index + 1} 127.0.0.1:${port} check`).join('\n');
  return `# Written by npm run cluster (platform/cluster-haproxy.ts); changes here are overwritten.
global
  pidfile ${layout.pidFile}
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 15s
  option forwardfor
  option http-buffer-request
  retries ${RETRIES}
  option redispatch 1
  retry-on conn-failure empty-response
  default-server inter ${HEALTH_CHECK_INTERVAL_MS} fall ${CHECKS_TO_FALL} rise ${CHECKS_TO_RISE}

frontend shop
  bind 127.0.0.1:${layout.shopPort}
  default_backend edges

backend edges
  balance roundrobin
  option httpchk
  http-check send meth GET uri /registry.json hdr Host ${layout.siteHost}
${servers('edge', layout.edgePorts)}

frontend api
  bind 127.0.0.1:${layout.apiPort}
  default_backend apis

backend apis
  balance roundrobin
  option httpchk GET /health
${servers('api', layout.apiPorts)}
`;
}

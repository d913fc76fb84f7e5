/**
 * Where `npm run cluster` keeps everything and which ports it takes: read by the cluster's script
 * and by the journeys that run against it.
 */
import path from 'node:path';
import { REPO_ROOT } from './config';

/** PostgreSQL's data, the cdn, the catalogue, the logs and the secrets, apart from `npm start`'s `.local/`. */
export const CLUSTER_DIR = path.join(REPO_ROOT, '.local', 'cluster');
/** The cluster's ports, apart from `npm start`'s (3000, 3100, 4000) and the tests' shops. */
export const CLUSTER_PORTS = {
  shop: 8080,
  apiBalancer: 8081,
  cdn: 3300,
  edges: [3301, 3302],
  apis: [4101, 4102],
  postgres: 5433,
} as const;

/** A background process of the cluster, as `processes.json` lists it. */
export interface ClusterProcess {
  name: string;
  pid: number;
}

export const clusterFile = (...parts: string[]) => path.join(CLUSTER_DIR, ...parts);
export const clusterProcessesFile = () => clusterFile('processes.json');

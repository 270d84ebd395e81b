/** An API instance of the cluster, as HAProxy names it. */
export interface ClusterInstance {
  name: string;
  port: number;
  origin: string;
}

/** The running instances and their load balancer (api-mock/src/faults/cluster.ts). */
export interface Cluster {
  /** The load balancer's origin (http://127.0.0.1:<port>). */
  origin: string;
  instances: ClusterInstance[];
  /** Sends `signal` (default SIGKILL: a crash) to instance i; resolves once it has exited. */
  kill(i: number, signal?: NodeJS.Signals): Promise<void>;
  /** Starts instance i again; resolves once it answers and the load balancer has taken it back. */
  restart(i: number): Promise<void>;
  /** Resolves once the load balancer sees instance i as `state`. */
  waitForState(i: number, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  /** The last lines instance i logged. */
  logTail(i: number, lines?: number): string;
}

/** A member made in the database, logged in by its session cookie's value. */
export interface ClusterMember {
  id: number;
  token: string;
}

export interface ClusterSite {
  cluster: Cluster;
  /** The port the site answers on (the load balancer's), for http://<site domain>:<port>. */
  port: number;
  /** Members of the seeded site flirtmoment.test, confirmed, active, with credits. */
  createMembers(count: number): Promise<ClusterMember[]>;
  /** Stops every process (instances, load balancer, PostgreSQL, Redis). */
  stop(): Promise<void>;
}

/** Starts the composed site on `instances` API instances behind HAProxy, with a PostgreSQL and Redis of its own. */
export function startClusterSite(options: {
  runDir: string;
  name: string;
  instances?: number;
}): Promise<ClusterSite>;

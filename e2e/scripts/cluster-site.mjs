// The composed site as deploy/ runs it: several API instances (the built server) on a PostgreSQL and a Redis
// of their own, behind HAProxy, every instance serving the site. For the journeys about crashed instances and
// cut connections: the instances can be killed and restarted under the open pages. The fault tests' cluster
// (api-mock/src/faults/cluster.ts) does the starting and stopping; this adds the site and the members.
import path from 'node:path';
import { startCluster } from '../../api-mock/dist/faults/cluster.js';
import { createFaultMembers } from '../../api-mock/dist/faults/fault-members.js';
import { startPrivatePostgres, startPrivateRedis } from '../../api-mock/dist/testing/private-servers.js';
import { makeSiteRoot } from './site-server.mjs';

/**
 * Starts `instances` API instances serving the composed site behind a load balancer, in the folder
 * <runDir>/<name>/. Answers the cluster (its origin is the load balancer's), the port the site answers on,
 * `createMembers` and `stop`, which ends every process whether or not the start finished.
 */
export async function startClusterSite({ runDir, name, instances = 2 }) {
  const siteRoot = path.join(runDir, name, 'site');
  makeSiteRoot(siteRoot);
  const started = [];
  const stop = async () => {
    for (const server of started.reverse()) await server.stop().catch(() => undefined);
  };
  try {
    const postgres = await startPrivatePostgres({ database: 'site' });
    started.push({ stop: () => postgres.close() });
    const redis = await startPrivateRedis();
    started.push({ stop: () => redis.close() });
    const cluster = await startCluster({
      instances,
      databaseUrl: postgres.url,
      redisUrl: redis.url,
      // The site's builds, as every instance of a deployment serves them.
      env: { SITE_ROOT: siteRoot },
    });
    started.push(cluster);
    let made = 0;
    return {
      cluster,
      port: Number(new URL(cluster.origin).port),
      // Straight in the database, each with a session and credits: the journeys are about delivery, not signup.
      createMembers: (count) => createFaultMembers(postgres.url, count, `${name}.${(made += 1)}`),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

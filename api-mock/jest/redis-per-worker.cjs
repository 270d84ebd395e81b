// Setup file of the "postgres" project: each Jest worker uses a Redis database of its own (REDIS_URL's
// database number plus the worker's), so files running side by side never share a key such as a session
// cache version or a rate-limit counter. Redis has 16 databases unless configured otherwise. Pub/sub
// channels span databases: the realtime channel is kept apart by each test app's own data folder instead.
const url = process.env.REDIS_URL ? new URL(process.env.REDIS_URL) : null;
if (url) {
  const base = Number(url.pathname.slice(1)) || 0;
  url.pathname = `/${base + Number(process.env.JEST_WORKER_ID ?? 1)}`;
  process.env.REDIS_URL = url.toString();
}

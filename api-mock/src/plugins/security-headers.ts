/**
 * Security headers from @fastify/helmet, in two profiles:
 * - site (pages and files): helmet's defaults, except the Content-Security-Policy: a page's policy depends on
 *   the deployed remotes and the site's image origin, so the site plugin sets it on each HTML document
 *   (site/content-security-policy.ts);
 * - API (/api, JSON): what a JSON API that is never a document needs: `default-src 'none';
 *   frame-ancestors 'none'`, nosniff, HSTS, a no-referrer policy, same-origin resource policy and
 *   X-Frame-Options DENY. The document-only headers (COOP, Origin-Agent-Cluster, DNS prefetch, legacy IE and
 *   Flash headers) mean nothing to a JSON answer and are left out.
 *
 * @fastify/helmet rebuilds helmet's middleware on every request, which measured at ~95 µs of CPU per request
 * here (more than Fastify's whole routing and reply work). The headers of both profiles do not depend on the
 * request, so they are computed once at start with @fastify/helmet and set by one cheap hook.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from './errors.js';

const SITE_PROFILE: FastifyHelmetOptions = { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false };

const API_PROFILE: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  xFrameOptions: { action: 'deny' },
};

/**
 * What a page may ask the browser for: only what the site uses, on its own origin. The location settings ask
 * for the position (geolocation), the invite link is copied to the clipboard, and a lander's hero video starts
 * itself (muted). Everything else a page or a frame could ask for is off. Notifications are asked through the
 * push permission, which this header does not govern. Only features Chromium knows are named: an unknown one
 * is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'clipboard-write=(self)',
  'autoplay=(self)',
  ...[
    'accelerometer',
    'camera',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

const isHtml = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('text/html');

/** Headers of the probe response that are about the probe, not security. */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** The headers @fastify/helmet sets with these options (none of them depends on the request). */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const { headers } = await probe.inject({ url: '/' });
  await probe.close();
  return Object.entries(headers)
    .filter(([name]) => !NOT_SECURITY.has(name))
    .map(([name, value]) => [name, String(value)]);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers of each profile, as name and value pairs (for answers written outside routing). */
    securityHeaders: { site: [string, string][]; api: [string, string][] };
  }
}

export const securityHeadersPlugin = fp(
  async (app) => {
    const [site, api] = await Promise.all([helmetHeaders(SITE_PROFILE), helmetHeaders(API_PROFILE)]);
    app.decorate('securityHeaders', { site, api });
    app.addHook('onRequest', (request, reply, done) => {
      const headers = isApiRequest(request) ? api : site;
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    // Every HTML answer, whoever writes it (the site's pages, the sandbox checkout, the mail outbox).
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (isHtml(reply.getHeader('content-type')))
        void reply.header('permissions-policy', PERMISSIONS_POLICY);
      done(null, payload);
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);

import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { type Db, openDb } from './db/index.ts';
import { watchApiWrites } from './http/api-writes.ts';
import { registerCompression } from './http/compression.ts';
import { registerConnectionGuard, serverTimeoutOptions } from './http/connection-guard.ts';
import type { AppDeps } from './http/deps.ts';
import { ok } from './http/envelope.ts';
import { registerErrorHandler } from './http/errors.ts';
import { registerMediaFiles } from './http/media.ts';
import { PageCache } from './http/page-cache.ts';
import { loadPageRendering } from './http/page-render.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerSpa } from './http/spa.ts';
import { startMailSender } from './mail/sender.ts';
import { registerPasswordResetRoutes } from './modules/accounts/reset-routes.ts';
import { registerAccountRoutes } from './modules/accounts/routes.ts';
import { nameIsTaken } from './modules/accounts/service.ts';
import { archivePageHead } from './modules/archive/page-head.ts';
import { registerArchiveRoutes } from './modules/archive/routes.ts';
import { registerAvatarRoutes } from './modules/avatars/routes.ts';
import { registerBackupRoutes } from './modules/backups/routes.ts';
import { registerArticleEditorRoutes } from './modules/blog/editor-routes.ts';
import { renamedArticlePath } from './modules/blog/editor-service.ts';
import { registerFeedRoutes } from './modules/blog/feed-routes.ts';
import { movedArticlePath } from './modules/blog/old-addresses.ts';
import { pageHeadFor } from './modules/blog/page-head.ts';
import { registerBlogRoutes } from './modules/blog/routes.ts';
import { registerCommentRoutes } from './modules/comments/routes.ts';
import { registerDeviceRoutes } from './modules/devices/routes.ts';
import { registerFeedbackRoutes } from './modules/feedback/routes.ts';
import { registerLabFesRoutes } from './modules/lab-fes/routes.ts';
import { registerLabRhythmRoutes } from './modules/lab-rhythm/routes.ts';
import { registerLabUploadRoutes } from './modules/lab-uploads/routes.ts';
import { linksPageHead } from './modules/links/page-head.ts';
import { registerLinksOpmlRoute, registerLinksRoutes } from './modules/links/routes.ts';
import { registerMailRoutes } from './modules/mail/routes.ts';
import { registerMediaLibraryRoutes } from './modules/media/routes.ts';
import { pictureSourcesOf } from './modules/media/service.ts';
import { registerMetingRoutes } from './modules/meting/routes.ts';
import { musicPageHead } from './modules/music/page-head.ts';
import { registerMusicRoutes } from './modules/music/routes.ts';
import { ncmPageHead } from './modules/ncm/page-head.ts';
import { registerNcmRoutes } from './modules/ncm/routes.ts';
import { registerOpenSearchRoute, registerSearchRoutes } from './modules/search/routes.ts';
import { registerMediaRoutes } from './modules/site/media-routes.ts';
import { registerSiteRoutes } from './modules/site/routes.ts';
import { randomBackground } from './modules/site/service.ts';
import { registerSitemapRoutes } from './modules/sitemap/routes.ts';
import { diffTexts } from './modules/wiki/diff.ts';
import { registerWikiFeedRoutes } from './modules/wiki/feed.ts';
import { wikiPageHead } from './modules/wiki/page-head.ts';
import { registerWikiRoutes } from './modules/wiki/routes.ts';
import { canEditWiki } from './modules/wiki/structure-service.ts';
import { version } from './version.ts';

/**
 * Builds the Fastify app without listening (tests use `app.inject`). Opens the database from `config`
 * unless `db` is given; closing the app closes a database it opened. Does not migrate or seed: `main.ts`
 * does that before listening, tests through `src/test/db.ts`.
 *
 * The composition root: a module never imports another (docs/decisions/0017-server-module-boundaries.md), so
 * where one needs another's logic, this function passes it in (the comments routes get the accounts module's
 * `nameIsTaken`; the single-page app gets the blog's page heads and the site's backgrounds).
 */
export async function buildApp(config: Config, db?: Db): Promise<FastifyInstance> {
  const app = Fastify({
    // Header, body, idle and keep-alive timeouts (README "Configuration"); the largest body is an
    // upload with its multipart framing.
    ...serverTimeoutOptions(config.connections, Math.max(bodyLimitBytes, config.uploadMaxBytes + 64 * 1024)),
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...(config.logStream && { stream: config.logStream }) },
    trustProxy: config.trustProxy,
    bodyLimit: bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  const database = db ?? openDb(config);
  if (!db) app.addHook('onClose', async () => database.db.destroy());

  registerConnectionGuard(app, config.connections);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(formbody);
  // Before the routes: its hook must cover them. The caches of what writes change listen to it.
  const writes = watchApiWrites(app);
  const pageCache = new PageCache({ now: () => config.now() });
  writes.listen((write) => pageCache.forget(write));
  // The mail queue's sender (issue 23 point 5), with SMTP_URL only; it stops before the database closes.
  const mailer = config.mail.smtpUrl
    ? startMailSender(database.db, {
        ...config.mail,
        smtpUrl: config.mail.smtpUrl,
        now: () => config.now(),
        log: app.log,
      })
    : undefined;
  if (mailer) app.addHook('preClose', async () => mailer.stop());
  const deps: AppDeps = { config, db: database, writes, ...(mailer && { wakeMailer: mailer.wake }) };

  await app.register(
    async (api) => {
      // The spec's connectivity probe [SET-20]: GET / on the api address.
      api.get('/', async () => ok({ version }, `API is running (version ${version})`));
      for (const register of apiModules) await register(api, deps);
    },
    { prefix: '/api' },
  );
  for (const register of siteModules) await register(app, deps);

  const rendering = await loadPageRendering(app, config.webDist);
  await registerSpa(app, config.webDist, {
    ...rendering,
    pageCache,
    pickBackground: () => randomBackground(database.db),
    // A record's page has its module's head (404 for an id of no record, from the same lookup the page makes):
    // an archive item (with its schema.org data), a site song, an NCM playlist or radio, a wiki item; else the
    // blog's. The links pages announce the blogroll's OPML, and an unknown class's page is 404 (issue 18).
    pageHead: async (pattern, path) => {
      const head =
        (await archivePageHead(database.db, pattern, path, config.siteUrl)) ??
        (await musicPageHead(database.db, pattern, path)) ??
        (await ncmPageHead(database.db, config, pattern, path)) ??
        (await wikiPageHead(database.db, pattern, path)) ??
        (await pageHeadFor(database.db, pattern, path, config.siteUrl));
      return linksPageHead(database.db, pattern, path, head);
    },
    movedPath: (path) => movedArticlePath(database.db, path),
    // An article whose id the editor changed: its old address answers 301 to the new one (issue 23 point 1).
    renamedPath: async (path) =>
      path.startsWith('/blog/articles/') ? renamedArticlePath(database.db, path) : undefined,
  });
  return app;
}

/** The largest non-multipart request body, in bytes. */
const bodyLimitBytes = 1024 * 1024;

type RegisterRoutes = (app: FastifyInstance, deps: AppDeps) => Promise<void> | void;

/** Modules whose calls live under `/api/` (DESIGN.md "API conventions"). */
const apiModules: RegisterRoutes[] = [
  // Articles and wiki pages serve the media library's pictures with srcset (issue 23 point 3).
  (api, deps) => registerBlogRoutes(api, deps, { pictureSources: (urls) => pictureSourcesOf(deps.db.db, urls) }),
  registerSiteRoutes,
  registerAccountRoutes,
  registerPasswordResetRoutes,
  registerMailRoutes,
  registerDeviceRoutes,
  // Guests may not comment under a registered name: the accounts module's check, handed to the comments module.
  (api, deps) => registerCommentRoutes(api, deps, { nameIsTaken }),
  registerFeedbackRoutes,
  registerMusicRoutes,
  registerNcmRoutes,
  registerMetingRoutes,
  (api, deps) => registerWikiRoutes(api, deps, { pictureSources: (urls) => pictureSourcesOf(deps.db.db, urls) }),
  registerArchiveRoutes,
  registerLinksRoutes,
  registerAvatarRoutes,
  registerSearchRoutes,
  registerBackupRoutes,
  // The article editor (issue 23): the wiki's editors may write articles too, and its line diff serves both.
  (api, deps) =>
    registerArticleEditorRoutes(api, deps, { canEdit: (identity) => canEditWiki(deps.db.db, identity), diffTexts }),
  registerMediaLibraryRoutes,
  // The laboratory's upload playground (issue 24 point 2).
  registerLabUploadRoutes,
  registerLabFesRoutes,
  registerLabRhythmRoutes,
];

/** Modules serving paths outside `/api/` (feeds, sitemap and robots.txt, media). */
const siteModules: RegisterRoutes[] = [
  registerFeedRoutes,
  registerWikiFeedRoutes,
  registerSitemapRoutes,
  registerLinksOpmlRoute,
  registerOpenSearchRoute,
  registerMediaRoutes,
  registerMediaFiles,
];

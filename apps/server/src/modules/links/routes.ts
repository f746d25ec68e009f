import {
  linkApplicationsBodySchema,
  linkApplyBodySchema,
  linkClassQuerySchema,
  linkDecideBodySchema,
  linkFollowingQuerySchema,
  linkIdBodySchema,
  linkReorderBodySchema,
  linkSaveClassBodySchema,
  linkSaveEntryBodySchema,
  linksOpmlPath,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCachedRead } from '../../http/answer-cache.ts';
import { identify, rawTokenid, requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ApiError, found, ok, parseInput } from '../../http/envelope.ts';
import { mediaDirOf } from '../../http/media.ts';
import { RateLimiter } from '../../http/rate-limit.ts';
import { getSiteInfo } from '../../settings/site-settings.ts';
import { buildOpml } from './opml.ts';
import { refreshLinksOnce } from './refresh.ts';
import {
  adminState,
  entriesOfKind,
  followingPosts,
  linkClass,
  linkDirectory,
  linksReadCacheFor,
  listClasses,
  siteCard,
} from './store.ts';
import {
  addApplication,
  allApplications,
  applicationsOf,
  decideApplication,
  deleteClass,
  deleteEntry,
  reorder,
  saveClass,
  saveEntry,
} from './write-service.ts';

/** How long `links/refresh.php` waits for its round before answering `done: false`, in ms. */
const refreshWaitMs = 20_000;

/** The window of the friend-link request limit: one hour, in ms. */
const applyWindowMs = 60 * 60_000;

/**
 * The links calls under `/api/links/` (contracts `links.ts`). Public reads are served from a short cache (no call
 * ever waits on another site: posts and avatars come from the store); admin calls check the identity before the
 * body (a guest 401, a user 403).
 */
export function registerLinksRoutes(api: FastifyInstance, { config, db: { db }, wakeMailer }: AppDeps): void {
  const now = () => config.now();
  const iso = () => new Date(now()).toISOString();
  const requireOwner = async (body: unknown) => {
    const identity = await requireUser(db, rawTokenid(body), now());
    if (!identity.isAdmin) throw new ApiError('forbidden');
  };
  const applyLimit = new RateLimiter(config.links.applicationsPerHour, applyWindowMs, now);

  const cache = linksReadCacheFor(db);
  const cachedRead = (path: string, load: (query: unknown) => Promise<unknown>) =>
    registerCachedRead(api, cache, path, load);

  cachedRead('/links/get_classes.php', async () => linkDirectory(db, now()));
  cachedRead('/links/get_class.php', async (query) => {
    const { id } = parseInput(linkClassQuerySchema, query);
    return found(await linkClass(db, id, now()));
  });
  cachedRead('/links/get_friends.php', async () => ({
    entries: await entriesOfKind(db, 'friend', now()),
    site: await siteCard(db, config.siteUrl),
  }));
  cachedRead('/links/get_following.php', async (query) => {
    const { page, per_page } = parseInput(linkFollowingQuerySchema, query);
    const [entries, posts] = await Promise.all([
      entriesOfKind(db, 'following', now()),
      followingPosts(db, page, per_page),
    ]);
    return { entries, posts };
  });
  cachedRead('/links/get_site_card.php', async () => siteCard(db, config.siteUrl));

  /** An admin write: identity first, then the body, then the write; the cached reads are forgotten after it. */
  const adminWrite = (path: string, run: (body: unknown) => Promise<unknown>) =>
    api.post(path, async (request) => {
      await requireOwner(request.body);
      try {
        return ok(await run(request.body ?? {}));
      } finally {
        cache.clear();
      }
    });

  adminWrite('/links/save_class.php', async (body) =>
    saveClass(db, parseInput(linkSaveClassBodySchema, body).class, iso()),
  );
  adminWrite('/links/delete_class.php', async (body) => {
    const { id } = parseInput(linkIdBodySchema, body);
    await deleteClass(db, id);
    return { deleted: id };
  });
  adminWrite('/links/reorder_classes.php', async (body) => {
    await reorder(db, 'link_classes', parseInput(linkReorderBodySchema, body).ids);
    return listClasses(db);
  });
  adminWrite('/links/save_entry.php', async (body) =>
    saveEntry(db, parseInput(linkSaveEntryBodySchema, body).entry, iso(), now()),
  );
  adminWrite('/links/delete_entry.php', async (body) => {
    const { id } = parseInput(linkIdBodySchema, body);
    await deleteEntry(db, id);
    return { deleted: id };
  });
  adminWrite('/links/reorder_entries.php', async (body) => {
    const { ids } = parseInput(linkReorderBodySchema, body);
    await reorder(db, 'link_entries', ids);
    return { ids };
  });
  // A round may take long when sites hang (each fetch up to LINKS_FETCH_TIMEOUT_MS): the answer waits for it at
  // most `refreshWaitMs`, well inside the idle timeout; the round goes on and the admin state shows its outcome.
  adminWrite('/links/refresh.php', async () => {
    const round = refreshLinksOnce(db, { ...config.links, mediaDir: mediaDirOf(config), now });
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), refreshWaitMs);
    });
    const summary = await Promise.race([round, waited]).finally(() => clearTimeout(timer));
    return { done: summary !== null, summary };
  });
  adminWrite('/links/decide_application.php', async (body) => {
    const { id, decision, class_id } = parseInput(linkDecideBodySchema, body);
    return decideApplication(db, id, decision, class_id, iso());
  });

  api.post('/links/get_admin_state.php', async (request) => {
    await requireOwner(request.body);
    return ok(await adminState(db, now()));
  });
  api.post('/links/get_applications.php', async (request) => {
    await requireOwner(request.body);
    const { state } = parseInput(linkApplicationsBodySchema, request.body ?? {});
    return ok(await allApplications(db, state));
  });

  api.post('/links/apply.php', async (request) => {
    const identity = await identify(db, rawTokenid(request.body), now());
    const body = parseInput(linkApplyBodySchema, request.body ?? {});
    const email = body.email?.trim() ?? '';
    if (!identity && email === '') {
      throw new ApiError(
        'invalid_input',
        { field: 'email', issues: [{ field: 'email', message: 'required for a guest' }] },
        400,
      );
    }
    applyLimit.hit(`ip:${request.ip}`, identity ? `uid:${identity.uid}` : `email:${email.toLowerCase()}`);
    const from = identity ? { uid: identity.uid } : { email };
    const mail = { enabled: config.mail.smtpUrl !== undefined, siteUrl: config.siteUrl, language: config.siteLanguage };
    const added = await addApplication(db, from, body.application, iso(), mail);
    wakeMailer?.();
    return ok(added);
  });

  api.post('/links/my_applications.php', async (request) => {
    const identity = await requireUser(db, rawTokenid(request.body), now());
    return ok(await applicationsOf(db, identity.uid));
  });
}

/**
 * `GET /links.opml` (contracts `linksOpmlPath`): the blogroll as OPML 2.0, public, cached 10 minutes by browsers
 * and proxies. The links pages' head links it as `<link rel="blogroll" type="text/x-opml" href="/links.opml">`.
 */
export function registerLinksOpmlRoute(app: FastifyInstance, { config, db: { db } }: AppDeps): void {
  app.get(linksOpmlPath, async (_request, reply) => {
    const info = await getSiteInfo(db);
    return reply
      .header('Cache-Control', 'public, max-age=600')
      .header('X-Content-Type-Options', 'nosniff')
      .type('text/x-opml; charset=utf-8')
      .send(await buildOpml(db, info.name, config.now()));
  });
}

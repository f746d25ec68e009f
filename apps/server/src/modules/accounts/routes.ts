import {
  editProfileBodySchema,
  grantPropertyBodySchema,
  loginBodySchema,
  registerBodySchema,
  tokenBodySchema,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { identify, rawTokenid, requireAdmin, requireUser } from '../../http/auth.ts';
import { parseCodedInput } from '../../http/coded-input.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ApiError, ok, parseInput } from '../../http/envelope.ts';
import { RateLimiter, rateWindowsMs } from '../../http/rate-limit.ts';
import {
  createAccount,
  editProfile,
  getProfile,
  getUser,
  grantProperty,
  listProperty,
  login,
  logout,
} from './service.ts';

/**
 * The account calls of spec section 7 (get_user, login, register, logout) and the profile and property calls
 * (contracts `account.ts`). Login and register are rate-limited per client address and per uid.
 */
export function registerAccountRoutes(api: FastifyInstance, { config, db: { db } }: AppDeps): void {
  const now = () => config.now();
  const loginLimit = new RateLimiter(config.rateLimits.login, rateWindowsMs.login, now);
  const registerLimit = new RateLimiter(config.rateLimits.register, rateWindowsMs.register, now);

  api.post('/account/get_user.php', async (request) => {
    const { tokenid } = parseInput(tokenBodySchema, request.body ?? {});
    const identity = await identify(db, tokenid, now());
    if (!identity) throw new ApiError('invalid_token');
    return ok(await getUser(db, identity.uid));
  });

  // A refused login is a coded 401 like every failure: `uid_not_found` / `wrong_password` (see `login`).
  api.post('/account/login.php', async (request) => {
    const body = parseInput(loginBodySchema, request.body ?? {});
    loginLimit.hit(`ip:${request.ip}`, `uid:${body.uid.toLowerCase()}`);
    const answer = await login(db, { ...body, remember: body.remember ?? false }, now());
    return ok(answer, 'login_success');
  });

  api.post('/account/register.php', async (request) => {
    const body = parseCodedInput(registerBodySchema, request.body ?? {});
    registerLimit.hit(`ip:${request.ip}`);
    const answer = await createAccount(
      db,
      { uid: body.uid, password: body.password, remember: body.remember ?? false },
      { now: now(), scryptN: config.scryptN },
    );
    return ok(answer, 'register_success');
  });

  api.post('/account/logout.php', async (request) => {
    const { tokenid } = parseInput(tokenBodySchema, request.body ?? {});
    const identity = await identify(db, tokenid, now());
    if (!identity || tokenid === undefined) throw new ApiError('not_logged_in');
    await logout(db, tokenid, now());
    return ok(null, 'logout_success');
  });

  api.post('/account/get_profile.php', async (request) => {
    const { tokenid } = parseInput(tokenBodySchema, request.body ?? {});
    const identity = await requireUser(db, tokenid, now());
    return ok(await getProfile(db, identity.uid));
  });

  api.post('/account/edit_profile.php', async (request) => {
    const identity = await requireUser(db, rawTokenid(request.body), now());
    const body = parseCodedInput(editProfileBodySchema, request.body ?? {});
    return ok(await editProfile(db, identity.uid, identity.cid, body));
  });

  api.post('/account/get_property.php', async (request) => {
    const { tokenid } = parseInput(tokenBodySchema, request.body ?? {});
    const identity = await requireUser(db, tokenid, now());
    return ok(await listProperty(db, identity.uid));
  });

  api.post('/account/grant_property.php', async (request) => {
    await requireAdmin(db, rawTokenid(request.body), now());
    const body = parseInput(grantPropertyBodySchema, request.body ?? {});
    return ok(await grantProperty(db, body, now()));
  });
}

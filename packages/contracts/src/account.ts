import { z } from 'zod/mini';

/**
 * Account, device and page-view calls. The first seven are the spec's own (section 7), paths and payloads as
 * written; the rest follow DESIGN.md's convention. Every call is POST with a form-urlencoded body (tokens never
 * travel in a URL). Failures are envelopes with a code of `errors.ts`.
 *
 * | call | body | data |
 * |---|---|---|
 * | POST account/get_user.php | tokenid | User (401 `invalid_token` / `expired_token` / `logout_token`) |
 * | POST account/login.php | uid, password, remember? | {tokenid}; 401 `uid_not_found` with data {error:"uid"}, 401 `wrong_password` with data {error:"password"} |
 * | POST account/register.php | uid, password, remember? | {tokenid}; 400 `uid_too_short` / `uid_too_long` / `uid_invalid_characters` / `password_too_short` / `password_too_long`, 409 `uid_is_used` |
 * | POST account/logout.php | tokenid | null (the token answers `logout_token` from then on) |
 * | POST account/check_device.php | user_agent, device_id | the device id (the same one, or a new one when unknown) |
 * | POST account/new_device.php | user_agent | a new device id |
 * | POST account/view_page.php | url, device_id, tokenid? | null (404 `device_not_found`) |
 * | POST account/get_profile.php | tokenid | Profile (the owner's own, e-mail included) |
 * | POST account/edit_profile.php | tokenid, nickname?, avatar_url?, email?, website?, introduction? | Profile (409 `nickname_is_used`) |
 * | POST account/get_property.php | tokenid | PropertyItem[] |
 * | POST account/grant_property.php | tokenid (admin), uid, name, count | PropertyItem (403 `forbidden`, 404 `account_not_found`) |
 * | POST account/get_page_views.php | tokenid (admin), days? | PageViewDay[] (403 `forbidden`) |
 *
 * `remember` is `true`/`1`/`on` (token lives 60 days) or absent/`false`/`0` (1 day). `tokenid` values
 * `guest_tokenid`, `no_tokenid` and empty mean a guest (`isRealToken`, token.ts). Times are ISO 8601 strings.
 *
 * The schemas of uid, password and nickname are the one statement of their rules: the server parses with them,
 * the web forms check with their `safeParse` before sending. A refusal's issue `message` is then the envelope
 * code the server would answer (`uid_too_short` ...), where the rule has one.
 */

/** [ACCT-23..25] 1–32 English letters, digits or `_`; the issue messages are the spec's register codes. */
export const uidSchema = z
  .string()
  .check(
    z.minLength(1, 'uid_too_short'),
    z.maxLength(32, 'uid_too_long'),
    z.regex(/^[A-Za-z0-9_]*$/, 'uid_invalid_characters'),
  );

/** [ACCT-27] At least 3 characters; at most 1024 so hashing stays bounded. */
export const passwordSchema = z
  .string()
  .check(z.minLength(3, 'password_too_short'), z.maxLength(1024, 'password_too_long'));

/** A form boolean: `true`, `1`, `on` are true; `false`, `0`, `off`, empty are false. */
export const formBooleanSchema = z.pipe(
  z.enum(['true', 'false', '1', '0', 'on', 'off', '']),
  z.transform((v) => v === 'true' || v === '1' || v === 'on'),
);

/** A token as the client sends it; `guest_tokenid`/`no_tokenid`/empty mean none (`isRealToken`). */
export const tokenidSchema = z.string().check(z.maxLength(200));

export const tokenBodySchema = z.object({ tokenid: z.optional(tokenidSchema) });

export const loginBodySchema = z.object({
  uid: z.string().check(z.minLength(1, 'uid_too_short'), z.maxLength(200)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
  remember: z.optional(formBooleanSchema),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  uid: uidSchema,
  password: passwordSchema,
  remember: z.optional(formBooleanSchema),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const tokenAnswerSchema = z.object({ tokenid: z.string() });
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** `data` of a failed login [API-06]: which field is wrong (the envelope's code says it too: `uid_not_found`, `wrong_password`). */
export const loginErrorSchema = z.object({ error: z.enum(['uid', 'password']) });
export type LoginError = z.infer<typeof loginErrorSchema>;

export const ctypeSchema = z.enum(['user', 'admin']);
export type Ctype = z.infer<typeof ctypeSchema>;

/** [ACCT-09] A character: the identity a user posts as. The first one is the active character. */
export const characterSchema = z.object({
  cid: z.int(),
  ctype: ctypeSchema,
  nickname: z.string(),
  /** The avatar address set in the profile, else a Gravatar address from the e-mail's hash, else empty. */
  avatar_url: z.string(),
});
export type Character = z.infer<typeof characterSchema>;

/** data of get_user [API-05]. */
export const userSchema = z.object({ uid: z.string(), characters: z.array(characterSchema) });
export type User = z.infer<typeof userSchema>;

/** A device id: 32 lowercase hex characters. */
export const deviceIdSchema = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'must be a device id'));

export const userAgentSchema = z.string().check(z.maxLength(1024));

export const newDeviceBodySchema = z.object({ user_agent: userAgentSchema });
/** An unknown or malformed `device_id` gets a new id rather than an error (the client stores what it gets). */
export const checkDeviceBodySchema = z.object({
  user_agent: userAgentSchema,
  device_id: z.string().check(z.maxLength(200)),
});

/** A route path of the app, e.g. `/blog/articles/a/b`: starts with `/`, no whitespace, at most 2000 characters. */
export const routePathSchema = z
  .string()
  .check(z.maxLength(2000), z.regex(/^\/[^\s]*$/, 'must be a route path starting with "/"'));

export const viewPageBodySchema = z.object({
  url: routePathSchema,
  device_id: deviceIdSchema,
  tokenid: z.optional(tokenidSchema),
});

/**
 * An http(s) address or empty [ACCT-34]: nothing else (no `javascript:`) is stored, nor a bidirectional control
 * (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069), which could make one address read as another.
 */
export const httpUrlSchema = z
  .string()
  .check(
    z.maxLength(500),
    z.regex(/^(https?:\/\/[^\s<>"'`]+)?$/i, 'must be an http(s) address'),
    z.regex(/^[^\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]*$/, 'must not contain bidirectional controls'),
  );

export const emailSchema = z
  .string()
  .check(z.maxLength(254), z.regex(/^([^\s@<>"'`]+@[^\s@<>"'`]+\.[^\s@<>"'`]+)?$/, 'must be an e-mail address'));

/**
 * [ACCT-29] A nickname: 1–32 characters after trimming, no control characters (Cc) nor format characters (Cf, which
 * holds the bidirectional controls such as the right-to-left override U+202E).
 */
export const nicknameSchema = z.pipe(
  z.string().check(z.maxLength(200)),
  z.pipe(
    z.transform((v: string) => v.trim()),
    z
      .string()
      .check(
        z.minLength(1, 'nickname_required'),
        z.maxLength(32),
        z.regex(/^[^\p{Cc}\p{Cf}]*$/u, 'must not contain control characters'),
      ),
  ),
);

/** An avatar address: http(s), a path under `/media/`, or empty. */
export const avatarUrlSchema = z
  .string()
  .check(
    z.maxLength(500),
    z.regex(/^((https?:\/\/|\/media\/)[^\s<>"'`]+)?$/i, 'must be an http(s) or /media/ address'),
  );

export const editProfileBodySchema = z.object({
  tokenid: z.optional(tokenidSchema),
  nickname: z.optional(nicknameSchema),
  avatar_url: z.optional(avatarUrlSchema),
  email: z.optional(emailSchema),
  website: z.optional(httpUrlSchema),
  introduction: z.optional(z.string().check(z.maxLength(2000))),
});
export type EditProfileBody = z.infer<typeof editProfileBodySchema>;

/** The owner's own profile (get_profile, edit_profile). The uid cannot change [ACCT-26]. */
export const profileSchema = z.object({
  uid: z.string(),
  /** Never shown to anyone but the owner [ACCT-32]. */
  email: z.string(),
  website: z.string(),
  introduction: z.string(),
  registered_at: z.string(),
  characters: z.array(z.extend(characterSchema, { avatar_address: z.string() })),
});
export type Profile = z.infer<typeof profileSchema>;

export const propertyItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  count: z.int(),
  obtained_at: z.string(),
});
export type PropertyItem = z.infer<typeof propertyItemSchema>;

export const grantPropertyBodySchema = z.object({
  tokenid: z.optional(tokenidSchema),
  uid: z.string().check(z.minLength(1), z.maxLength(32)),
  name: z.pipe(
    z.string().check(z.maxLength(200)),
    z.pipe(
      z.transform((v: string) => v.trim()),
      z.string().check(z.minLength(1), z.maxLength(100)),
    ),
  ),
  count: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), 1),
});

export const getPageViewsBodySchema = z.object({
  tokenid: z.optional(tokenidSchema),
  days: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(366)), 30),
});

/** Page views of one UTC day: all views, distinct devices, and views by signed-in accounts. */
export const pageViewDaySchema = z.object({
  day: z.string(),
  views: z.int(),
  devices: z.int(),
  account_views: z.int(),
});
export type PageViewDay = z.infer<typeof pageViewDaySchema>;

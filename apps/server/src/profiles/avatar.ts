import { createHash } from 'node:crypto';

/**
 * The Gravatar identifier of an e-mail: the sha-256 (hex) of the trimmed, lower-cased address, or '' for none.
 * @example gravatarHash('MyEmailAddress@example.com') === '84059b07d4be67b806386c0aad8070a23f18836bbaae342275dc0a83414c32ee'
 */
export function gravatarHash(email: string): string {
  const normalised = email.trim().toLowerCase();
  return normalised ? createHash('sha256').update(normalised).digest('hex') : '';
}

/** The site's own address of the avatar of a Gravatar identifier (`modules/avatars` fetches and caches it). */
export const avatarPath = (hash: string) => `/api/avatar/${hash}`;

/**
 * The avatar address shown publicly [ACCT-33]: the one set in the profile, else this site's address of the
 * Gravatar picture of the e-mail's `gravatarHash` (the address itself is never sent [ACCT-32]; the server fetches
 * and caches the picture, so a visitor's browser calls only this site: issue 19 point 9), else empty (the client
 * then shows the nickname's first letter [ACCT-40], as it does when the picture cannot be had).
 * @example avatarFor('', 'Me@Example.org') → '/api/avatar/<sha-256 hex>'
 */
export function avatarFor(avatarUrl: string, email: string): string {
  if (avatarUrl) return avatarUrl;
  const hash = gravatarHash(email);
  return hash ? avatarPath(hash) : '';
}

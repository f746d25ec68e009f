import { createHash } from 'node:crypto';

/**
 * The avatar address shown publicly [ACCT-33]: the one set in the profile, else a Gravatar address built from
 * the sha-256 of the trimmed, lower-cased e-mail (the address itself is never sent [ACCT-32]), else empty (the
 * client then shows the nickname's first letter [ACCT-40]).
 * @example avatarFor('', 'Me@Example.org') → 'https://www.gravatar.com/avatar/<sha-256 hex>?d=identicon'
 */
export function avatarFor(avatarUrl: string, email: string): string {
  if (avatarUrl) return avatarUrl;
  const normalised = email.trim().toLowerCase();
  if (!normalised) return '';
  return `https://www.gravatar.com/avatar/${createHash('sha256').update(normalised).digest('hex')}?d=identicon`;
}

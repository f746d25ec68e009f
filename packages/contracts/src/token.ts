/**
 * The guest token rule both sides apply (spec section 3 "Account state", [ACCT-05][ACCT-06]): while no login is
 * held the client keeps a placeholder in place of a token, `no_tokenid` before the stored login has been read and
 * `guest_tokenid` while logged out. Either placeholder, an empty string or no value at all, sent as `tokenid`,
 * means a guest: the server looks nothing up for it, and a refusal of it never logs anyone out.
 */

/** [ACCT-05] The client's token before the stored login has been read. */
export const noTokenid = 'no_tokenid';

/** [ACCT-06] The client's token while logged out. */
export const guestTokenid = 'guest_tokenid';

/**
 * Whether `tokenid` is a real token, i.e. neither absent, empty, `no_tokenid` nor `guest_tokenid`
 * [ACCT-05][ACCT-06]. A guest's value answers false.
 *
 * @example isRealToken('guest_tokenid') === false; isRealToken('3q2-7w...') === true
 */
export function isRealToken(tokenid: string | null | undefined): tokenid is string {
  return typeof tokenid === 'string' && tokenid !== '' && tokenid !== noTokenid && tokenid !== guestTokenid;
}

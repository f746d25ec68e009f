import {
  type Character,
  guestTokenid,
  isRealToken,
  loginErrorSchema,
  noTokenid,
  tokenAnswerSchema,
  type User,
  userSchema,
} from '@site/contracts';
import { getI18n } from 'react-i18next';
import { z } from 'zod/mini';
import { create } from 'zustand';
import { apiCall, isRejectedTokenCode, onTokenRejected } from '../../lib/api-client.ts';
import { errorTextLoaded } from '../../lib/error-text.ts';
import { toast } from '../../ui/toast-store.ts';
import { readStored, tokenStorageKey, writeStored } from './account-storage.ts';
import { registerCodes } from './validation.ts';

/** [ACCT-01] The device id before the device check answers. */
export const NO_DEVICE_ID = 'no_device_id';

/** The account dialogs, each with an open and a loading flag [ACCT-20]. */
export type AccountDialog = 'login' | 'register' | 'logout';
export type DialogFlags = { open: boolean; loading: boolean };

/** State of `useAccountStore` (spec section 3, "Account state"). */
export type AccountState = {
  device_id: string;
  tokenid: string;
  /** get_user's answer: the uid and the characters list [ACCT-08]; null for a guest. */
  login_info: User | null;
  /** The first character [ACCT-09]; null for a guest [ACCT-07]. */
  active_character: Character | null;
  /** [ACCT-10] */
  is_admin: boolean;
  remember: boolean;
  /** True while get_user is in flight. */
  user_loading: boolean;
  dialogs: Record<AccountDialog, DialogFlags>;
};

const closed: DialogFlags = { open: false, loading: false };

const initialState: AccountState = {
  device_id: NO_DEVICE_ID,
  tokenid: noTokenid, // [ACCT-05] until the stored login has been read
  login_info: null,
  active_character: null,
  is_admin: false,
  remember: false,
  user_loading: false,
  dialogs: { login: closed, register: closed, logout: closed },
};

/**
 * The account store (spec section 3). Read with a selector (`useAccountStore((s) => s.active_character)`);
 * change it through the actions of this file (`login`, `register`, `logout`, `openAccountDialog` ...), which
 * also talk to the server (calls API-05..10) and show the section 8 toasts.
 */
export const useAccountStore = create<AccountState>(() => initialState);

/** Puts the store back to its first state (tests). */
export function resetAccountStore(): void {
  useAccountStore.setState(initialState, true);
}

/** Whether the visitor has an active character [ROLE-06]. */
export const isLoggedIn = (state: AccountState) => state.active_character !== null;

/** [ACCT-05] Whether the stored login has not been read yet (the token is still `no_tokenid`). */
export const isLoginPending = (state: AccountState): boolean => state.tokenid === noTokenid;

/** The text of `key` in the `account` namespace, loading it first (the shell does not load it). */
async function text(key: string, options?: Record<string, unknown>): Promise<string> {
  const i18n = getI18n();
  if (!i18n) return key;
  await i18n.loadNamespaces('account');
  return i18n.t(`account:${key}`, options ?? {});
}

async function toastText(status: 'success' | 'error', key: string, options?: Record<string, unknown>) {
  toast({ message: await text(key, options), status });
}

function setDialog(name: AccountDialog, flags: Partial<DialogFlags>): void {
  const { dialogs } = useAccountStore.getState();
  useAccountStore.setState({ dialogs: { ...dialogs, [name]: { ...dialogs[name], ...flags } } });
}

/** Opens one account dialog; opening login or register closes the other [DIALOG-09]. */
export function openAccountDialog(name: AccountDialog): void {
  const { dialogs } = useAccountStore.getState();
  const next = { ...dialogs, [name]: { ...dialogs[name], open: true } };
  if (name === 'login') next.register = { ...dialogs.register, open: false };
  if (name === 'register') next.login = { ...dialogs.login, open: false };
  useAccountStore.setState({ dialogs: next });
}

/** Closes one account dialog. */
export function closeAccountDialog(name: AccountDialog): void {
  setDialog(name, { open: false });
}

/** Clears the token from memory and storage: the visitor is a guest [ACCT-06][ACCT-18][ACCT-19]. */
export function clearToken(): void {
  writeStored(tokenStorageKey, null);
  writeStored(tokenStorageKey, null, 'session');
  useAccountStore.setState({ tokenid: guestTokenid, login_info: null, active_character: null, is_admin: false });
}

/**
 * Sets the token after a login or registration [ACCT-11], stored under `tokenid` in localStorage only with
 * remember on [ACCT-12][ACCT-13]; without, in sessionStorage, so a reload or this tab's next page keeps the login
 * and closing the tab ends it (issue 19 point 7). Then loads the user [ACCT-14].
 */
export async function setToken(tokenid: string, remember: boolean): Promise<boolean> {
  writeStored(tokenStorageKey, remember ? tokenid : null);
  writeStored(tokenStorageKey, remember ? null : tokenid, 'session');
  useAccountStore.setState({ tokenid, remember });
  return loadUser();
}

/** Applies a get_user answer: the characters, the first one active, admin by its ctype [ACCT-08..10]. */
export function applyUser(user: User): void {
  const first = user.characters[0] ?? null;
  useAccountStore.setState({ login_info: user, active_character: first, is_admin: first?.ctype === 'admin' });
}

/**
 * The toast of a get_user failure: a refused token's words, "Invalid Login Status" (`logout_token`,
 * `invalid_token`) [ERR-07] or "Expired Login Status, Please Login Again" (`expired_token`) [ERR-08]; any other
 * message as it is [ERR-09].
 */
export async function getUserErrorText(message: string): Promise<string> {
  return isRejectedTokenCode(message) ? errorTextLoaded(message) : message;
}

/**
 * Logs the visitor out when the server refuses the token they hold, whichever call it was (a comment, a
 * profile save, get_user itself): the token is cleared [ACCT-19] and the get_user toast shows once, "Invalid
 * Login Status" [ERR-07] or "Expired Login Status, Please Login Again" [ERR-08]. A refusal of a token no
 * longer held (a past login, or one already cleared by an earlier refusal) does nothing, so a burst of refused
 * calls shows one toast. Subscribed to the api client's "token rejected" event when this module loads.
 */
export function handleRejectedToken({ tokenid, code }: { tokenid: string; code: string }): void {
  if (useAccountStore.getState().tokenid !== tokenid || !isRealToken(tokenid)) return;
  clearToken(); // at once, before any await: a second refusal of the same token finds it gone
  rejectionToast = getUserErrorText(code).then((message) => {
    toast({ message, status: 'error' });
  });
}

/** The toast of the last refused token, settled once it is on screen (`loadUser` waits for it). */
let rejectionToast: Promise<void> = Promise.resolve();

onTokenRejected(handleRejectedToken);

/**
 * Loads the user behind the token (get_user, API-05). A failure answer shows its toast [ERR-07..09] and
 * clears the token [ACCT-19]. A network failure (the app's own toast) keeps the token, so a dropped
 * connection does not log anyone out. Resolves true when a user is loaded.
 */
export async function loadUser(): Promise<boolean> {
  const { tokenid } = useAccountStore.getState();
  if (!isRealToken(tokenid)) return false;
  useAccountStore.setState({ user_loading: true });
  const answer = await apiCall('account/get_user.php', { method: 'POST', body: { tokenid }, data: userSchema });
  useAccountStore.setState({ user_loading: false });
  // Logged out meanwhile, or refused as invalid/expired: `handleRejectedToken` already cleared it and toasted.
  if (useAccountStore.getState().tokenid !== tokenid) {
    await rejectionToast;
    return false;
  }
  if (answer === false) return false;
  if (answer.status === 'success') {
    applyUser(answer.data);
    return true;
  }
  clearToken();
  toast({ message: await getUserErrorText(answer.message), status: 'error' });
  return false;
}

/**
 * Reads the stored login at start: a remembered token (localStorage), else this tab's (sessionStorage), is loaded;
 * else the visitor is a guest [ACCT-05..07].
 */
export async function readStoredLogin(): Promise<void> {
  const kept = readStored(tokenStorageKey);
  const remember = kept !== null && isRealToken(kept);
  const stored = remember ? kept : readStored(tokenStorageKey, 'session');
  if (stored === null || !isRealToken(stored)) {
    useAccountStore.setState({ tokenid: guestTokenid });
    return;
  }
  useAccountStore.setState({ tokenid: stored, remember });
  await loadUser();
}

/** What a login or register form shows after its call: the field at fault and the message, or success. */
export type AccountCallResult =
  | { ok: true }
  | { ok: false; field: 'uid' | 'password' | null; message: string; network?: boolean };

/**
 * Logs in (login.php, API-06). Success sets the token [ACCT-11] and shows "Log in successed" [ERR-10]. A
 * refusal coded `uid_not_found` / `wrong_password` shows the login error plus that code's words [ERR-11][ERR-12]
 * and marks the field its data.error names [ACCT-37][ACCT-38]; any other failure shows the server's message as
 * it is [ERR-13].
 */
export async function login(uid: string, password: string, remember: boolean): Promise<AccountCallResult> {
  setDialog('login', { loading: true });
  try {
    const answer = await apiCall('account/login.php', {
      method: 'POST',
      body: { uid, password, remember },
      data: tokenAnswerSchema,
    });
    if (answer === false) return { ok: false, field: null, message: '', network: true };
    if (answer.status === 'success') {
      await setToken(answer.data.tokenid, remember);
      await toastText('success', 'toast.login_success');
      return { ok: true };
    }
    const code = answer.message;
    if (code !== 'uid_not_found' && code !== 'wrong_password') {
      toast({ message: code, status: 'error' });
      return { ok: false, field: null, message: code };
    }
    const error = loginErrorSchema.safeParse(answer.data);
    const field = error.success ? error.data.error : code === 'uid_not_found' ? 'uid' : 'password';
    const reason = await errorTextLoaded(code);
    const message = await text('toast.login_failed', { reason });
    toast({ message, status: 'error' });
    return { ok: false, field, message: reason };
  } finally {
    setDialog('login', { loading: false });
  }
}

/** The text of a register failure code: the listed codes' words [ERR-15], any other raw [ERR-16]. */
export async function registerErrorText(code: string): Promise<string> {
  const listed = registerCodes.find((listedCode) => listedCode === code);
  return listed === undefined ? code : errorTextLoaded(listed);
}

/**
 * Registers (register.php with uid and password only, API-07). Success sets the token [ACCT-11] and shows
 * "Register successed" [ERR-14]; a failure shows its message [ERR-15][ERR-16], marking the field it is about.
 */
export async function register(uid: string, password: string, remember: boolean): Promise<AccountCallResult> {
  setDialog('register', { loading: true });
  try {
    const answer = await apiCall('account/register.php', {
      method: 'POST',
      body: { uid, password, remember },
      data: tokenAnswerSchema,
    });
    if (answer === false) return { ok: false, field: null, message: '', network: true };
    if (answer.status === 'success') {
      await setToken(answer.data.tokenid, remember);
      await toastText('success', 'toast.register_success');
      return { ok: true };
    }
    const message = await registerErrorText(answer.message);
    toast({ message, status: 'error' });
    const field = answer.message.startsWith('uid_')
      ? 'uid'
      : answer.message.startsWith('password_')
        ? 'password'
        : null;
    return { ok: false, field, message };
  } finally {
    setDialog('register', { loading: false });
  }
}

/**
 * Logs out once confirmed [ACCT-16]: without an active character only "Log out failed, not logged in"
 * [ERR-18]; else logout.php (API-08, answer ignored) [ACCT-17], the token cleared whatever it answers
 * [ACCT-18], then "Log out successed" [ERR-17].
 */
export async function logout(): Promise<void> {
  const { active_character, tokenid } = useAccountStore.getState();
  if (active_character === null) {
    await toastText('error', 'toast.logout_failed');
    return;
  }
  setDialog('logout', { loading: true });
  try {
    await apiCall('account/logout.php', { method: 'POST', body: { tokenid }, data: z.unknown() });
  } finally {
    clearToken();
    setDialog('logout', { loading: false, open: false });
  }
  await toastText('success', 'toast.logout_success');
}

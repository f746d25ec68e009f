import { messageListSchema } from '@site/contracts';
import { apiData } from '../../lib/api-client.ts';

/**
 * The unread count of the holder of `tokenid`: `data.unread` of `POST account/get_messages.php`. Kept in a
 * module of its own so the header (in the entry chunk) loads the messages contract only when a user is
 * logged in. Throws `ApiRequestError` like `apiData` (a refused token also logs the visitor out, see
 * `handleRejectedToken`).
 */
export async function fetchUnreadCount(tokenid: string, signal?: AbortSignal): Promise<number> {
  const list = await apiData('account/get_messages.php', {
    method: 'POST',
    body: { tokenid },
    data: messageListSchema,
    signal,
  });
  return list.unread;
}

import { probeSchema } from '@site/contracts';
import { z } from 'zod/mini';
import { apiCall } from '../../lib/api-client.ts';

/**
 * Probes `GET /` on `address` (the connectivity probe [SET-20]). Resolves with the server's message
 * when the answer is the success envelope [SET-21], or null when the address cannot be reached or
 * answers anything else (a network failure also reaches the client's network-error toast [ERR-01]).
 * Never rejects.
 */
export async function probeApiAddress(address: string): Promise<string | null> {
  const envelope = await apiCall('', { base: address, data: z.unknown() });
  if (envelope === false) return null;
  const probe = probeSchema.safeParse(envelope);
  return probe.success ? probe.data.message : null;
}

import {
  type FesEventInput,
  type FesFestivalInput,
  type FesStageInput,
  type FesTimetable,
  fesDeletedSchema,
  fesEventSchema,
  fesStageSchema,
  fesTimetableSchema,
} from '@site/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiData } from '../../lib/api-client.ts';
import { apiPostJson } from '../../lib/api-client-json.ts';

/**
 * The convention timetable's calls (issue 25 point 5, contracts `lab-fes.ts`): the read for everyone
 * (`GET lab/get_festival.php`, rendered by the server with the page) and the admin's JSON writes, each of which
 * refreshes the timetable. Writes reject with `ApiRequestError` (its code, and for a 400 the field in its data).
 */

export const fesKeys = { timetable: ['lab-fes', 'timetable'] as const };

/** The festival, its stages and its events. */
export function useFesTimetable() {
  return useQuery<FesTimetable>({
    queryKey: fesKeys.timetable,
    queryFn: ({ signal }) => apiData('lab/get_festival.php', { data: fesTimetableSchema, signal }),
    staleTime: 30_000,
  });
}

function useFesWrite<I extends Record<string, unknown>, S extends z.ZodMiniType>(path: string, schema: S) {
  const client = useQueryClient();
  return useMutation<z.infer<S>, unknown, I>({
    mutationFn: (json) => apiPostJson(path, json, schema),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: fesKeys.timetable });
    },
  });
}

/** Sets up or changes the festival (`POST lab/save_fes_festival.php`). */
export const useSaveFestival = () =>
  useFesWrite<{ tokenid: string; festival: FesFestivalInput }, typeof fesTimetableSchema>(
    'lab/save_fes_festival.php',
    fesTimetableSchema,
  );
/** Adds (no id) or renames a stage (`POST lab/save_fes_stage.php`). */
export const useSaveStage = () =>
  useFesWrite<{ tokenid: string; stage: FesStageInput }, typeof fesStageSchema>(
    'lab/save_fes_stage.php',
    fesStageSchema,
  );
/** Deletes a stage and its events (`POST lab/delete_fes_stage.php`). */
export const useDeleteStage = () =>
  useFesWrite<{ tokenid: string; id: number }, typeof fesDeletedSchema>('lab/delete_fes_stage.php', fesDeletedSchema);
/** Adds (no id) or changes an event (`POST lab/save_fes_event.php`). */
export const useSaveEvent = () =>
  useFesWrite<{ tokenid: string; event: FesEventInput }, typeof fesEventSchema>(
    'lab/save_fes_event.php',
    fesEventSchema,
  );
/** Deletes an event (`POST lab/delete_fes_event.php`). */
export const useDeleteEvent = () =>
  useFesWrite<{ tokenid: string; id: number }, typeof fesDeletedSchema>('lab/delete_fes_event.php', fesDeletedSchema);

import { useCallback } from 'react';
import { errorTextLoaded, failureCode } from '../../../lib/error-text.ts';
import { toast } from '../../../ui/toast-store.ts';

/** A handler showing a failed call's words (the `errors` namespace, by its code) in an error toast. */
export function useFailureToast(): (error: unknown) => void {
  return useCallback((error: unknown) => {
    void errorTextLoaded(failureCode(error)).then((message) => toast({ status: 'error', message }));
  }, []);
}

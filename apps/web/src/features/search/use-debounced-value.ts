import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delay_ms` milliseconds (the header box's instant search waits
 * `instantDebounceMs` after the last key, issue 22 point 5). The first render returns `value` itself.
 *
 * @example const q = useDebouncedValue(text, 150); // follows `text` 150 ms after typing pauses
 */
export function useDebouncedValue<T>(value: T, delay_ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delay_ms);
    return () => clearTimeout(timer);
  }, [value, settled, delay_ms]);
  return settled;
}

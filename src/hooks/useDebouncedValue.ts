// One debounce for every search-as-you-type (the recharge rate, the address cascade, the fleet line search): the value
// as it was `ms` after it last changed, so a word typed fast asks once.
import { useEffect, useState } from "react";

/** The value as it was `ms` after it last changed. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return undefined;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}

import { useEffect, useState } from "react";

/**
 * False during hydration, true once the browser is next idle (at the latest after `timeout` ms).
 * For parts that only matter after the first interaction (toasts, the navigation bar): their code
 * then loads after the page is interactive instead of competing with the first paint and hydration.
 */
export function useIdle(timeout = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 0);
    return () => window.clearTimeout(id);
  }, [timeout]);
  return idle;
}

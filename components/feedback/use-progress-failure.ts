import { useTopLoader } from "nextjs-toploader";
import { markProgressFailed } from "./progress-state";

/** For client code whose request failed outside navigation: shows a completed red bar. */
export function useProgressFailure(): () => void {
  const loader = useTopLoader();
  return () => {
    markProgressFailed();
    loader.done(true);
  };
}

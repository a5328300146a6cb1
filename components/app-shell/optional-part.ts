import type { ComponentType } from "react";
import { reloadForChunkFailure } from "./reload-for-chunk";

function Nothing() {
  return null;
}

/**
 * For `next/dynamic` loaders of the root layout's optional parts (the progress bar, the toaster).
 * A failed chunk there would reach no error page but the last-resort one (`app/global-error.tsx`
 * replaces the whole layout), so it takes the page down without its status. Instead the failure
 * takes the usual chunk path (one reload a minute at most) and the part renders nothing meanwhile.
 */
export function optionalPart<Props>(load: Promise<ComponentType<Props> | { default: ComponentType<Props> }>): Promise<ComponentType<Props>> {
  return load.then(
    (loaded) => ("default" in loaded ? loaded.default : loaded),
    (error: unknown) => {
      if (!reloadForChunkFailure(error)) console.error(error);
      return Nothing;
    },
  );
}

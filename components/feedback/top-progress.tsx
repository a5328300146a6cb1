"use client";

import { usePathname } from "next/navigation";
import NextTopLoader, { useTopLoader } from "nextjs-toploader";
import { useEffect } from "react";
import { clearProgressFailedUnless, markProgressFailed } from "./progress-state";

/**
 * The thin (2 px) navigation progress bar. Its colour is `--progress-color`, which turns red while
 * `<html data-nav-error>` is set (an error page is showing or a request failed).
 */
export function TopProgress() {
  const pathname = usePathname();

  useEffect(() => {
    clearProgressFailedUnless(pathname);
  }, [pathname]);

  return (
    <NextTopLoader
      color="var(--progress-color)"
      height={2}
      showSpinner={false}
      shadow={false}
      crawlSpeed={200}
      speed={300}
      zIndex={1600}
    />
  );
}

/** For client code whose request failed outside navigation: shows a completed red bar. */
export function useProgressFailure(): () => void {
  const loader = useTopLoader();
  return () => {
    markProgressFailed();
    loader.done(true);
  };
}

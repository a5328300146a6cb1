"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { clearProgressFailedUnless } from "./progress-state";
import { useIdle } from "./use-idle";

// The bar only matters from the first click on: its code (nextjs-toploader, nprogress) loads when idle.
const NextTopLoader = dynamic(() => import("nextjs-toploader"), { ssr: false });

/**
 * The thin (2 px) navigation progress bar. Its colour is `--progress-color`, which turns red while
 * `<html data-nav-error>` is set (an error page is showing or a request failed).
 */
export function TopProgress() {
  const pathname = usePathname();
  const idle = useIdle();

  useEffect(() => {
    clearProgressFailedUnless(pathname);
  }, [pathname]);

  if (!idle) return null;
  return <NextTopLoader color="var(--progress-color)" height={2} showSpinner={false} shadow={false} crawlSpeed={200} speed={300} zIndex={1600} />;
}

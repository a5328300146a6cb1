"use client";

import { useEffect } from "react";
import { clearProgressFailed, markProgressFailed } from "./progress-state";

/** Rendered by error and 404 screens: the progress bar shows red until the screen goes away. */
export function NavigationFailed() {
  useEffect(() => {
    markProgressFailed();
    return clearProgressFailed;
  }, []);
  return null;
}

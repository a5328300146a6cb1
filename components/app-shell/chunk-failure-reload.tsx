"use client";
/** Listens for chunk failures anywhere on the page (a lazy import, a prefetch) and reloads once a minute at most. */
import { useEffect } from "react";
import { reloadForChunkFailure } from "./reload-for-chunk";

export function ChunkFailureReload() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => void reloadForChunkFailure(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => void reloadForChunkFailure(event.reason);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
  return null;
}

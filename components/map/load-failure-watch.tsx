"use client";

import { APILoadingStatus, useApiLoadingStatus } from "@vis.gl/react-google-maps";
import { useEffect } from "react";

/** Reports when the Maps script cannot load (offline, blocked, a bad key), so the fallback can take over. */
export function LoadFailureWatch({ onFailure }: { onFailure: () => void }) {
  const status = useApiLoadingStatus();
  useEffect(() => {
    if (status === APILoadingStatus.FAILED || status === APILoadingStatus.AUTH_FAILURE) onFailure();
  }, [status, onFailure]);
  return null;
}

"use client";

import { useState } from "react";
import { buttonClasses } from "@/components/ui/button-styles";
import { apiCall } from "@/lib/api/client";

type State = "idle" | "busy" | "done" | "failed";

/** The confirmation of an unsubscribe link: one button that posts the token (RFC 8058's call). */
export function UnsubscribeButton({ token, texts }: { token: string; texts: { button: string; done: string; failed: string } }) {
  const [state, setState] = useState<State>("idle");

  async function confirm() {
    setState("busy");
    try {
      await apiCall("POST /api/saved-searches/unsubscribe", { query: { token } });
      setState("done");
    } catch {
      setState("failed");
    }
  }

  return (
    <div className="space-y-4">
      {state !== "done" && (
        <button type="button" onClick={confirm} disabled={state === "busy"} aria-busy={state === "busy" || undefined} className={buttonClasses("primary", "md")}>
          {texts.button}
        </button>
      )}
      <p role="status" className={state === "done" ? "rounded-md bg-green-50 p-4 font-medium text-green-900 ring-1 ring-green-200" : "text-sm text-red-700"}>
        {state === "done" ? texts.done : state === "failed" ? texts.failed : ""}
      </p>
    </div>
  );
}

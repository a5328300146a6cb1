import { useEffect, useRef, type ReactNode } from "react";
import { Icon } from "@/components/ui/icons";

/**
 * What replaces a form once it has done its work (registered, link sent, password set). It takes the
 * focus, which was on the submit button that is now gone, so keyboard and screen-reader users land on
 * the outcome.
 */
export function DonePanel({ message, children }: { message: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="space-y-5 rounded-md outline-none" data-testid="form-done">
      <p role="status" className="flex items-start gap-2 rounded-md bg-emerald-50 p-4 font-medium text-emerald-900 ring-1 ring-emerald-200">
        <Icon name="checkCircle" className="mt-0.5 size-5 shrink-0" />
        {message}
      </p>
      {children}
    </div>
  );
}

"use client";

import { useId, useState, type ReactNode } from "react";
import { Icon } from "@/components/ui/icons";

/**
 * On a phone the inbox's filters fold away behind one button (a disclosure: `aria-expanded`, keyboard
 * as any button), so the leads come first; from `sm` up they show as before and the button is gone.
 */
export function FilterDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-11 items-center gap-2 rounded-md bg-white px-4 font-semibold text-primary ring-1 ring-slate-300 hover:bg-slate-50 sm:hidden"
      >
        <Icon name="search" className="size-5" />
        {label}
        <span aria-hidden="true">{open ? "▲" : "▼"}</span>
      </button>
      <div id={id} className={open ? "mt-3 sm:mt-0" : "hidden sm:block"}>
        {children}
      </div>
    </div>
  );
}

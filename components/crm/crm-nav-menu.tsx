"use client";

import { usePathname } from "next/navigation";
import { useId, useState, type ReactNode } from "react";
import { Icon } from "@/components/ui/icons";

/**
 * The CRM's sections on a phone: folded behind a "Menu" button (a disclosure), closed again after each
 * navigation; from `md` up the links show in the header as before.
 */
export function CrmNavMenu({ label, children }: { label: string; children: ReactNode }) {
  const pathname = usePathname();
  // Open on the page it was opened on: a new page folds it again.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="inline-flex h-11 items-center gap-2 rounded-md px-3 font-semibold hover:bg-white/10 md:hidden"
      >
        <Icon name={open ? "close" : "menu"} className="size-5" />
        {label}
      </button>
      <div id={id} className={open ? "block" : "hidden md:block"}>
        {children}
      </div>
    </>
  );
}

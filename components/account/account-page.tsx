import type { ReactNode } from "react";
import { PageHeader } from "@/components/partner/page-header";
import { Container } from "@/components/ui/container";
import { cx } from "@/components/ui/cx";

type Props = {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** "form": one card in the middle (log-in, registration); "wide": the page column (favorites). */
  width?: "form" | "wide";
  children: ReactNode;
};

/** The frame of an account page: the site's title band, then the form card or the list. */
export function AccountPage({ eyebrow, title, intro, width = "form", children }: Props) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} intro={intro} />
      <Container className="py-10 lg:py-14">
        <div className={cx(width === "form" && "mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8")}>{children}</div>
      </Container>
    </>
  );
}

/** "No account yet? Register" under a form. */
export function AccountFootnote({ text, children }: { text?: string; children: ReactNode }) {
  return (
    <p className="mt-6 border-t border-slate-200 pt-6 text-center text-sm text-slate-700">
      {text && `${text} `}
      {children}
    </p>
  );
}

export const inlineLinkClass = "font-semibold text-primary underline underline-offset-2";

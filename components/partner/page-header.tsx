import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";

/** The title band at the top of an inner page, in the site's primary colour. */
export function PageHeader({ title, intro, eyebrow }: { title: string; intro?: ReactNode; eyebrow?: string }) {
  return (
    <div data-surface="dark" className="bg-primary text-on-primary">
      <Container className="py-10 lg:py-14">
        {eyebrow && <p className="text-sm font-semibold tracking-[0.2em] text-secondary uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{title}</h1>
        {intro && <div className="mt-3 max-w-3xl text-lg">{intro}</div>}
      </Container>
    </div>
  );
}

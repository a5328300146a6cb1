import type { Metadata } from "next";
import { ContactView } from "@/components/site-pages/contact-view";
import { pageMetadata } from "@/lib/site/metadata";
import { mainSite } from "@/lib/site/site";

// Uses the request host for the canonical URL.
export const dynamic = "force-dynamic";

export function generateMetadata(): Metadata {
  return pageMetadata(mainSite(), "/contact", "Contact", "Neem contact op met Costa Nieuwbouw over nieuwbouw in Spanje.");
}

export default function ContactPage() {
  return <ContactView site={mainSite()} />;
}

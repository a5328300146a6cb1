/** The three demo partners of DESIGN.md section 4, with Dutch and Belgian contact details. */
import type { partners } from "../schema";
import { daysBefore } from "./clock";

export type PartnerRow = typeof partners.$inferInsert;

export const PARTNER_ID = { demo: 1, zuidkust: 2, partnerA: 3 } as const;

/** `regionIdBySlug` maps costa slugs to geo ids (exclusivity is stored as geo ids). */
export function buildPartners(regionIdBySlug: ReadonlyMap<string, number>): PartnerRow[] {
  const region = (slug: string) => {
    const id = regionIdBySlug.get(slug);
    if (id === undefined) throw new Error(`unknown region ${slug}`);
    return id;
  };
  const createdAt = daysBefore(400);
  return [
    {
      id: PARTNER_ID.demo, slug: "demo", name: "Demo Makelaars", domain: null,
      primaryColor: "#13206a", secondaryColor: "#fffb00", headingColor: null, logoUrl: null,
      email: "info@demo.test", phone: "+31 20 123 4567",
      personName: "Sanne Jansen", personRole: "Vestigingsmanager", companyName: "Demo Makelaars B.V.",
      address: "Keizersgracht 123, 1015 CJ Amsterdam, Nederland", website: null,
      regionIds: [], active: true, createdAt, updatedAt: createdAt,
    },
    {
      id: PARTNER_ID.zuidkust, slug: "zuidkust", name: "Zuidkust Vastgoed", domain: null,
      primaryColor: "#0b6e4f", secondaryColor: "#f2c14e", headingColor: "#08415c", logoUrl: null,
      email: "info@zuidkust.test", phone: "+31 73 612 3456",
      personName: "Pieter van den Berg", personRole: "Eigenaar en makelaar", companyName: "Zuidkust Vastgoed B.V.",
      address: "Markt 12, 5211 JX 's-Hertogenbosch, Nederland", website: null,
      regionIds: [region("costa-del-sol")], active: true, createdAt, updatedAt: createdAt,
    },
    {
      id: PARTNER_ID.partnerA, slug: "partner-a", name: "Partner A Woningen", domain: "partner-a.test",
      primaryColor: "#7a1f5c", secondaryColor: "#f5d547", headingColor: "#222222", logoUrl: null,
      email: "info@partner-a.test", phone: "+32 3 234 56 78",
      personName: "Els Peeters", personRole: "Zaakvoerder", companyName: "Partner A Woningen BV",
      address: "Meir 45, 2000 Antwerpen, België", website: "https://partner-a.test",
      regionIds: [region("costa-blanca")], active: true, createdAt, updatedAt: createdAt,
    },
  ];
}

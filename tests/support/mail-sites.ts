/** Sites as the mail tests need them: the main brand and a partner with the seed's colours and contact. */
import { safeColors } from "@/lib/partners/colors";
import { mainSite, type Site } from "@/lib/site/site";

export const MAIN_SITE = mainSite();

export function partnerSite(overrides: Partial<Site> = {}): Site {
  return {
    kind: "partner",
    partnerId: 2,
    slug: "zuidkust",
    name: "Zuidkust Vastgoed",
    basePath: "/zuidkust",
    customDomain: null,
    colors: safeColors({ primary: "#0b6e4f", secondary: "#f2c14e", heading_color: "#08415c" }),
    contact: {
      personName: "Pieter van den Berg",
      personRole: "Makelaar",
      companyName: "Zuidkust Vastgoed B.V.",
      address: "Markt 1, 5211 JV 's-Hertogenbosch",
      email: "info@zuidkust.test",
      phone: "+31 73 612 3456",
      website: "https://zuidkust.test",
      whatsapp: null,
      openingHours: null,
    },
    regionIds: [],
    logoUrl: null,
    about: null,
    aboutPhotoUrl: null,
    socials: {},
    ...overrides,
  };
}

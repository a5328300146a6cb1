/**
 * What a request form sends about the visit (components/leads/landing-source.ts) for the lead's source
 * (lib/figures/source.ts): two web addresses, checked here and classified on the server. Client-safe.
 */
import { z } from "zod";
import { fieldMessage } from "../i18n/validation";

const isWebAddress = (value: string) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const webAddress = z.string().max(2000).refine(isWebAddress, fieldMessage("webAddress"));

export const leadSourceInputSchema = z
  .strictObject({
    referrer: webAddress.optional().meta({ description: "The referrer of the page the visit began on (document.referrer)" }),
    landing: webAddress.optional().meta({ description: "The URL the visit began on (for its utm parameters)" }),
  })
  .meta({ description: "Where the visit came from; only its class and a short detail are stored" });

export type LeadSourceInput = z.output<typeof leadSourceInputSchema>;

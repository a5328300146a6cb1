"use client";

import { useTranslations } from "next-intl";
import { setValidationTranslator } from "@/lib/i18n/validation-texts";

/**
 * Gives the zod schemas in the browser their field messages (the `validation` messages this page was
 * sent), before any form below checks a value. Renders nothing.
 */
export function ValidationMessages() {
  const t = useTranslations("validation");
  setValidationTranslator((key, values) => t(key, values));
  return null;
}

"use client";

import { NextIntlClientProvider, useLocale, useMessages } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { mergeMessages } from "@/lib/i18n/client-messages";

type Messages = Parameters<typeof mergeMessages>[1];

/** Adds a page's messages to the layout's for the islands below; formats and time zone are inherited. */
export function MoreMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const locale = useLocale();
  const current = useMessages();
  const merged = useMemo(() => mergeMessages(current, messages), [current, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged as typeof current}>
      {children}
    </NextIntlClientProvider>
  );
}

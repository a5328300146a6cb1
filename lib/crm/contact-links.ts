/**
 * One-tap links to a lead's sender on a phone: call (`tel:`), WhatsApp (`https://wa.me/<digits>`) and
 * e-mail (`mailto:`). WhatsApp wants the number in international form, digits only: `+` or `00` starts
 * one; a national number (a leading 0) is taken as Dutch (+31), the site's own audience. Client-safe.
 */

/** The number for `tel:`: digits and a leading `+` only; null when there are too few digits to dial. */
export function telNumber(phone: string | null): string | null {
  if (!phone) return null;
  const plus = phone.trim().startsWith("+") ? "+" : "";
  const digits = phone.replace(/\D/g, "");
  return digits.length >= 6 ? `${plus}${digits}` : null;
}

/** The digits `wa.me` takes (country code first, no `+` or leading zeros); null when there is no usable number. */
export function whatsAppDigits(phone: string | null): string | null {
  const tel = telNumber(phone);
  if (!tel) return null;
  let digits = tel.replace(/\D/g, "");
  if (tel.startsWith("+")) return digits.replace(/^0+/, "") || null;
  if (digits.startsWith("00")) return digits.slice(2).replace(/^0+/, "") || null;
  if (digits.startsWith("0")) digits = `31${digits.slice(1)}`;
  return digits.length >= 8 ? digits : null;
}

export interface ContactLinks {
  tel: string | null;
  whatsApp: string | null;
  mail: string | null;
}

export function contactLinks(phone: string | null, email: string | null): ContactLinks {
  const tel = telNumber(phone);
  const wa = whatsAppDigits(phone);
  return { tel: tel ? `tel:${tel}` : null, whatsApp: wa ? `https://wa.me/${wa}` : null, mail: email ? `mailto:${email}` : null };
}

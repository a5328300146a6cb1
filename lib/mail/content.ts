/**
 * What a mail says, apart from how it looks: the input of `renderMail` and what it returns. Each kind
 * of mail (templates/) fills a `MailLayoutInput`; the layout adds the site's name, colours and
 * contact details and makes the HTML and plain-text parts.
 */
import type { Site } from "../site/site";

interface MailAction {
  label: string;
  /** Absolute http(s) URL. */
  url: string;
}

export interface MailDetail {
  label: string;
  value: string;
}

/** One entry of a list of links (the projects of a saved-search alert). */
export interface MailItem {
  title: string;
  /** Absolute http(s) URL. */
  url: string;
  /** Short lines under the title (place, price, why it is listed). */
  lines: readonly string[];
}

export interface MailLayoutInput {
  site: Site;
  subject: string;
  heading: string;
  /** Plain text; line breaks inside a paragraph are kept. */
  paragraphs: readonly string[];
  /** The one thing to do (a button in HTML, the bare link in the text part). */
  action?: MailAction;
  /** Label and value rows, such as the fields of a lead. */
  details?: readonly MailDetail[];
  /** Linked entries under the paragraphs. */
  items?: readonly MailItem[];
  /** A small note under the rest ("Heb je dit niet aangevraagd? …"). */
  footnote?: string;
  /** A link under the footnote (the unsubscribe link of an alert), absolute http(s). */
  footLink?: MailAction;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Display name of the sender: the partner's name; null for the main brand (MAIL_FROM's own name). */
  fromName: string | null;
  /** The site's contact address, so that replies reach the partner rather than a no-reply box. */
  replyTo: string | null;
}

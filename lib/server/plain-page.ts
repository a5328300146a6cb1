/**
 * A whole HTML page without scripts or styles of the build, for answers the server writes itself
 * (before Next, or instead of Next's answer): readable without JavaScript, by people, crawlers and
 * link checkers alike. Texts are escaped; `links` are same-site paths.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function plainPage(
  title: string,
  text: string,
  links: { href: string; label: string }[] = [{ href: "/", label: "Go back to homepage" }],
  refresh?: { refreshSeconds: number; refreshPath: string },
): string {
  const reload = refresh ? `<meta http-equiv="refresh" content="${refresh.refreshSeconds};url=${escapeHtml(refresh.refreshPath)}">` : "";
  const anchors = links.map((link) => `<a href="${escapeHtml(link.href)}" style="margin-right:1rem">${escapeHtml(link.label)}</a>`).join("");
  return (
    `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">${reload}<title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p>${anchors}</p></main></body></html>`
  );
}

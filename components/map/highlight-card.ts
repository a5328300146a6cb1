"use client";

import { useEffect } from "react";

/** The nearest ancestor that scrolls on its own (the list panel beside the map), not the page. */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(node).overflowY) && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/**
 * Marks the list's card of the project whose popup is open (`data-map-selected` on the list item
 * with `data-card-id`, styled there) and scrolls it into view when the list scrolls beside the map.
 * On a phone the list is below the map, and scrolling the page would hide the map: it stays put.
 * Done on the DOM so that the list, rendered on the server, needs no script of its own.
 */
export function useHighlightCard(id: number | null) {
  useEffect(() => {
    if (id === null) return;
    const item = document.querySelector<HTMLElement>(`[data-card-id="${id}"]`);
    if (!item) return;
    item.setAttribute("data-map-selected", "");
    const list = scrollingAncestor(item);
    if (list) {
      const top = item.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
      if (top < list.scrollTop || top + item.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTo({ top: top - 8, behavior: "smooth" });
    }
    return () => item.removeAttribute("data-map-selected");
  }, [id]);
}

import type { Locator, Page } from "@playwright/test";

/**
 * Waits until React has hydrated an element (its fiber is attached): a click before that is a
 * plain HTML click that no handler sees.
 */
export async function hydrated(element: Locator): Promise<void> {
  await element.evaluate((node) =>
    new Promise<void>((resolve) => {
      const check = () => (Object.keys(node).some((key) => key.startsWith("__reactFiber")) ? resolve() : requestAnimationFrame(check));
      check();
    }),
  );
}

/**
 * Collects the page's uncaught errors and React's hydration errors (minified #418 / #423 / #425):
 * a text the browser renders differently from the server's HTML shows up here.
 */
export function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|#41[89]|#42[35]/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

import type { Locator } from "@playwright/test";

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

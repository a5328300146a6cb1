import { describe, expect, it } from "vitest";
import { initialRotation, isRotating } from "@/components/home/carousel-state";

describe("home carousel", () => {
  it("rotates only while nobody stopped it, hovers it, has keyboard focus in it or left the tab", () => {
    const idle = initialRotation(false);
    expect(isRotating(idle, 3)).toBe(true);
    expect(isRotating({ ...idle, stopped: true }, 3)).toBe(false);
    expect(isRotating({ ...idle, hovered: true }, 3)).toBe(false);
    expect(isRotating({ ...idle, focused: true }, 3)).toBe(false);
    expect(isRotating({ ...idle, hidden: true }, 3)).toBe(false);
  });

  it("never rotates a single slide", () => {
    expect(isRotating(initialRotation(false), 1)).toBe(false);
  });

  it("starts stopped under reduced motion, and the visitor can start it", () => {
    const reduced = initialRotation(true);
    expect(isRotating(reduced, 3)).toBe(false);
    expect(isRotating({ ...reduced, stopped: false }, 3)).toBe(true);
  });
});

"use client";

import { Component, type ReactNode } from "react";

/** Shows `fallback` when the map cannot be drawn (its code did not load, the library failed). */
export class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

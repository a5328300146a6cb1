/** One bar: its label, its value and how the value reads ("12", "3,5 uur"). */
export interface ChartItem {
  key: string;
  label: string;
  value: number;
  display: string;
}

/** What a drawn chart says about itself. */
export interface ChartText {
  /** The accessible name of the SVG ("Staafdiagram: …"). */
  label: string;
  /** The `<details>` summary of the table beside it. */
  tableSummary: string;
  labelHeader: string;
  valueHeader: string;
}

import type { ProjectCard } from "@/lib/catalogue/card";
import { ResultCard } from "./result-card";

/**
 * The grid view; its columns follow the room the results get (the filter panel may be collapsed):
 * one on a phone, up to four beside the filters from 1400 px.
 */
export function ResultsGrid({ cards }: { cards: ProjectCard[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 @xl:grid-cols-2 @3xl:grid-cols-3 @min-[60rem]:grid-cols-4 @min-[60rem]:gap-4">
      {cards.map((card, index) => (
        // Each card skips layout and paint until it comes near (`.project-card` in app/globals.css).
        <li key={card.id}>
          <ResultCard project={card} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}

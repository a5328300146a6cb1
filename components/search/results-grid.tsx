import type { ProjectCard } from "@/lib/catalogue/card";
import { ResultCard } from "./result-card";

/** The grid view; its columns follow the room the results get (the filter panel may be collapsed). */
export function ResultsGrid({ cards }: { cards: ProjectCard[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 @xl:grid-cols-2 @4xl:grid-cols-3 @7xl:grid-cols-4">
      {cards.map((card, index) => (
        // Cards below the first screen skip layout and paint until they come near (a phone's first load).
        <li key={card.id} className={index < 2 ? undefined : "offscreen-card"}>
          <ResultCard project={card} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}

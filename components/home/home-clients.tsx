import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";

/** Developers we work with, each with a small generated text logo: a mark in its colour and its name. */
const CLIENTS = [
  { key: "costaSerena", color: "#0e7490", mark: "circle" },
  { key: "habitat", color: "#9a3412", mark: "square" },
  { key: "sierraBlanca", color: "#334155", mark: "peak" },
  { key: "brisamar", color: "#1d4ed8", mark: "wave" },
  { key: "nordicSun", color: "#a16207", mark: "circle" },
  { key: "blueHorizon", color: "#1e3a8a", mark: "wave" },
] as const;

type Mark = (typeof CLIENTS)[number]["mark"];

const MARKS: Record<Mark, string> = {
  circle: "M20 6a14 14 0 1 0 0 28a14 14 0 1 0 0-28z",
  square: "M7 7h26v26H7z",
  peak: "M4 33L16 11l7 11 4-6 9 17z",
  wave: "M4 20q8-10 16 0t16 0v14H4z",
};

export function HomeClients() {
  const t = useTranslations("home.clients");
  return (
    <section data-reveal="" aria-labelledby="clients-title" className="py-14 sm:py-16">
      <Container>
        <h2 id="clients-title" className="text-center text-2xl font-bold text-heading sm:text-3xl">
          {t("title")}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{t("intro")}</p>
        <ul className="mt-10 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6">
          {CLIENTS.map(({ key, color, mark }) => (
            <li key={key} className="flex items-center justify-center">
              <ClientLogo name={t(`items.${key}`)} color={color} mark={mark} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** A text logo as one image with the company's name as its accessible name. */
function ClientLogo({ name, color, mark }: { name: string; color: string; mark: Mark }) {
  const [first, ...rest] = name.split(" ");
  return (
    <svg role="img" aria-label={name} viewBox="0 0 180 40" width={180} height={40} className="h-10 w-auto max-w-full opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0">
      <path d={MARKS[mark]} fill={color} />
      <text x="44" y="18" fontSize="13" fontWeight="700" fill="#0f172a" fontFamily="system-ui, sans-serif">
        {first}
      </text>
      <text x="44" y="33" fontSize="11" fill="#475569" fontFamily="system-ui, sans-serif">
        {rest.join(" ")}
      </text>
    </svg>
  );
}

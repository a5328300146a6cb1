/** Blog posts for the home page's blog block. */
import { paragraphs, type PageText } from "./types";

export const BLOG_POSTS: PageText[] = [
  {
    slug: "vijf-redenen-voor-nieuwbouw-in-spanje",
    kind: "blog",
    title: "Vijf redenen om voor nieuwbouw in Spanje te kiezen",
    summary: "Energiezuinig, zorgeloos en betalen in termijnen: waarom steeds meer kopers voor een nieuwe woning kiezen.",
    body: paragraphs(
      "Wie een woning aan de Spaanse kust zoekt, heeft de keus tussen een bestaande woning en nieuwbouw. Steeds meer Nederlanders en Belgen kiezen voor nieuw. Dit zijn de vijf belangrijkste redenen.",
      "## 1. Energiezuinig en comfortabel",
      "Nieuwe woningen voldoen aan de strenge Spaanse bouwnormen: goede isolatie, dubbel glas, airconditioning met warmtepomp en vaak zonnepanelen. Dat scheelt in de winter in de stookkosten en in de zomer in de hitte.",
      "## 2. Betalen in termijnen",
      "Bij aankoop op plan betaalt u een deel tijdens de bouw en het grootste deel pas bij de oplevering. Uw aanbetalingen zijn wettelijk gegarandeerd.",
      "## 3. Geen verrassingen",
      "U krijgt garanties op afwerking, installaties en constructie, tot tien jaar op de constructie. Geen verborgen gebreken of achterstallig onderhoud.",
      "## 4. Zelf kiezen",
      "Bij een vroege aankoop kiest u vaak zelf de vloeren, de keuken of de indeling, en soms een meubelpakket.",
      "## 5. Voorzieningen",
      "Moderne projecten hebben gemeenschappelijke zwembaden, tuinen, fitnessruimtes en parkeergarages. Dat maakt ze prettig om te wonen en aantrekkelijk voor verhuur.",
    ),
  },
  {
    slug: "bankgarantie-bij-nieuwbouw",
    kind: "blog",
    title: "Wat is een bankgarantie bij nieuwbouw in Spanje?",
    summary: "Uw aanbetalingen op een woning in aanbouw moeten volgens de Spaanse wet gegarandeerd zijn. Zo werkt het.",
    body: paragraphs(
      "Koopt u een woning op plan, dan betaalt u vaak 30 tot 40% van de koopprijs voordat de woning klaar is. Wat gebeurt er met dat geld als de ontwikkelaar niet oplevert?",
      "## De wet beschermt u",
      "De Spaanse wet verplicht ontwikkelaars om alle aanbetalingen van kopers van woningen in aanbouw te garanderen, met een bankgarantie of een verzekering, per koper. Wordt de woning niet of niet op tijd opgeleverd, dan krijgt u uw aanbetalingen terug, met wettelijke rente.",
      "## Waar let u op?",
      "Vraag voor elke betaling een individuele garantie op uw naam. Betaal alleen op de speciale projectrekening die in het koopcontract staat. Uw advocaat controleert of de bouwvergunning in orde is en of de garanties kloppen.",
      "## Bij de oplevering",
      "Zodra de bewoningsvergunning is verleend en u bij de notaris de akte tekent, vervallen de garanties: u bent dan eigenaar van een afgebouwde woning.",
    ),
  },
  {
    slug: "golfen-aan-de-costa-del-sol",
    kind: "blog",
    title: "Wonen aan de fairway: golfen aan de Costa del Sol",
    summary: "Met meer dan zeventig banen heet de Costa del Sol ook wel de Costa del Golf. De mooiste plekken om te wonen.",
    body: paragraphs(
      "Golfers komen aan de Costa del Sol het hele jaar aan hun trekken. Het zachte klimaat, de variatie aan banen en de goede bereikbaarheid maken de kust tot een van de populairste golfbestemmingen van Europa.",
      "## Nueva Andalucía en Benahavís",
      "In de Golfvallei van Marbella en in Benahavís liggen meerdere banen op korte afstand van elkaar. Hier vindt u appartementen en villa's met uitzicht op de fairway.",
      "## Estepona en Casares",
      "Tussen Estepona en Casares liggen rustige banen met uitzicht op zee en, bij helder weer, op Gibraltar en Afrika.",
      "## Mijas",
      "Mijas heeft een eigen golfvallei met meerdere banen op korte afstand van Fuengirola en de luchthaven van Málaga: ideaal voor wie vaak heen en weer reist.",
    ),
  },
  {
    slug: "vakantieverhuur-toeristische-licentie",
    kind: "blog",
    title: "Uw woning verhuren? Let op de toeristische licentie",
    summary: "Vakantieverhuur in Spanje is aan regels gebonden. Wat u moet regelen voordat u gasten ontvangt.",
    body: paragraphs(
      "Veel kopers willen hun woning verhuren als ze er zelf niet zijn. Dat kan, maar vakantieverhuur is in Spanje gereguleerd per regio en soms per gemeente.",
      "## Registratie",
      "In Andalusië registreert u uw woning als toeristische woning (vivienda con fines turísticos); in de regio Valencia en in Murcia gelden vergelijkbare registraties. Sinds kort is er ook een landelijk registratienummer dat op elke advertentie moet staan.",
      "## VvE-regels",
      "Sommige VvE's beperken of verbieden vakantieverhuur in hun statuten. Vraag dit na voordat u koopt, zeker bij een bestaand complex.",
      "## Belasting",
      "Huurinkomsten geeft u in Spanje aan, meestal per kwartaal. Als inwoner van de EU kunt u kosten aftrekken. Een lokale fiscalist kan dit voor u verzorgen.",
    ),
  },
];

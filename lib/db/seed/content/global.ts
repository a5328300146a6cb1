/** The main site's own pages: living in Spain, what your broker does, and zuidkust's version of the latter. */
import { paragraphs, type PageText } from "./types";

export const WONEN_EN_LEVEN: PageText = {
  slug: "wonen-en-leven",
  kind: "page",
  title: "Wonen en leven in Spanje",
  summary: "Klimaat, zorg, belastingen, het NIE-nummer en een Spaanse bankrekening: wat u moet weten voordat u (een deel van het jaar) in Spanje gaat wonen.",
  body: paragraphs(
    "Steeds meer Nederlanders en Belgen kiezen voor een tweede leven aan de Spaanse kust. Sommigen wonen er het hele jaar, anderen overwinteren er of gebruiken hun woning als vakantiehuis. Wat u ook kiest: met een goede voorbereiding verloopt de overstap zonder verrassingen.",
    "## Klimaat",
    "De Costa del Sol, Costa Blanca en Costa Cálida behoren tot de zonnigste streken van Europa, met ruim 300 zonnige dagen per jaar. In de winter is het overdag vaak 16 tot 20 graden, in de zomer ruim boven de 30. De zee tempert de hitte aan de kust; in het binnenland is het in juli en augustus warmer en 's nachts in de winter koeler. Een woning op het zuiden met een overdekt terras is het hele jaar aangenaam.",
    "## Zorg",
    "Spanje heeft een goede publieke gezondheidszorg en veel internationale privéklinieken, vaak met Nederlandstalig personeel. Voor een vakantie volstaat de Europese gezondheidskaart (EHIC) van uw zorgverzekeraar. Verhuist u definitief, dan schrijft u zich in bij de Spaanse sociale zekerheid; gepensioneerden doen dat meestal met een S1-formulier. Veel kopers sluiten daarnaast een Spaanse of internationale aanvullende verzekering af.",
    "## Kosten van levensonderhoud",
    "Het dagelijks leven is in Spanje voordeliger dan in Nederland en België. Boodschappen op de markt, een menu del día voor 12 tot 16 euro en openbaar vervoer zijn betaalbaar. Voor een appartement aan de kust betaalt u jaarlijks ongeveer 1.500 tot 3.500 euro aan VvE-bijdrage, gemeentelijke belastingen en verzekeringen; water, elektriciteit en internet kosten samen zo'n 100 tot 200 euro per maand, afhankelijk van het gebruik van de airconditioning.",
    "## Het NIE-nummer",
    "Voor bijna alles in Spanje heeft u een NIE nodig (Número de Identificación de Extranjero): voor de aankoop bij de notaris, een bankrekening, nutsaansluitingen en belastingen. U vraagt het aan bij de politie in Spanje of bij het Spaanse consulaat in Nederland of België. Uw advocaat kan dit met een volmacht ook voor u regelen.",
    "## Bankrekening",
    "Met een Spaanse bankrekening betaalt u eenvoudig de gemeentelijke belastingen, de VvE-bijdrage en de rekeningen voor water, elektriciteit en internet. Voor niet-ingezetenen bestaat een aparte rekening (cuenta de no residente). Neem uw paspoort en NIE mee; sommige banken vragen ook een bewijs van inkomen.",
    "## Belastingen",
    "Als eigenaar betaalt u jaarlijks de onroerendgoedbelasting van de gemeente (IBI) en een afvalheffing. Woont u niet in Spanje, dan betaalt u ook inkomstenbelasting voor niet-ingezetenen over een fictief inkomen uit de woning, en over de huur als u verhuurt. Woont u er meer dan 183 dagen per jaar, dan wordt u in de regel fiscaal inwoner van Spanje. Laat u altijd adviseren door een fiscalist die beide landen kent.",
    "## Het koopproces stap voor stap",
    "- NIE-nummer: vraag uw fiscale nummer aan bij de politie in Spanje, het consulaat of via uw advocaat met een volmacht.",
    "- Bankrekening: open een Spaanse rekening voor de aankoop en de vaste lasten.",
    "- Reservering: u reserveert de woning met een reserveringsovereenkomst en een bedrag van meestal 3.000 tot 10.000 euro; de prijs ligt dan vast.",
    "- Onderhands koopcontract: binnen enkele weken tekent u het contrato privado en betaalt u, bij nieuwbouw gedekt door een bankgarantie, een deel van de koopsom.",
    "- Notariële akte: bij de oplevering tekent u de escritura bij de notaris, betaalt u het restant en krijgt u de sleutels.",
    "- Inschrijving: de akte wordt ingeschreven in het eigendomsregister; daarna volgen de nutsaansluitingen en de aanmelding bij gemeente en VvE.",
    "Reken naast de koopprijs op 12 tot 14% bijkomende kosten voor btw, zegelrecht, notaris, register en advocaat.",
    "## Wonen in de praktijk",
    "Rijbewijs, auto, internet en huisdieren: bijna alles is in Europa goed geregeld. Schrijf u na drie maanden verblijf in bij de gemeente (padrón) en bij de vreemdelingendienst als u blijft wonen. Uw makelaar kent lokale advocaten, fiscalisten, verzekeraars en aannemers die Nederlands of Engels spreken en helpt u graag op weg.",
  ),
};

export const UW_MAKELAAR: PageText = {
  slug: "uw-makelaar",
  kind: "page",
  title: "Uw makelaar in Spanje",
  summary: "Een Nederlandstalige makelaar begeleidt u van de eerste zoektocht tot de sleuteloverdracht, zonder extra kosten voor u als koper.",
  body: paragraphs(
    "Een woning kopen in het buitenland is een grote stap. Onze makelaars zijn Nederlands- en Vlaamstalig, kennen de Spaanse kust al jaren en werken dagelijks met de ontwikkelaars van de projecten op deze site. Zij staan aan uw kant, van de eerste zoektocht tot ver na de oplevering.",
    "## Wat uw makelaar voor u doet",
    "Samen bespreken we uw wensen en budget en maken we een selectie van projecten die echt bij u passen. We vragen prijslijsten, plattegronden en de technische omschrijving voor u op, vergelijken betalingsschema's en vertellen eerlijk wat de voor- en nadelen van een project en een locatie zijn.",
    "Tijdens een bezichtigingsreis haalt uw makelaar u op van het vliegveld, plant de bezichtigingen en neemt u mee naar de omgeving: het strand, de supermarkt, de golfbaan en de buurt 's avonds. Zo weet u precies waar u aan begint.",
    "## Juridisch en financieel",
    "Wij brengen u in contact met een onafhankelijke, Engels- of Nederlandstalige advocaat die het koopcontract, de bouwvergunning en de bankgarantie controleert. We helpen bij het aanvragen van uw NIE-nummer, het openen van een bankrekening en, als u dat wilt, een Spaanse hypotheek.",
    "## Na de aankoop",
    "Bij de oplevering lopen we samen de woning na en noteren we eventuele gebreken, die de ontwikkelaar herstelt. Daarna helpen we met de nutsaansluitingen, meubelpakketten, verzekeringen en, als u wilt verhuren, met het aanvragen van een toeristische licentie.",
    "## Wat kost het?",
    "Voor nieuwbouw betaalt de ontwikkelaar de makelaarscourtage. U betaalt als koper dezelfde prijs als wanneer u rechtstreeks koopt, maar met begeleiding in uw eigen taal. Neem gerust contact op voor een vrijblijvend gesprek.",
  ),
};

export const ZUIDKUST_UW_MAKELAAR: PageText = {
  slug: "uw-makelaar",
  kind: "page",
  partnerSlug: "zuidkust",
  title: "Zuidkust Vastgoed, uw makelaar aan de Costa del Sol",
  summary: "Pieter van den Berg en zijn team zijn gespecialiseerd in nieuwbouw tussen Málaga en Sotogrande, met kantoren in 's-Hertogenbosch en Marbella.",
  body: paragraphs(
    "Zuidkust Vastgoed is het Brabantse kantoor voor nieuwbouw aan de Costa del Sol. Sinds 2008 helpt ons team kopers uit Nederland en België aan een appartement, penthouse of villa tussen Málaga en Sotogrande.",
    "## Exclusief aan de Costa del Sol",
    "Wij richten ons op één kust en kennen die tot in de details: van de boulevards van Fuengirola en de Golden Mile in Marbella tot de golfvallei van Benahavís en de opkomende projecten in Estepona en Manilva. We bezoeken elk project zelf voordat we het aanbieden.",
    "## Zo werken wij",
    "U begint met een kennismaking op ons kantoor in 's-Hertogenbosch of online. Daarna stellen we een bezichtigingsreis samen, met overnachting, vervoer en een vaste begeleider ter plaatse. Onze Spaanse collega in Marbella regelt de afspraken met advocaat, bank en notaris.",
    "## Na de sleuteloverdracht",
    "Ook na de aankoop blijven we uw aanspreekpunt: voor de oplevering, het meubelpakket, sleutelbeheer en verhuur via onze lokale partners.",
    "Bel ons op +31 73 612 3456 of stuur een bericht via het contactformulier. We nemen binnen één werkdag contact met u op.",
  ),
};

export const CONTACT: PageText = {
  slug: "contact",
  kind: "page",
  title: "Contact",
  summary: "Vragen over een project, een bezichtigingsreis of de aankoop? Onze Nederlandstalige makelaars helpen u graag, op kantoor, aan de telefoon of online.",
  body: paragraphs(
    "Of u nu net begint te zoeken of al een project op het oog heeft: een gesprek met een makelaar die de Spaanse kust kent, scheelt u veel zoekwerk. Stuur ons een bericht met het formulier, bel ons of maak een afspraak op kantoor.",
    "## Zo helpen wij u verder",
    "Na uw bericht neemt een makelaar binnen één werkdag contact met u op. We bespreken uw wensen, uw budget en de kust die bij u past, en sturen u een selectie van projecten met prijslijsten en plattegronden.",
    "## Een bezichtigingsreis plannen",
    "Wilt u projecten ter plaatse bekijken? Wij stellen een programma van drie tot vier dagen samen, halen u op van het vliegveld en begeleiden u bij elke bezichtiging. Laat in uw bericht weten wanneer u wilt reizen.",
    "## Voor partners en makelaars",
    "Bent u makelaar en wilt u nieuwbouw in Spanje aanbieden onder uw eigen naam? Lees meer over ons franchiseprogramma of vermeld het in uw bericht; we nemen dan persoonlijk contact met u op.",
  ),
};

import type { Trilingual } from './languages.ts';

/** Phrases aligned across languages, each in the grammatical slot its templates use. */

export const RESEARCH_GROUPS: readonly Trilingual[] = [
  ["Des chercheurs de l'EPFL", 'EPFL researchers', 'Forschende der EPFL'],
  ["Des scientifiques de l'EPFL", 'Scientists at EPFL', 'Wissenschaftler der EPFL'],
  ["Des ingénieurs de l'EPFL", 'EPFL engineers', 'Ingenieure der EPFL'],
  ["Des doctorants de l'EPFL", 'EPFL doctoral students', 'Doktorierende der EPFL'],
];

export const RESEARCH_VERBS: readonly Trilingual[] = [
  ['développent', 'develop', 'entwickeln'],
  ['présentent', 'present', 'präsentieren'],
  ['testent', 'test', 'testen'],
  ['conçoivent', 'design', 'konstruieren'],
];

/** Direct objects (French with article, German in the accusative). */
export const THINGS: readonly Trilingual[] = [
  ['un capteur souple et étirable', 'a soft, stretchable sensor', 'einen weichen, dehnbaren Sensor'],
  ['une nouvelle batterie au sodium', 'a new sodium battery', 'eine neue Natriumbatterie'],
  ['un robot inspiré des insectes', 'an insect-inspired robot', 'einen von Insekten inspirierten Roboter'],
  ["un algorithme d'apprentissage frugal", 'a frugal learning algorithm', 'einen sparsamen Lernalgorithmus'],
  ['une puce photonique', 'a photonic chip', 'einen photonischen Chip'],
  ['un béton à faible teneur en carbone', 'a low-carbon concrete', 'einen kohlenstoffarmen Beton'],
  ['un implant neuronal sans fil', 'a wireless neural implant', 'ein drahtloses Neuroimplantat'],
  ['une membrane filtrante en graphène', 'a graphene filtering membrane', 'eine Filtermembran aus Graphen'],
  ['un modèle climatique à haute résolution', 'a high-resolution climate model', 'ein hochauflösendes Klimamodell'],
  ['une cellule solaire en pérovskite', 'a perovskite solar cell', 'eine Perowskit-Solarzelle'],
  ['un drone pliable', 'a foldable drone', 'eine faltbare Drohne'],
  ['un microscope sans lentille', 'a lens-free microscope', 'ein linsenloses Mikroskop'],
  ['un exosquelette léger', 'a lightweight exoskeleton', 'ein leichtes Exoskelett'],
  ['un protocole de chiffrement post-quantique', 'a post-quantum encryption protocol', 'ein Post-Quanten-Verschlüsselungsprotokoll'],
  ['une enzyme artificielle', 'an artificial enzyme', 'ein künstliches Enzym'],
  ['un jumeau numérique du Léman', 'a digital twin of Lake Geneva', 'einen digitalen Zwilling des Genfersees'],
  ['une peau électronique', 'an electronic skin', 'eine elektronische Haut'],
  ['un catalyseur à base de fer', 'an iron-based catalyst', 'einen Katalysator auf Eisenbasis'],
  ['un vaccin thermostable', 'a heat-stable vaccine', 'einen hitzestabilen Impfstoff'],
  ['un réseau de capteurs sismiques', 'a network of seismic sensors', 'ein Netz seismischer Sensoren'],
];

export const PURPOSES: readonly Trilingual[] = [
  ["pour surveiller la qualité de l'air", 'to monitor air quality', 'zur Überwachung der Luftqualität'],
  ['pour stocker les énergies renouvelables', 'to store renewable energy', 'zur Speicherung erneuerbarer Energie'],
  ['pour détecter les maladies plus tôt', 'to detect diseases earlier', 'zur früheren Erkennung von Krankheiten'],
  ['pour réduire les émissions de CO2', 'to cut CO2 emissions', 'zur Senkung der CO2-Emissionen'],
  ["pour explorer les zones sinistrées", 'to explore disaster areas', 'zur Erkundung von Katastrophengebieten'],
  ['pour protéger les données personnelles', 'to protect personal data', 'zum Schutz persönlicher Daten'],
  ["pour purifier l'eau potable", 'to purify drinking water', 'zur Reinigung von Trinkwasser'],
  ['pour prévoir les crues', 'to forecast floods', 'zur Vorhersage von Hochwasser'],
  ['pour rendre la marche aux patients', 'to help patients walk again', 'für die Gangrehabilitation von Patienten'],
  ['pour accélérer les calculs', 'to speed up computation', 'zur Beschleunigung von Berechnungen'],
  ['pour suivre la fonte des glaciers', 'to track melting glaciers', 'zur Beobachtung der Gletscherschmelze'],
  ['pour recycler les plastiques', 'to recycle plastics', 'zum Recycling von Kunststoffen'],
];

export const PRIZES: readonly Trilingual[] = [
  ['une bourse ERC Advanced Grant', 'an ERC Advanced Grant', 'einen ERC Advanced Grant'],
  ['une bourse ERC Starting Grant', 'an ERC Starting Grant', 'einen ERC Starting Grant'],
  ['le prix Latsis', 'the Latsis Prize', 'den Latsis-Preis'],
  ['le prix de la meilleure thèse', 'the best thesis award', 'den Preis für die beste Dissertation'],
  ["le prix d'excellence en enseignement", 'the teaching excellence award', 'den Preis für hervorragende Lehre'],
];

export const CAMPUS_EVENTS: readonly Trilingual[] = [
  ['Journées portes ouvertes', 'Open Days', 'Tage der offenen Tür'],
  ['Forum EPFL', 'EPFL Forum', 'EPFL-Forum'],
  ['Festival Balélec', 'Balélec Festival', 'Balélec-Festival'],
  ['Semaine de la durabilité', 'Sustainability Week', 'Nachhaltigkeitswoche'],
  ['Cérémonie des diplômes', 'Graduation Ceremony', 'Diplomfeier'],
  ['Nuit de la science', 'Science Night', 'Nacht der Wissenschaft'],
];

export const STUDY_FIELDS: readonly Trilingual[] = [
  ['science des données', 'data science', 'Datenwissenschaft'],
  ['robotique', 'robotics', 'Robotik'],
  ['énergie durable', 'sustainable energy', 'nachhaltiger Energie'],
  ['neuro-ingénierie', 'neuroengineering', 'Neuroengineering'],
  ['cybersécurité', 'cybersecurity', 'Cybersicherheit'],
  ['science des matériaux', 'materials science', 'Materialwissenschaft'],
];

export const CITIES: readonly Trilingual[] = [
  ['Lausanne', 'Lausanne', 'Lausanne'],
  ['Genève', 'Geneva', 'Genf'],
  ['Sion', 'Sion', 'Sitten'],
  ['Neuchâtel', 'Neuchâtel', 'Neuenburg'],
  ['Fribourg', 'Fribourg', 'Freiburg'],
];

export const JOURNALS = ['Nature', 'Science', 'Nature Communications', 'PNAS', 'Physical Review Letters', 'Advanced Materials', 'Cell', 'The Lancet'];

export const FIRST_NAMES = ['Anna', 'Marc', 'Sophie', 'Luca', 'Julien', 'Chiara', 'Thomas', 'Léa', 'Nicolas', 'Elena', 'David', 'Sarah', 'Pierre', 'Aline', 'Martin', 'Hannah', 'Jonas', 'Camille', 'Matteo', 'Yasmine', 'Wei', 'Priya', 'Olivier', 'Clara'];
export const LAST_NAMES = ['Müller', 'Dubois', 'Rossi', 'Favre', 'Meier', 'Bonvin', 'Keller', 'Moreau', 'Schmid', 'Rochat', 'Bianchi', 'Gerber', 'Chen', 'Kumar', 'Nguyen', 'Fischer', 'Perrin', 'Weber', 'Girard', 'Baumann', 'Zbinden', 'Dupont', 'Huber', 'Martin'];
export const LAB_ACRONYMS = ['LCAV', 'LASTRO', 'LSRO', 'CVLAB', 'LAMP', 'LMIS', 'LBNC', 'LCH', 'ECOL', 'HYDRAM', 'LENS', 'CHILI', 'LQM', 'LPMC', 'LSMS', 'TOP'];
export const STARTUP_NAMES = ['Swissto12', 'Flyability', 'Gamaya', 'Nanolive', 'Bcomp', 'Xsensio', 'Astrocast', 'Daphne', 'Lumina', 'Hydromea'];
export const PHOTOGRAPHERS = ['Alain Herzog', 'Jamani Caillet', 'Murielle Gerber', 'Titouan Veuillet', 'Nadine Muller'];

/** Body sentences: {thing} {purpose} {lead} {lab} {n} {year} {journal} {field} {city}. */
export const BODY_SENTENCES: readonly Trilingual[] = [
  [
    'Les travaux, publiés dans <em>{journal}</em>, décrivent {thing} {purpose}.',
    'The work, published in <em>{journal}</em>, describes {thing} {purpose}.',
    'Die in <em>{journal}</em> veröffentlichte Arbeit beschreibt {thing} {purpose}.',
  ],
  [
    '« Nous voulions montrer que c\'est possible à grande échelle », explique {lead}, qui dirige le laboratoire {lab}.',
    '"We wanted to show that it works at scale," says {lead}, head of the {lab} laboratory.',
    '«Wir wollten zeigen, dass es im grossen Massstab funktioniert», sagt {lead} vom Labor {lab}.',
  ],
  [
    'Le dispositif a été testé pendant {n} mois sur le site de {city}.',
    'The device was tested for {n} months at the {city} site.',
    'Das Gerät wurde {n} Monate lang am Standort {city} getestet.',
  ],
  [
    'Selon les chercheurs, la méthode réduit la consommation d\'énergie de {n} %.',
    'According to the researchers, the method cuts energy use by {n}%.',
    'Laut den Forschenden senkt die Methode den Energieverbrauch um {n} %.',
  ],
  [
    'Le projet réunit des spécialistes en {field} et en ingénierie.',
    'The project brings together experts in {field} and engineering.',
    'Das Projekt vereint Fachleute aus {field} und Ingenieurwesen.',
  ],
  [
    "Une première application industrielle est envisagée d'ici {year}.",
    'A first industrial application is planned by {year}.',
    'Eine erste industrielle Anwendung ist bis {year} geplant.',
  ],
  [
    "L'équipe a collaboré avec des partenaires en Suisse et à l'étranger.",
    'The team worked with partners in Switzerland and abroad.',
    'Das Team arbeitete mit Partnern in der Schweiz und im Ausland zusammen.',
  ],
  [
    'Les données et le code sont disponibles en libre accès.',
    'The data and code are openly available.',
    'Die Daten und der Code sind frei zugänglich.',
  ],
  [
    'Ce résultat ouvre la voie à de nouvelles recherches en {field}.',
    'The result paves the way for further research in {field}.',
    'Das Ergebnis ebnet den Weg für weitere Forschung in {field}.',
  ],
  [
    'Des étudiantes et étudiants de master ont participé aux mesures.',
    "Master's students took part in the measurements.",
    'Masterstudierende haben an den Messungen teilgenommen.',
  ],
  [
    'Le prototype pèse moins de {n} grammes.',
    'The prototype weighs less than {n} grams.',
    'Der Prototyp wiegt weniger als {n} Gramm.',
  ],
  [
    "Plus de {n} personnes ont déjà participé à l'étude.",
    'More than {n} people have already taken part in the study.',
    'Mehr als {n} Personen haben bereits an der Studie teilgenommen.',
  ],
];

export const SUBHEADINGS: readonly Trilingual[] = [
  ['Une méthode simple', 'A simple method', 'Eine einfache Methode'],
  ['Prochaines étapes', 'Next steps', 'Nächste Schritte'],
  ['Des applications concrètes', 'Real-world applications', 'Konkrete Anwendungen'],
  ['Un travail d\'équipe', 'A team effort', 'Teamarbeit'],
];

export const LIST_ITEMS: readonly Trilingual[] = [
  ['des mesures sur le terrain', 'field measurements', 'Messungen im Feld'],
  ['des simulations numériques', 'numerical simulations', 'numerische Simulationen'],
  ['des essais en laboratoire', 'laboratory tests', 'Labortests'],
  ['un prototype open source', 'an open-source prototype', 'einen Open-Source-Prototyp'],
];

export const VISUAL_CAPTIONS: readonly Trilingual[] = [
  ['Le prototype en laboratoire', 'The prototype in the lab', 'Der Prototyp im Labor'],
  ["Vue du campus de l'EPFL", 'View of the EPFL campus', 'Blick auf den EPFL-Campus'],
  ["L'équipe de recherche", 'The research team', 'Das Forschungsteam'],
  ['Image de microscopie électronique', 'Electron microscope image', 'Elektronenmikroskopische Aufnahme'],
  ['Illustration', 'Illustration', 'Illustration'],
];

export const LINK_LABELS: readonly Trilingual[] = [
  ['Site du laboratoire', 'Laboratory website', 'Website des Labors'],
  ['Article scientifique', 'Scientific paper', 'Wissenschaftlicher Artikel'],
  ['Vidéo', 'Video', 'Video'],
];

export const FUNDERS: readonly Trilingual[] = [
  [
    'le <a href="https://www.snf.ch">Fonds national suisse</a> (subside n° {n})',
    'the <a href="https://www.snf.ch">Swiss National Science Foundation</a> (grant no. {n})',
    'den <a href="https://www.snf.ch">Schweizerischen Nationalfonds</a> (Beitrag Nr. {n})',
  ],
  [
    'le programme <strong>Horizon Europe</strong> de l\'Union européenne (convention n° {n})',
    "the European Union's <strong>Horizon Europe</strong> programme (agreement no. {n})",
    'das Programm <strong>Horizon Europe</strong> der Europäischen Union (Vereinbarung Nr. {n})',
  ],
  [
    "l'agence suisse pour l'innovation <a href=\"https://www.innosuisse.admin.ch\">Innosuisse</a>",
    'the Swiss innovation agency <a href="https://www.innosuisse.admin.ch">Innosuisse</a>',
    'die Schweizerische Agentur für Innovationsförderung <a href="https://www.innosuisse.admin.ch">Innosuisse</a>',
  ],
];

export const FUNDING_SENTENCE: Trilingual = [
  'Ce travail a été financé par {funder}.',
  'This work was funded by {funder}.',
  'Diese Arbeit wurde durch {funder} finanziert.',
];

/** Hostile markup the client's sanitizer must neutralize (never executed by a correct client). */
export const HOSTILE_FRAGMENTS = {
  script: '<script>alert("injected by mock-api")</script>',
  handler: '<img src="/api/media/missing.png" onerror="alert(\'onerror handler\')" alt="">',
  paragraphHandler: '<p onmouseover="alert(\'onmouseover handler\')">Survolez ce paragraphe / hover this paragraph.</p>',
  javascriptLink: '<a href="javascript:alert(\'javascript link\')">Plus d\'informations / more information</a>',
  mixedCaseJavascriptLink: '<a href="JaVaScRiPt:alert(1)">lien / link</a>',
  iframe: '<iframe src="https://example.org/embed/player" width="560" height="315" title="embedded player"></iframe>',
  style: '<style>body { display: none; }</style>',
} as const;
export type HostileKind = keyof typeof HOSTILE_FRAGMENTS;

import type { Trilingual } from './languages.ts';

/** The five categories of the real service (ids 1..5). */
export const CATEGORY_LABELS: readonly Trilingual[] = [
  ['EPFL', 'EPFL', 'EPFL'],
  ['Enseignement', 'Education', 'Bildung'],
  ['Recherche', 'Research', 'Forschung'],
  ['Innovation', 'Innovation', 'Innovation'],
  ['Vie du campus', 'Campus life', 'Campusleben'],
];

export const THEME_LABELS: readonly Trilingual[] = [
  ['Santé', 'Health', 'Gesundheit'],
  ['Énergie', 'Energy', 'Energie'],
  ['Environnement', 'Environment', 'Umwelt'],
  ['Climat', 'Climate', 'Klima'],
  ['Matériaux', 'Materials', 'Materialien'],
  ['Robotique', 'Robotics', 'Robotik'],
  ['Intelligence artificielle', 'Artificial intelligence', 'Künstliche Intelligenz'],
  ['Science des données', 'Data science', 'Datenwissenschaft'],
  ['Cybersécurité', 'Cybersecurity', 'Cybersicherheit'],
  ['Technologies quantiques', 'Quantum technologies', 'Quantentechnologien'],
  ['Neurosciences', 'Neuroscience', 'Neurowissenschaften'],
  ['Sciences de la vie', 'Life sciences', 'Lebenswissenschaften'],
  ['Chimie', 'Chemistry', 'Chemie'],
  ['Physique', 'Physics', 'Physik'],
  ['Mathématiques', 'Mathematics', 'Mathematik'],
  ['Architecture', 'Architecture', 'Architektur'],
  ['Génie civil', 'Civil engineering', 'Bauingenieurwesen'],
  ['Mobilité', 'Mobility', 'Mobilität'],
  ['Espace', 'Space', 'Raumfahrt'],
  ['Eau', 'Water', 'Wasser'],
  ['Alimentation', 'Food', 'Ernährung'],
  ['Urbanisme', 'Urbanism', 'Städtebau'],
  ['Humanités digitales', 'Digital humanities', 'Digital Humanities'],
  ['Éducation', 'Education', 'Bildung'],
  ['Entrepreneuriat', 'Entrepreneurship', 'Unternehmertum'],
  ['Durabilité', 'Sustainability', 'Nachhaltigkeit'],
  ['Microtechnique', 'Microengineering', 'Mikrotechnik'],
  ['Photonique', 'Photonics', 'Photonik'],
  ['Bioingénierie', 'Bioengineering', 'Bioengineering'],
  ['Culture', 'Culture', 'Kultur'],
];

export const PUBLIC_LABELS: readonly Trilingual[] = [
  ['Étudiants', 'Students', 'Studierende'],
  ['Chercheurs', 'Researchers', 'Forschende'],
  ['Collaborateurs', 'Staff', 'Mitarbeitende'],
  ['Alumni', 'Alumni', 'Alumni'],
  ['Médias', 'Media', 'Medien'],
  ['Industrie', 'Industry', 'Industrie'],
  ['Grand public', 'General public', 'Breite Öffentlichkeit'],
  ['Futurs étudiants', 'Future students', 'Künftige Studierende'],
];

/** Faculty fields are not in the specification: the mock serves id and these three labels. */
export const FACULTY_LABELS: readonly Trilingual[] = [
  [
    "Faculté de l'environnement naturel, architectural et construit (ENAC)",
    'School of Architecture, Civil and Environmental Engineering (ENAC)',
    'Fakultät für Architektur, Bau- und Umweltingenieurwissenschaften (ENAC)',
  ],
  ['Faculté des sciences de base (SB)', 'School of Basic Sciences (SB)', 'Fakultät für Grundlagenwissenschaften (SB)'],
  [
    "Faculté des sciences et techniques de l'ingénieur (STI)",
    'School of Engineering (STI)',
    'Fakultät für Ingenieurwissenschaften (STI)',
  ],
  [
    'Faculté informatique et communications (IC)',
    'School of Computer and Communication Sciences (IC)',
    'Fakultät für Informatik und Kommunikation (IC)',
  ],
  ['Faculté des sciences de la vie (SV)', 'School of Life Sciences (SV)', 'Fakultät für Lebenswissenschaften (SV)'],
  [
    'Collège du management de la technologie (CDM)',
    'College of Management of Technology (CDM)',
    'Kolleg für Technologiemanagement (CDM)',
  ],
  ['Collège des humanités (CDH)', 'College of Humanities (CDH)', 'Kolleg für Geisteswissenschaften (CDH)'],
  ["Vice-présidence pour l'innovation (VPI)", 'Vice Presidency for Innovation (VPI)', 'Vizepräsidium für Innovation (VPI)'],
  [
    'Vice-présidence académique (VPA)',
    'Vice Presidency for Academic Affairs (VPA)',
    'Vizepräsidium für akademische Angelegenheiten (VPA)',
  ],
  ['Présidence (PRES)', "President's Office (PRES)", 'Präsidium (PRES)'],
];

/** Parts of project names: a project keeps one proper name in all three languages, mostly. */
export const PROJECT_NAME_PARTS = {
  first: ['Blue', 'Swiss', 'Open', 'Smart', 'Alpine', 'Deep', 'Clean', 'Solar', 'Quantum', 'Living', 'Digital', 'Green'],
  second: ['Brain', 'Grid', 'Lake', 'Cities', 'Health', 'Air', 'Carbon', 'Robots', 'Water', 'Heritage', 'Materials', 'Mobility', 'Light', 'Code', 'Food'],
} as const;

export const PROJECT_KINDS: readonly Trilingual[] = [
  ['Initiative', 'Initiative', 'Initiative'],
  ['Centre', 'Centre', 'Zentrum'],
  ['Programme', 'Programme', 'Programm'],
  ['Laboratoire commun', 'Joint lab', 'Gemeinsames Labor'],
];

export const CHANNEL_NAMES = [
  'EPFL', 'Mediacom', 'ENAC', 'SB', 'STI', 'IC', 'SV', 'CDM', 'CDH', 'Research Office',
  'Innovation', 'Sustainability', 'Alumni', 'Student Services', 'Library', 'EPFL Valais',
  'EPFL Fribourg', 'EPFL Neuchâtel', 'Blue Brain', 'Space Center', 'Energy Center',
  'Center for Digital Trust', 'AI Center', 'Quantum Center', 'LCAV', 'LASTRO', 'LSRO',
  'CVLAB', 'LAMP', 'LMIS', 'LBNC', 'LCH', 'ECOL', 'HYDRAM', 'PV-LAB', 'LENS', 'CHILI',
  'Tech Transfer Office', 'Sports', 'Culture',
] as const;

export const MEMENTO_NAMES: ReadonlyArray<readonly [fr: string, en: string, slug: string]> = [
  ['EPFL', 'EPFL', 'epfl'],
  ['Vie étudiante', 'Student life', 'student-life'],
  ['Conférences', 'Lectures', 'lectures'],
  ['Culture', 'Culture', 'culture'],
  ['Sport', 'Sport', 'sport'],
  ['Soutenances de thèse', 'PhD defenses', 'phd-defenses'],
  ['ENAC', 'ENAC', 'enac'],
  ['Sciences de base', 'Basic Sciences', 'sb'],
  ['Ingénierie', 'Engineering', 'sti'],
  ['Informatique et communications', 'Computer and Communication Sciences', 'ic'],
  ['Sciences de la vie', 'Life Sciences', 'sv'],
  ['Management de la technologie', 'Management of Technology', 'cdm'],
  ['Humanités', 'Humanities', 'cdh'],
  ['Innovation', 'Innovation', 'innovation'],
  ['Durabilité', 'Sustainability', 'sustainability'],
  ['Bibliothèque', 'Library', 'library'],
  ['Alumni', 'Alumni', 'alumni'],
  ['EPFL Valais', 'EPFL Valais', 'valais'],
  ['EPFL Fribourg', 'EPFL Fribourg', 'fribourg'],
  ['EPFL Neuchâtel', 'EPFL Neuchâtel', 'neuchatel'],
  ['Formation continue', 'Continuing education', 'continuing-education'],
  ['Recherche', 'Research', 'research'],
  ['Centre spatial', 'Space Center', 'space-center'],
  ['Centre de l\'énergie', 'Energy Center', 'energy-center'],
  ['Égalité des chances', 'Equal opportunities', 'equal-opportunities'],
];

import { option, t } from './known-field.ts';

/** The sectors a call for startups and projects usually asks to choose from. */
export const SECTOR_OPTIONS = [
  option('technology', t('Tecnologia e software', 'Technology and software', 'Tecnología y software', 'Technologie et logiciel', 'Tecnologia e software')),
  option('health', t('Salute e biotecnologie', 'Health and biotech', 'Salud y biotecnología', 'Santé et biotechnologies', 'Saúde e biotecnologia')),
  option('fintech', t('Finanza e fintech', 'Finance and fintech', 'Finanzas y fintech', 'Finance et fintech', 'Finanças e fintech')),
  option('energy', t('Energia e ambiente', 'Energy and environment', 'Energía y medio ambiente', 'Énergie et environnement', 'Energia e meio ambiente')),
  option('education', t('Istruzione', 'Education', 'Educación', 'Éducation', 'Educação')),
  option('agrifood', t('Agroalimentare', 'Food and agriculture', 'Agroalimentación', 'Agroalimentaire', 'Agroalimentar')),
  option('manufacturing', t('Manifattura e industria', 'Manufacturing and industry', 'Manufactura e industria', 'Industrie et fabrication', 'Indústria e manufatura')),
  option('culture', t('Cultura e industrie creative', 'Culture and creative industries', 'Cultura e industrias creativas', 'Culture et industries créatives', 'Cultura e indústrias criativas')),
  option('tourism', t('Turismo', 'Tourism', 'Turismo', 'Tourisme', 'Turismo')),
  option('mobility', t('Mobilità e logistica', 'Mobility and logistics', 'Movilidad y logística', 'Mobilité et logistique', 'Mobilidade e logística')),
  option('social', t('Impatto sociale', 'Social impact', 'Impacto social', 'Impact social', 'Impacto social')),
  option('other', t('Altro', 'Other', 'Otro', 'Autre', 'Outro')),
];

/** How far a startup or project has come. */
export const STAGE_OPTIONS = [
  option('idea', t('Idea', 'Idea', 'Idea', 'Idée', 'Ideia')),
  option('prototype', t('Prototipo / MVP', 'Prototype / MVP', 'Prototipo / MVP', 'Prototype / MVP', 'Protótipo / MVP')),
  option('early_revenue', t('Primi ricavi', 'Early revenue', 'Primeros ingresos', 'Premiers revenus', 'Primeiras receitas')),
  option('growth', t('Crescita', 'Growth', 'Crecimiento', 'Croissance', 'Crescimento')),
  option('scale_up', t('Scale-up', 'Scale-up', 'Scale-up', 'Scale-up', 'Scale-up')),
];

/** Where people usually hear of a call. */
export const REFERRAL_OPTIONS = [
  option('social_media', t('Social network', 'Social media', 'Redes sociales', 'Réseaux sociaux', 'Redes sociais')),
  option('search_engine', t('Motore di ricerca', 'Search engine', 'Buscador', 'Moteur de recherche', 'Mecanismo de busca')),
  option('word_of_mouth', t('Passaparola', 'Word of mouth', 'Boca a boca', 'Bouche-à-oreille', 'Boca a boca')),
  option('event', t('Evento', 'Event', 'Evento', 'Événement', 'Evento')),
  option('newsletter', t('Newsletter', 'Newsletter', 'Boletín', 'Newsletter', 'Newsletter')),
  option('press', t('Stampa', 'Press', 'Prensa', 'Presse', 'Imprensa')),
  option('other', t('Altro', 'Other', 'Otro', 'Autre', 'Outro')),
];

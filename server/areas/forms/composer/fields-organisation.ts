import { SECTOR_OPTIONS, STAGE_OPTIONS } from './choices.ts';
import { t, type KnownField } from './known-field.ts';

/** The organisation behind an application: who they are, where they work, how far they are. */
export const ORGANISATION_FIELDS: KnownField[] = [
  {
    field: { key: 'organisation', type: 'text', label: t('Organizzazione', 'Organisation', 'Organización', 'Organisation', 'Organização'), max_length: 200 },
    words: {
      en: ['organisation*', 'organization*', 'company', 'company name', 'startup name', 'business name', 'employer', 'institution'],
      it: ['organizzazion*', 'azienda', 'nome azienda', 'nome startup', 'nome impresa', 'societa', 'ragione sociale', 'impresa', 'ente'],
      es: ['organizacion', 'empresa', 'nombre empresa', 'nombre startup', 'compania', 'entidad', 'razon social'],
      fr: ['organisation', 'entreprise', 'nom entreprise', 'nom startup', 'societe', 'raison sociale'],
      pt: ['organizacao', 'empresa', 'nome empresa', 'nome startup', 'companhia', 'entidade', 'razao social'],
    },
  },
  {
    field: { key: 'vat_number', type: 'text', label: t('Partita IVA', 'VAT number', 'NIF-IVA', 'Numéro de TVA', 'CNPJ'), max_length: 30 },
    words: { en: ['vat*', 'vat number'], it: ['partita iva', 'p iva', 'piva'], es: ['cif', 'numero de iva'], fr: ['numero de tva', 'tva', 'siret'], pt: ['cnpj', 'numero de iva'] },
  },
  {
    field: { key: 'role', type: 'text', label: t('Ruolo', 'Role', 'Cargo', 'Fonction', 'Cargo'), max_length: 100 },
    words: {
      en: ['role', 'position', 'job title'],
      it: ['ruolo', 'qualifica', 'carica', 'mansione', 'posizione lavorativa'],
      es: ['cargo', 'puesto', 'rol'],
      fr: ['role', 'poste', 'fonction'],
      pt: ['cargo', 'funcao', 'papel'],
    },
  },
  {
    field: { key: 'website', type: 'url', label: t('Sito web', 'Website', 'Sitio web', 'Site web', 'Site') },
    words: {
      en: ['website', 'web site', 'site', 'url', 'homepage', 'web page'],
      it: ['sito', 'sito web', 'sito internet', 'pagina web'],
      es: ['sitio web', 'sitio', 'pagina web', 'web'],
      fr: ['site web', 'site internet', 'site'],
      pt: ['site', 'sitio', 'pagina web'],
    },
  },
  {
    field: { key: 'linkedin', type: 'url', label: t('Profilo LinkedIn', 'LinkedIn profile', 'Perfil de LinkedIn', 'Profil LinkedIn', 'Perfil do LinkedIn') },
    words: { en: ['linkedin*'], it: ['profilo linkedin'], es: ['perfil linkedin'], fr: ['profil linkedin'], pt: ['perfil linkedin'] },
  },
  {
    field: { key: 'team_size', type: 'number', label: t('Numero di persone nel team', 'Team size', 'Tamaño del equipo', "Taille de l'équipe", 'Tamanho da equipe'), min: 1 },
    words: {
      en: ['team size', 'size of the team', 'number of team members', 'number of members', 'number of people', 'headcount', 'number of employees', 'employees'],
      it: ['dimensione team', 'dimensioni team', 'numero membri', 'numero componenti', 'numero persone', 'numero dipendenti', 'dipendenti'],
      es: ['tamano equipo', 'numero miembros', 'numero integrantes', 'numero personas', 'numero empleados', 'empleados'],
      fr: ['taille equipe', 'nombre membres', 'nombre personnes', 'nombre salaries', 'effectif*', 'salaries'],
      pt: ['tamanho equipe', 'tamanho equipa', 'numero membros', 'numero pessoas', 'numero funcionarios', 'funcionarios'],
    },
  },
  {
    field: { key: 'team_name', type: 'text', label: t('Nome del team', 'Team name', 'Nombre del equipo', "Nom de l'équipe", 'Nome da equipe'), max_length: 100 },
    words: { en: ['team name', 'name of the team'], it: ['nome team', 'nome squadra'], es: ['nombre equipo'], fr: ['nom equipe'], pt: ['nome equipe', 'nome equipa'] },
  },
  {
    field: {
      key: 'team_members',
      type: 'long_text',
      label: t('Membri del team', 'Team members', 'Miembros del equipo', "Membres de l'équipe", 'Membros da equipe'),
      help: t(
        'Nome e ruolo di ciascun membro',
        'Name and role of each member',
        'Nombre y cargo de cada miembro',
        'Nom et rôle de chaque membre',
        'Nome e função de cada membro',
      ),
      max_length: 2000,
    },
    words: {
      en: ['team', 'team members', 'members of the team', 'founders', 'co founders', 'cofounders', 'founding team'],
      it: ['team', 'squadra', 'membri team', 'componenti team', 'fondatori', 'soci fondatori', 'gruppo di lavoro'],
      es: ['equipo', 'miembros equipo', 'integrantes equipo', 'fundadores', 'cofundadores'],
      fr: ['equipe', 'membres equipe', 'fondateurs', 'cofondateurs'],
      pt: ['equipe', 'equipa', 'membros equipe', 'membros equipa', 'fundadores', 'cofundadores'],
    },
  },
  {
    field: { key: 'sector', type: 'single_choice', label: t('Settore', 'Sector', 'Sector', "Secteur d'activité", 'Setor'), options: SECTOR_OPTIONS },
    words: {
      en: ['sector', 'industry', 'business sector', 'field of activity'],
      it: ['settore', 'ambito', 'settore di attivita', 'comparto'],
      es: ['sector', 'industria', 'ambito'],
      fr: ['secteur*', 'domaine activite', 'industrie'],
      pt: ['setor', 'sector', 'industria', 'area de atuacao'],
    },
  },
  {
    field: { key: 'stage', type: 'single_choice', label: t('Fase di sviluppo', 'Stage', 'Etapa', 'Stade de développement', 'Estágio'), options: STAGE_OPTIONS },
    words: {
      en: ['!stage', 'startup stage', 'development stage', 'stage of development', 'maturity'],
      it: ['fase', 'fase di sviluppo', 'stadio', 'stadio di sviluppo', 'maturita'],
      es: ['etapa', 'fase', 'etapa de desarrollo', 'madurez'],
      fr: ['stade', 'stade de developpement', 'etape', 'phase', 'maturite'],
      pt: ['estagio', 'fase', 'etapa', 'maturidade'],
    },
  },
];

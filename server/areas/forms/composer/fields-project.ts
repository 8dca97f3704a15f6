import { t, type KnownField } from './known-field.ts';

/** What is proposed: the project in words, its money and its dates. */
export const PROJECT_FIELDS: KnownField[] = [
  {
    field: { key: 'project_name', type: 'text', label: t('Nome del progetto', 'Project name', 'Nombre del proyecto', 'Nom du projet', 'Nome do projeto'), max_length: 200 },
    words: {
      en: ['project name', 'project title', 'name of the project', 'title of the project'],
      it: ['nome progetto', 'titolo progetto'],
      es: ['nombre proyecto', 'titulo proyecto'],
      fr: ['nom projet', 'titre projet', 'intitule*'],
      pt: ['nome projeto', 'titulo projeto'],
    },
  },
  {
    field: { key: 'description', type: 'long_text', label: t('Descrizione', 'Description', 'Descripción', 'Description', 'Descrição'), max_length: 2000 },
    words: {
      en: ['description', 'project description', 'describe* project*', 'overview'],
      it: ['descrizione', 'descrizione progetto', 'descriv* progett*'],
      es: ['descripcion', 'descripcion proyecto', 'describ* proyect*'],
      fr: ['description', 'description projet', 'decri* projet*'],
      pt: ['descricao', 'descricao projeto', 'descrev* projet*'],
    },
  },
  {
    field: { key: 'summary', type: 'long_text', label: t('Sintesi', 'Summary', 'Resumen', 'Résumé', 'Resumo'), max_length: 500 },
    words: {
      en: ['summary', 'abstract', 'short description', 'brief description', 'executive summary'],
      it: ['sintesi', 'riassunto', 'abstract', 'breve descrizione', 'descrizione breve'],
      es: ['resumen', 'breve descripcion', 'descripcion breve', 'descripcion corta'],
      fr: ['!resume', 'breve description', 'description courte', 'synthese'],
      pt: ['resumo', 'breve descricao', 'descricao curta', 'sintese'],
    },
  },
  {
    field: { key: 'motivation', type: 'long_text', label: t('Motivazione', 'Motivation', 'Motivación', 'Motivation', 'Motivação'), max_length: 2000 },
    words: {
      en: ['motivation*', 'why do you want*', 'why you want*', 'reasons for applying'],
      it: ['motivazion*', 'lettera motivazionale', 'perche vuoi*', 'perche partecip*'],
      es: ['motivacion*', 'carta de motivacion', 'por que quieres'],
      fr: ['motivation*', 'lettre de motivation', 'pourquoi voulez*'],
      pt: ['motivacao', 'motivacoes', 'carta de motivacao', 'por que quer*'],
    },
  },
  {
    field: { key: 'pitch', type: 'long_text', label: t('Pitch', 'Pitch', 'Pitch', 'Pitch', 'Pitch'), max_length: 1000 },
    words: { en: ['pitch', 'elevator pitch'], it: ['pitch'], es: ['pitch'], fr: ['pitch'], pt: ['pitch'] },
    asFile: 'pitch_deck',
  },
  {
    field: { key: 'budget', type: 'number', label: t('Budget richiesto', 'Budget requested', 'Presupuesto solicitado', 'Budget demandé', 'Orçamento solicitado'), min: 0 },
    words: {
      en: ['budget', 'amount requested', 'requested amount', 'amount', 'funding requested', 'funding'],
      it: ['budget', 'importo', 'importo richiesto', 'contributo richiesto', 'finanziamento richiesto', 'costo del progetto'],
      es: ['presupuesto', 'importe', 'importe solicitado', 'monto', 'monto solicitado', 'financiacion solicitada'],
      fr: ['budget', 'montant', 'montant demande', 'financement demande'],
      pt: ['orcamento', 'valor solicitado', 'montante', 'montante solicitado', 'financiamento solicitado'],
    },
  },
  {
    field: { key: 'start_date', type: 'date', label: t('Data di inizio', 'Start date', 'Fecha de inicio', 'Date de début', 'Data de início') },
    words: {
      en: ['start date', 'starting date', 'date of start'],
      it: ['data di inizio', 'data inizio'],
      es: ['fecha de inicio', 'fecha inicio'],
      fr: ['date de debut'],
      pt: ['data de inicio', 'data inicio'],
    },
  },
  {
    field: { key: 'end_date', type: 'date', label: t('Data di fine', 'End date', 'Fecha de finalización', 'Date de fin', 'Data de término') },
    words: {
      en: ['end date', 'ending date', 'date of end', 'completion date'],
      it: ['data di fine', 'data fine', 'data di conclusione', 'data conclusione'],
      es: ['fecha de fin', 'fecha fin', 'fecha de finalizacion', 'fecha de termino'],
      fr: ['date de fin', 'date d achevement'],
      pt: ['data de termino', 'data de fim', 'data final', 'data de conclusao'],
    },
  },
  {
    field: { key: 'notes', type: 'long_text', label: t('Note', 'Notes', 'Notas', 'Remarques', 'Observações'), max_length: 1000 },
    words: {
      en: ['notes', 'comments', 'additional information', 'other information', 'anything else'],
      it: ['note', 'commenti', 'osservazioni', 'altre informazioni', 'informazioni aggiuntive'],
      es: ['notas', 'comentarios', 'observaciones', 'informacion adicional'],
      fr: ['remarques', 'commentaires', 'observations', 'informations complementaires'],
      pt: ['notas', 'observacoes', 'comentarios', 'informacoes adicionais'],
    },
  },
];

import { REFERRAL_OPTIONS } from './choices.ts';
import { t, type KnownField } from './known-field.ts';

/** What a form usually ends with: consents, the newsletter, a rating, how people heard of it. */
export const CLOSING_FIELDS: KnownField[] = [
  {
    field: {
      key: 'privacy_consent',
      type: 'checkbox',
      label: t(
        "Ho letto l'informativa sulla privacy e acconsento al trattamento dei miei dati personali",
        'I have read the privacy notice and consent to the processing of my personal data',
        'He leído la política de privacidad y consiento el tratamiento de mis datos personales',
        "J'ai lu la politique de confidentialité et j'accepte le traitement de mes données personnelles",
        'Li a política de privacidade e autorizo o tratamento dos meus dados pessoais',
      ),
      required: true,
    },
    words: {
      en: ['privacy', 'privacy policy', 'privacy notice', 'consent', 'consent privacy', 'data protection', 'gdpr', 'processing of personal data', 'personal data'],
      it: ['privacy', 'consenso', 'consenso privacy', 'informativa privacy', 'trattamento dati*', 'trattamento dati personali', 'dati personali', 'gdpr'],
      es: ['privacidad', 'politica de privacidad', 'consentimiento', 'proteccion de datos', 'tratamiento de datos', 'datos personales', 'rgpd'],
      fr: ['confidentialite', 'vie privee', 'consentement', 'protection des donnees', 'traitement des donnees', 'donnees personnelles', 'rgpd'],
      pt: ['privacidade', 'consentimento', 'protecao de dados', 'tratamento de dados', 'dados pessoais', 'lgpd', 'rgpd'],
    },
  },
  {
    field: {
      key: 'terms_consent',
      type: 'checkbox',
      label: t(
        'Accetto il regolamento e i termini di partecipazione',
        'I accept the rules and terms of participation',
        'Acepto las bases y condiciones de participación',
        "J'accepte le règlement et les conditions de participation",
        'Aceito o regulamento e os termos de participação',
      ),
      required: true,
    },
    words: {
      en: ['terms', 'terms and conditions', 'terms of participation', 'consent terms', 'rules', 'regulations', 'official rules'],
      it: ['regolamento', 'termini', 'termini e condizioni', 'condizioni', 'condizioni di partecipazione', 'accettazione regolamento'],
      es: ['bases', 'terminos', 'terminos y condiciones', 'condiciones', 'reglamento', 'condiciones de participacion'],
      fr: ['reglement', 'conditions', 'conditions generales', 'conditions de participation', 'cgu'],
      pt: ['regulamento', 'termos', 'termos e condicoes', 'condicoes', 'condicoes de participacao'],
    },
  },
  {
    field: {
      key: 'newsletter',
      type: 'checkbox',
      label: t(
        'Desidero ricevere la newsletter',
        'I would like to receive the newsletter',
        'Deseo recibir el boletín informativo',
        'Je souhaite recevoir la newsletter',
        'Desejo receber a newsletter',
      ),
    },
    words: {
      en: ['newsletter*', 'mailing list', 'marketing emails'],
      it: ['newsletter', 'iscrizione newsletter', 'comunicazioni promozionali'],
      es: ['newsletter', 'boletin*'],
      fr: ['newsletter', 'lettre d information', 'infolettre'],
      pt: ['newsletter', 'boletim informativo'],
    },
  },
  {
    field: {
      key: 'satisfaction',
      type: 'rating',
      label: t('Quanto sei soddisfatto?', 'How satisfied are you?', '¿Qué tan satisfecho estás?', 'Quel est votre niveau de satisfaction ?', 'Qual é o seu nível de satisfação?'),
      min: 1,
      max: 5,
    },
    words: {
      en: ['rating', 'satisfaction', 'how satisfied', 'rate your experience', 'stars'],
      it: ['valutazione', 'soddisfazione', 'gradimento', 'quanto sei soddisfatt*', 'stelle'],
      es: ['valoracion', 'satisfaccion', 'puntuacion', 'calificacion', 'estrellas'],
      fr: ['evaluation', 'satisfaction', 'notation', 'etoiles'],
      pt: ['avaliacao', 'satisfacao', 'classificacao', 'estrelas'],
    },
  },
  {
    field: {
      key: 'referral_source',
      type: 'dropdown',
      label: t('Come ci hai conosciuto?', 'How did you hear about us?', '¿Cómo nos conociste?', 'Comment nous avez-vous connus ?', 'Como nos conheceu?'),
      options: REFERRAL_OPTIONS,
    },
    words: {
      en: ['how did you hear about us', 'how did you hear', 'hear about us', 'how did you find us', 'how did you find out', 'referral source'],
      it: ['come ci hai conosciut*', 'come hai conosciut*', 'come ci hai trovat*', 'come hai saputo', 'come sei venut* a conoscenza'],
      es: ['como nos conociste', 'como nos has conocido', 'como nos conocio', 'como te enteraste', 'como se entero', 'como supiste'],
      fr: ['comment nous avez vous connu*', 'comment avez vous connu', 'comment avez vous entendu parler', 'comment nous avez vous trouve*'],
      pt: ['como nos conheceu', 'como conheceu', 'como soube', 'como ficou sabendo', 'como nos encontrou'],
    },
  },
];

import { t, type KnownField } from './known-field.ts';

/** Documents and media an application attaches; the words say which formats each accepts. */
export const FILE_FIELDS: KnownField[] = [
  {
    field: { key: 'pitch_deck', type: 'file', label: t('Pitch deck', 'Pitch deck', 'Pitch deck', 'Pitch deck', 'Pitch deck'), max_size_mb: 10 },
    words: {
      en: ['pitch deck', 'deck', 'presentation', 'slides', 'slide deck'],
      it: ['pitch deck', 'presentazione', 'slide'],
      es: ['pitch deck', 'presentacion', 'diapositivas'],
      fr: ['pitch deck', 'presentation', 'diapositives'],
      pt: ['pitch deck', 'apresentacao', 'slides'],
    },
  },
  {
    field: { key: 'cv', type: 'file', label: t('Curriculum vitae', 'CV', 'Currículum', 'CV', 'Currículo'), personal: true, max_size_mb: 5 },
    words: {
      en: ['cv', 'cvs', 'curriculum*', '!resume', '!resumes'],
      it: ['cv', 'curriculum*'],
      es: ['cv', 'curriculum*', 'hoja de vida'],
      fr: ['cv', 'curriculum*'],
      pt: ['cv', 'curriculo*', 'curriculum*'],
    },
  },
  {
    field: { key: 'portfolio', type: 'file', label: t('Portfolio', 'Portfolio', 'Portafolio', 'Portfolio', 'Portfólio'), max_size_mb: 20 },
    words: { en: ['portfolio*'], it: ['portfolio*', 'portafoglio lavori'], es: ['portafolio*', 'portfolio*'], fr: ['portfolio*'], pt: ['portfolio*', 'portifolio*'] },
  },
  {
    field: { key: 'business_plan', type: 'file', label: t('Business plan', 'Business plan', 'Plan de negocio', 'Business plan', 'Plano de negócios'), max_size_mb: 10 },
    words: {
      en: ['business plan'],
      it: ['business plan', 'piano aziendale', 'piano di impresa'],
      es: ['plan de negocio*', 'business plan'],
      fr: ['business plan', 'plan d affaires', 'plan affaires'],
      pt: ['plano de negocio*', 'business plan'],
    },
  },
  {
    field: {
      key: 'video',
      type: 'file',
      label: t('Video di presentazione', 'Presentation video', 'Vídeo de presentación', 'Vidéo de présentation', 'Vídeo de apresentação'),
      accept: ['video/*'],
      max_size_mb: 100,
    },
    words: {
      en: ['video pitch', 'pitch video', 'presentation video', 'video presentation'],
      it: ['video di presentazione', 'video pitch', 'filmato'],
      es: ['video de presentacion', 'video pitch'],
      fr: ['video de presentation', 'video pitch'],
      pt: ['video de apresentacao', 'video pitch'],
    },
    loose: { en: ['video*'], it: ['video'], es: ['video*'], fr: ['video*'], pt: ['video*'] },
    format: 'video',
  },
  {
    field: { key: 'logo', type: 'file', label: t('Logo', 'Logo', 'Logotipo', 'Logo', 'Logotipo'), accept: ['image/*'], max_size_mb: 5 },
    words: { en: ['logo*'], it: ['logo*'], es: ['logo*'], fr: ['logo*'], pt: ['logo*'] },
  },
  {
    field: { key: 'photo', type: 'file', label: t('Foto', 'Photo', 'Foto', 'Photo', 'Foto'), personal: true, accept: ['image/*'], max_size_mb: 5 },
    words: { en: ['headshot', 'profile picture', 'profile photo'], it: ['foto profilo', 'fototessera'], es: ['foto de perfil'], fr: ['photo de profil', 'photo d identite'], pt: ['foto de perfil'] },
    loose: { en: ['photo*', 'picture*'], it: ['foto', 'fotografia'], es: ['foto', 'fotografia'], fr: ['photo*', 'photographie'], pt: ['foto', 'fotografia'] },
    format: 'image',
  },
  {
    field: { key: 'attachments', type: 'file', label: t('Allegati', 'Attachments', 'Archivos adjuntos', 'Pièces jointes', 'Anexos'), max_size_mb: 10 },
    words: {
      en: ['attachment*', 'attached document*', 'supporting document*'],
      it: ['allegat*', 'documentazione'],
      es: ['adjunto*', 'archivo adjunto', 'documentacion'],
      fr: ['piece jointe', 'pieces jointes', 'justificatif*'],
      pt: ['anexo*', 'documentacao'],
    },
  },
];

import { t, type KnownField } from './known-field.ts';

/** Who the respondent is and how to reach them: personal data, marked as such. */
export const PERSON_FIELDS: KnownField[] = [
  {
    field: { key: 'full_name', type: 'text', label: t('Nome e cognome', 'Full name', 'Nombre completo', 'Nom complet', 'Nome completo'), personal: true, max_length: 200 },
    words: {
      en: ['full name', 'name and surname', 'first and last name', 'contact name', 'contact person', 'applicant name', 'name of the applicant'],
      it: ['nome e cognome', 'cognome e nome', 'nome completo', 'nominativo', 'nome referente', 'referente', 'persona di contatto'],
      es: ['nombre completo', 'nombre y apellido*', 'nombre responsable', 'persona de contacto'],
      fr: ['nom complet', 'nom et prenom', 'prenom et nom', 'nom prenom', 'nom responsable', 'personne de contact'],
      pt: ['nome completo', 'nome e sobrenome', 'nome e apelido', 'nome responsavel', 'pessoa de contato', 'pessoa de contacto'],
    },
    loose: { en: ['name', 'names'], it: ['nome', 'nomi'], es: ['nombre', 'nombres'], pt: ['nome', 'nomes'] },
  },
  {
    field: { key: 'first_name', type: 'text', label: t('Nome', 'First name', 'Nombre', 'Prénom', 'Nome'), personal: true, max_length: 100 },
    words: {
      en: ['first name', 'given name', 'forename'],
      it: ['nome proprio', 'nome di battesimo'],
      es: ['nombre de pila', 'nombre propio'],
      fr: ['prenom*'],
      pt: ['primeiro nome', 'nome proprio'],
    },
  },
  {
    field: { key: 'last_name', type: 'text', label: t('Cognome', 'Last name', 'Apellidos', 'Nom de famille', 'Sobrenome'), personal: true, max_length: 100 },
    words: { en: ['last name', 'surname', 'family name'], it: ['cognome'], es: ['apellido*'], fr: ['nom de famille', 'nom'], pt: ['sobrenome', 'apelido'] },
  },
  {
    field: { key: 'email', type: 'email', label: t('Email', 'Email', 'Correo electrónico', 'E-mail', 'E-mail'), required: true, personal: true },
    words: {
      en: ['email*', 'e mail*', 'email address', 'e mail address', 'mail address'],
      it: ['indirizzo email', 'indirizzo e mail', 'indirizzo mail', 'indirizzo di posta', 'posta elettronica', 'mail'],
      es: ['correo*', 'correo electronico', 'direccion de correo*', 'direccion de email', 'direccion de e mail'],
      fr: ['courriel', 'adresse mail', 'adresse email', 'adresse e mail', 'adresse electronique'],
      pt: ['endereco de email', 'endereco de e mail', 'endereco eletronico', 'correio eletronico'],
    },
  },
  {
    field: { key: 'phone', type: 'phone', label: t('Telefono', 'Phone', 'Teléfono', 'Téléphone', 'Telefone'), personal: true },
    words: {
      en: ['phone*', 'telephone*', 'phone number', 'mobile', 'mobile number', 'cell phone'],
      it: ['telefon*', 'cellulare', 'numero di telefono', 'numero di cellulare', 'recapito telefonico'],
      es: ['telefono*', 'movil', 'celular', 'numero de telefono'],
      fr: ['telephone*', 'portable', 'numero de telephone', 'mobile'],
      pt: ['telefone*', 'telemovel', 'celular', 'numero de telefone'],
    },
  },
  {
    field: { key: 'date_of_birth', type: 'date', label: t('Data di nascita', 'Date of birth', 'Fecha de nacimiento', 'Date de naissance', 'Data de nascimento'), personal: true },
    words: {
      en: ['date of birth', 'birth date', 'birthdate', 'birthday', 'dob'],
      it: ['data di nascita', 'data nascita', 'nascita'],
      es: ['fecha de nacimiento', 'nacimiento'],
      fr: ['date de naissance', 'naissance'],
      pt: ['data de nascimento', 'nascimento'],
    },
  },
  {
    field: { key: 'place_of_birth', type: 'text', label: t('Luogo di nascita', 'Place of birth', 'Lugar de nacimiento', 'Lieu de naissance', 'Local de nascimento'), personal: true, max_length: 200 },
    words: {
      en: ['place of birth', 'birthplace', 'birth place'],
      it: ['luogo di nascita', 'comune di nascita', 'citta di nascita'],
      es: ['lugar de nacimiento', 'ciudad de nacimiento'],
      fr: ['lieu de naissance', 'ville de naissance'],
      pt: ['local de nascimento', 'naturalidade', 'cidade de nascimento'],
    },
  },
  {
    field: { key: 'tax_code', type: 'text', label: t('Codice fiscale', 'Tax code', 'Número de identificación fiscal', "Numéro d'identification fiscale", 'CPF'), personal: true, max_length: 30 },
    words: {
      en: ['tax code', 'tax id', 'tax identification number', 'social security number'],
      it: ['codice fiscale', 'cf'],
      es: ['nif', 'dni', 'numero de identificacion fiscal'],
      fr: ['numero fiscal', 'numero d identification fiscale'],
      pt: ['nif', 'cpf', 'numero de contribuinte'],
    },
  },
  {
    field: { key: 'address', type: 'text', label: t('Indirizzo', 'Address', 'Dirección', 'Adresse', 'Endereço'), personal: true, max_length: 300 },
    words: {
      en: ['address', 'street address', 'postal address', 'home address'],
      it: ['indirizzo', 'indirizzo di residenza', 'residenza', 'domicilio'],
      es: ['direccion', 'direccion postal', 'domicilio'],
      fr: ['adresse', 'adresse postale', 'domicile'],
      pt: ['endereco', 'endereco postal', 'morada'],
    },
  },
  {
    field: { key: 'city', type: 'text', label: t('Città', 'City', 'Ciudad', 'Ville', 'Cidade'), max_length: 100 },
    words: { en: ['city', 'town'], it: ['citta', 'comune'], es: ['ciudad', 'localidad', 'municipio'], fr: ['ville', 'commune'], pt: ['cidade', 'localidade', 'municipio'] },
  },
  {
    field: { key: 'country', type: 'text', label: t('Paese', 'Country', 'País', 'Pays', 'País'), max_length: 100 },
    words: { en: ['country', 'nation'], it: ['paese', 'nazione'], es: ['pais'], fr: ['pays'], pt: ['pais'] },
  },
];

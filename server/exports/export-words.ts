// The words of a results export's own columns, in the language the operator chose for it.
import type { Language } from '../../contract/languages.ts';
import type { SubmissionStatus } from '../../contract/submission-status.ts';

/** The words an export writes beside the form's own labels. */
export interface ExportWords {
  id: string;
  status: string;
  tags: string;
  notes: string;
  submittedAt: string;
  lang: string;
  version: string;
  email: string;
  name: string;
  yes: string;
  no: string;
  statuses: Record<SubmissionStatus, string>;
  /** The ZIP's manifest: a file's folder, name, field, size, type and link. */
  folder: string;
  file: string;
  field: string;
  size: string;
  type: string;
  link: string;
  /** A file the storage no longer holds, said in the manifest. */
  missing: string;
}

/** The export's words in each of the five languages. */
export const EXPORT_WORDS: Record<Language, ExportWords> = {
  it: {
    id: 'ID',
    status: 'Stato',
    tags: 'Etichette',
    notes: 'Note interne',
    submittedAt: 'Inviata il',
    lang: 'Lingua',
    version: 'Versione',
    email: 'Email',
    name: 'Nome',
    yes: 'Sì',
    no: 'No',
    statuses: { draft: 'Bozza', received: 'Ricevuta', in_review: 'In valutazione', accepted: 'Accettata', rejected: 'Respinta', withdrawn: 'Ritirata' },
    folder: 'Cartella',
    file: 'File',
    field: 'Campo',
    size: 'Dimensione (byte)',
    type: 'Tipo',
    link: 'Collegamento',
    missing: 'mancante',
  },
  en: {
    id: 'ID',
    status: 'Status',
    tags: 'Tags',
    notes: 'Internal notes',
    submittedAt: 'Submitted at',
    lang: 'Language',
    version: 'Version',
    email: 'Email',
    name: 'Name',
    yes: 'Yes',
    no: 'No',
    statuses: { draft: 'Draft', received: 'Received', in_review: 'In review', accepted: 'Accepted', rejected: 'Rejected', withdrawn: 'Withdrawn' },
    folder: 'Folder',
    file: 'File',
    field: 'Field',
    size: 'Size (bytes)',
    type: 'Type',
    link: 'Link',
    missing: 'missing',
  },
  es: {
    id: 'ID',
    status: 'Estado',
    tags: 'Etiquetas',
    notes: 'Notas internas',
    submittedAt: 'Enviada el',
    lang: 'Idioma',
    version: 'Versión',
    email: 'Correo electrónico',
    name: 'Nombre',
    yes: 'Sí',
    no: 'No',
    statuses: { draft: 'Borrador', received: 'Recibida', in_review: 'En revisión', accepted: 'Aceptada', rejected: 'Rechazada', withdrawn: 'Retirada' },
    folder: 'Carpeta',
    file: 'Archivo',
    field: 'Campo',
    size: 'Tamaño (bytes)',
    type: 'Tipo',
    link: 'Enlace',
    missing: 'falta',
  },
  fr: {
    id: 'ID',
    status: 'Statut',
    tags: 'Étiquettes',
    notes: 'Notes internes',
    submittedAt: 'Envoyée le',
    lang: 'Langue',
    version: 'Version',
    email: 'E-mail',
    name: 'Nom',
    yes: 'Oui',
    no: 'Non',
    statuses: { draft: 'Brouillon', received: 'Reçue', in_review: "En cours d'examen", accepted: 'Acceptée', rejected: 'Refusée', withdrawn: 'Retirée' },
    folder: 'Dossier',
    file: 'Fichier',
    field: 'Champ',
    size: 'Taille (octets)',
    type: 'Type',
    link: 'Lien',
    missing: 'manquant',
  },
  pt: {
    id: 'ID',
    status: 'Status',
    tags: 'Etiquetas',
    notes: 'Notas internas',
    submittedAt: 'Enviada em',
    lang: 'Idioma',
    version: 'Versão',
    email: 'E-mail',
    name: 'Nome',
    yes: 'Sim',
    no: 'Não',
    statuses: { draft: 'Rascunho', received: 'Recebida', in_review: 'Em avaliação', accepted: 'Aceita', rejected: 'Recusada', withdrawn: 'Retirada' },
    folder: 'Pasta',
    file: 'Arquivo',
    field: 'Campo',
    size: 'Tamanho (bytes)',
    type: 'Tipo',
    link: 'Link',
    missing: 'ausente',
  },
};

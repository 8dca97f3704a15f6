import { PUBLIC_UPLOAD_PATH } from '../../../contract/public.ts';
import { words, type AreaLog } from '../../http/log-sentence.ts';

/** How uploads read in the operations' log: their routes are beside the contract. */
export const mediaLog: AreaLog = {
  label: words({ it: 'File', en: 'Files', es: 'Archivos', fr: 'Fichiers', pt: 'Arquivos' }),
  prefixes: ['media/', 'img/', PUBLIC_UPLOAD_PATH],
  sentences: { 'media/upload': words({
      it: '{actor} ha caricato il file {target}',
      en: '{actor} uploaded the file {target}',
      es: '{actor} subió el archivo {target}',
      fr: '{actor} a téléversé le fichier {target}',
      pt: '{actor} enviou o arquivo {target}',
    }) },
};

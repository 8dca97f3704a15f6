import { words, type AreaLog } from '../../http/log-sentence.ts';

/** The words of a company created, renamed, changed and archived. */
export const COMPANY_WORDS = {
  create: words({
    it: "{actor} ha creato l'azienda {target}",
    en: '{actor} created the company {target}',
    es: '{actor} creó la empresa {target}',
    fr: '{actor} a créé l’entreprise {target}',
    pt: '{actor} criou a empresa {target}',
  }),
  rename: words({
    it: "{actor} ha rinominato l'azienda {from} in {target}",
    en: '{actor} renamed the company {from} to {target}',
    es: '{actor} cambió el nombre de la empresa {from} a {target}',
    fr: '{actor} a renommé l’entreprise {from} en {target}',
    pt: '{actor} renomeou a empresa {from} para {target}',
  }),
  save: words({
    it: "{actor} ha modificato l'azienda {target}",
    en: '{actor} changed the company {target}',
    es: '{actor} modificó la empresa {target}',
    fr: '{actor} a modifié l’entreprise {target}',
    pt: '{actor} alterou a empresa {target}',
  }),
  archive: words({
    it: "{actor} ha archiviato l'azienda {target}",
    en: '{actor} archived the company {target}',
    es: '{actor} archivó la empresa {target}',
    fr: '{actor} a archivé l’entreprise {target}',
    pt: '{actor} arquivou a empresa {target}',
  }),
};

/** How the installation's companies read in the operations' log. */
export const companiesLog: AreaLog = {
  label: words({ it: 'Aziende', en: 'Companies', es: 'Empresas', fr: 'Entreprises', pt: 'Empresas' }),
  sentences: {
    'admin/companies/save': (row) => (row.summary.created === true ? COMPANY_WORDS.create : row.renamedFrom ? COMPANY_WORDS.rename : COMPANY_WORDS.save),
    'admin/companies/archive': COMPANY_WORDS.archive,
  },
};

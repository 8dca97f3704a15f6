import { words, type AreaLog } from '../../http/log-sentence.ts';

const RENAME = words({
  it: '{actor} ha rinominato il progetto {from} in {target} ({company})',
  en: '{actor} renamed the project {from} to {target} ({company})',
  es: '{actor} cambió el nombre del proyecto {from} a {target} ({company})',
  fr: '{actor} a renommé le projet {from} en {target} ({company})',
  pt: '{actor} renomeou o projeto {from} para {target} ({company})',
});
const SAVE = words({
  it: '{actor} ha modificato il progetto {target} di {company}',
  en: '{actor} changed the project {target} of {company}',
  es: '{actor} modificó el proyecto {target} de {company}',
  fr: '{actor} a modifié le projet {target} de {company}',
  pt: '{actor} alterou o projeto {target} de {company}',
});

/** How a company's projects read in the operations' log; a project's forms, results and people are listed with them. */
export const projectsLog: AreaLog = {
  label: words({ it: 'Progetti', en: 'Projects', es: 'Proyectos', fr: 'Projets', pt: 'Projetos' }),
  sentences: {
    'company/:company/projects/create': words({
      it: '{actor} ha creato il progetto {target} in {company}',
      en: '{actor} created the project {target} in {company}',
      es: '{actor} creó el proyecto {target} en {company}',
      fr: '{actor} a créé le projet {target} dans {company}',
      pt: '{actor} criou o projeto {target} em {company}',
    }),
    'company/:company/project/:project/save': (row) => (row.renamedFrom ? RENAME : SAVE),
  },
};

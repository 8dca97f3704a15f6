import { PageTemplateDelete, PageTemplateList, PageTemplateSave } from '../../../contract/pages.ts';
import { words, type AreaLog } from '../../http/log-sentence.ts';

const PAGE_CREATE = words({
  it: '{actor} ha creato la pagina {target}',
  en: '{actor} created the page {target}',
  es: '{actor} creó la página {target}',
  fr: '{actor} a créé la page {target}',
  pt: '{actor} criou a página {target}',
});
const PAGE_SAVE = words({
  it: '{actor} ha modificato la pagina {target}',
  en: '{actor} changed the page {target}',
  es: '{actor} modificó la página {target}',
  fr: '{actor} a modifié la page {target}',
  pt: '{actor} alterou a página {target}',
});
const PAGE_ARCHIVE = words({
  it: '{actor} ha archiviato la pagina {target}',
  en: '{actor} archived the page {target}',
  es: '{actor} archivó la página {target}',
  fr: '{actor} a archivé la page {target}',
  pt: '{actor} arquivou a página {target}',
});
const PAGE_UNARCHIVE = words({
  it: '{actor} ha ripristinato la pagina archiviata {target}',
  en: '{actor} brought back the archived page {target}',
  es: '{actor} recuperó la página archivada {target}',
  fr: '{actor} a restauré la page archivée {target}',
  pt: '{actor} recuperou a página arquivada {target}',
});
const TEMPLATE_CREATE = words({
  it: '{actor} ha creato il modello di pagina {target}',
  en: '{actor} created the page preset {target}',
  es: '{actor} creó la plantilla de página {target}',
  fr: '{actor} a créé le modèle de page {target}',
  pt: '{actor} criou o modelo de página {target}',
});
const TEMPLATE_SAVE = words({
  it: '{actor} ha modificato il modello di pagina {target}',
  en: '{actor} changed the page preset {target}',
  es: '{actor} modificó la plantilla de página {target}',
  fr: '{actor} a modifié le modèle de page {target}',
  pt: '{actor} alterou o modelo de página {target}',
});

// The installation's page presets are an installation screen's: listed with the installation's calls.
const PRESET_CALLS = [PageTemplateList.path, PageTemplateSave.path, PageTemplateDelete.path];

/** How landing pages read in the operations' log: listed with their project; the page presets with the installation. */
export const pagesLog: AreaLog = {
  filter: 'projects',
  elsewhere: Object.fromEntries(PRESET_CALLS.map((path) => [path, 'installation'])),
  sentences: {
    'company/:company/project/:project/pages/save': (row) => (row.summary.created === true ? PAGE_CREATE : PAGE_SAVE),
    'company/:company/project/:project/page/:page/publish': words({
      it: '{actor} ha pubblicato la pagina {target}',
      en: '{actor} published the page {target}',
      es: '{actor} publicó la página {target}',
      fr: '{actor} a publié la page {target}',
      pt: '{actor} publicou a página {target}',
    }),
    'company/:company/project/:project/page/:page/restore': words({
      it: '{actor} ha ripristinato una revisione della pagina {target}',
      en: '{actor} restored a revision of the page {target}',
      es: '{actor} restauró una revisión de la página {target}',
      fr: '{actor} a restauré une révision de la page {target}',
      pt: '{actor} restaurou uma revisão da página {target}',
    }),
    'company/:company/project/:project/page/:page/archive': (row) => (row.summary.archived === false ? PAGE_UNARCHIVE : PAGE_ARCHIVE),
    'company/:company/project/:project/page/:page/duplicate': words({
      it: '{actor} ha duplicato una pagina come {target}',
      en: '{actor} duplicated a page as {target}',
      es: '{actor} duplicó una página como {target}',
      fr: '{actor} a dupliqué une page sous le nom {target}',
      pt: '{actor} duplicou uma página como {target}',
    }),
    'company/:company/project/:project/pages/reorder': words({
      it: '{actor} ha riordinato le pagine del progetto {target}',
      en: '{actor} put the pages of the project {target} in a new order',
      es: '{actor} reordenó las páginas del proyecto {target}',
      fr: '{actor} a réordonné les pages du projet {target}',
      pt: '{actor} reordenou as páginas do projeto {target}',
    }),
    'company/:company/project/:project/menu/save': words({
      it: '{actor} ha modificato il menu del sito del progetto {target}',
      en: '{actor} changed the site menu of the project {target}',
      es: '{actor} modificó el menú del sitio del proyecto {target}',
      fr: '{actor} a modifié le menu du site du projet {target}',
      pt: '{actor} alterou o menu do site do projeto {target}',
    }),
    'admin/installation/page-templates/save': (row) => (row.summary.created === true ? TEMPLATE_CREATE : TEMPLATE_SAVE),
    'admin/installation/page-templates/delete': words({
      it: '{actor} ha eliminato il modello di pagina {target}',
      en: '{actor} deleted the page preset {target}',
      es: '{actor} eliminó la plantilla de página {target}',
      fr: '{actor} a supprimé le modèle de page {target}',
      pt: '{actor} excluiu o modelo de página {target}',
    }),
  },
};

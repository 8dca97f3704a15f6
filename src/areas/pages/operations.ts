import { operation, type Operation } from '../../lib/area.ts';

const PROJECT = 'company/:company/project/:project';
const PAGE = `${PROJECT}/page/:page`;

/** The changes the pages area queues in the outbox, with their words: loaded with the sync drawer, not with the start. */
export const OPERATIONS: readonly Operation[] = [
  operation(`${PROJECT}/pages/save`, 'pageSave'),
  operation(`${PROJECT}/pages/reorder`, 'pagesReorder'),
  operation(`${PAGE}/publish`, 'pagePublish'),
  operation(`${PAGE}/restore`, 'pageRestore'),
  operation(`${PAGE}/archive`, 'pageArchive'),
  operation(`${PAGE}/duplicate`, 'pageDuplicate'),
  operation(`${PROJECT}/menu/save`, 'menuSave'),
  operation('admin/installation/page-templates/save', 'pageTemplateSave'),
  operation('admin/installation/page-templates/delete', 'pageTemplateDelete'),
];

import { TemplateList, TemplateSave, TemplateGet, TemplatePreview, TemplateDuplicate, TemplateDelete, TemplateRevisions, TemplateRestore, MergeTagList, MergeSenderList, MergePeople } from '../../../contract/mail-merge.ts';
import { AppError } from '../../errors.ts';
import { handle, type Handler } from '../../http/handler.ts';

const notYet = () => Promise.reject(new AppError('not_found'));

export const templateHandlers: Handler[] = [
  handle(TemplateList, notYet),
  handle(TemplateSave, notYet),
  handle(TemplateGet, notYet),
  handle(TemplatePreview, notYet),
  handle(TemplateDuplicate, notYet),
  handle(TemplateDelete, notYet),
  handle(TemplateRevisions, notYet),
  handle(TemplateRestore, notYet),
  handle(MergeTagList, notYet),
  handle(MergeSenderList, notYet),
  handle(MergePeople, notYet),
];

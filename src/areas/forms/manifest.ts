import { IconForms, IconWand } from '@tabler/icons-react';
import { clientArea, operation } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

const PROJECT = 'company/:company/project/:project';
const FORM = `${PROJECT}/forms/:form`;
// The form's calls name it in the singular (`.../form/:form/...`), its screens in the plural.
const FORM_CALLS = `${PROJECT}/form/:form`;

/** A project's forms: the list, Form Options, the Field Editor and the Autocomposer. */
export const formsArea = clientArea({
  name: 'forms',
  routes: [
    signedIn(`${PROJECT}/forms`, 'forms', {
      area: 'project',
      icon: IconForms,
      screen: () => import('./form-list-page.tsx').then((m) => m.FormListPage),
      namespaces: ['forms'],
    }),
    signedIn(`${FORM}/options`, 'formOptions', {
      area: 'project',
      icon: IconForms,
      screen: () => import('./form-options-page.tsx').then((m) => m.FormOptionsPage),
      namespaces: ['forms'],
    }),
    signedIn(`${FORM}/editor`, 'fieldEditor', {
      area: 'project',
      icon: IconForms,
      screen: () => import('./field-editor-page.tsx').then((m) => m.FieldEditorPage),
      namespaces: ['forms'],
    }),
    signedIn(`${FORM}/suggester`, 'autocomposer', {
      area: 'project',
      icon: IconWand,
      screen: () => import('./autocomposer-page.tsx').then((m) => m.AutocomposerPage),
      namespaces: ['forms'],
    }),
  ],
  operations: [
    operation(`${PROJECT}/forms/create`, 'formCreate'),
    operation(`${PROJECT}/forms/import`, 'formCreate'),
    operation(`${FORM_CALLS}/draft/save`, 'formDraftSave'),
    operation(`${FORM_CALLS}/options/save`, 'formOptionsSave'),
    operation(`${FORM_CALLS}/publish`, 'formPublish'),
    operation(`${FORM_CALLS}/version/restore`, 'formDraftSave'),
    operation(`${FORM_CALLS}/duplicate`, 'formDuplicate'),
    operation(`${FORM_CALLS}/archive`, 'formArchive'),
    operation(`${FORM_CALLS}/invitations/send`, 'formInvite'),
    operation(`${FORM_CALLS}/invitations/revoke`, 'formInviteRevoke'),
  ],
  crumbs: { form: () => import('./form-crumb.tsx') },
});

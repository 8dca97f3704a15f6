import { IconForms, IconWand } from '@tabler/icons-react';
import { clientArea } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

const PROJECT = 'company/:company/project/:project';
const FORM = `${PROJECT}/forms/:form`;

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
      // Its one call proposes changes to the draft: the project's editors', not the form's assistants'.
      editorsOnly: true,
    }),
  ],
  operations: () => import('./operations.ts').then((m) => m.OPERATIONS),
  crumbs: { form: () => import('./form-crumb.tsx') },
});

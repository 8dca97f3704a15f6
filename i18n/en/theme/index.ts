import type { NamespaceThemeTranslation } from '../../i18n-types';

const en_theme = {
  cookieLaw: {
    description: 'The banner about cookies that the public pages show, in five languages.',
    enabled: 'Show the banner on the public pages',
    enabledHelp: 'When it is off, the public pages show no banner.',
    texts: 'Texts',
    textsHelp: 'Write them in each language the public pages are read in: a language left empty shows another one instead.',
    languages: 'Languages',
    title: 'Title',
    body: 'Text',
    accept: 'Button',
    acceptHelp: 'The words of the button that closes the banner.',
    policyUrl: 'Cookie policy address',
    policyUrlHelp: 'A page that explains the cookies in full, starting with https:// or http://; leave it empty if there is none.',
    preview: 'Preview in {language}',
    previewOff: 'The banner is off: the public pages do not show it.',
    policyLink: 'Cookie policy',
    save: 'Save',
    saved: 'Cookie banner saved',
    conflict: 'Someone else saved the banner meanwhile: here are their texts.',
    loadCurrent: 'Load their version',
    empty: '(empty)',
    yes: 'Yes',
    no: 'No',
  },
} satisfies NamespaceThemeTranslation;

export default en_theme;

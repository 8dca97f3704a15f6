// Every text of a language in one object (the root dictionary with each namespace under its name),
// as the screens read them once loaded: tests and browser tests find the words users see here.
import type { Language } from '../contract/languages.ts';
import itRoot from '../i18n/it/index.ts';
import itAccounting from '../i18n/it/accounting/index.ts';
import itCompanies from '../i18n/it/companies/index.ts';
import itForms from '../i18n/it/forms/index.ts';
import itInstallation from '../i18n/it/installation/index.ts';
import itOperators from '../i18n/it/operators/index.ts';
import itProjects from '../i18n/it/projects/index.ts';
import itPublic from '../i18n/it/public/index.ts';
import itResults from '../i18n/it/results/index.ts';
import itRichText from '../i18n/it/richText/index.ts';
import itShell from '../i18n/it/shell/index.ts';
import itTheme from '../i18n/it/theme/index.ts';
import itUsers from '../i18n/it/users/index.ts';
import itVotes from '../i18n/it/votes/index.ts';
import itJudging from '../i18n/it/judging/index.ts';
import itPages from '../i18n/it/pages/index.ts';
import itNotifications from '../i18n/it/notifications/index.ts';
import itMailMerge from '../i18n/it/mailMerge/index.ts';
import itTranslations from '../i18n/it/translations/index.ts';
import itAlerts from '../i18n/it/alerts/index.ts';
import itSso from '../i18n/it/sso/index.ts';
import enRoot from '../i18n/en/index.ts';
import enAccounting from '../i18n/en/accounting/index.ts';
import enCompanies from '../i18n/en/companies/index.ts';
import enForms from '../i18n/en/forms/index.ts';
import enInstallation from '../i18n/en/installation/index.ts';
import enOperators from '../i18n/en/operators/index.ts';
import enProjects from '../i18n/en/projects/index.ts';
import enPublic from '../i18n/en/public/index.ts';
import enResults from '../i18n/en/results/index.ts';
import enRichText from '../i18n/en/richText/index.ts';
import enShell from '../i18n/en/shell/index.ts';
import enTheme from '../i18n/en/theme/index.ts';
import enUsers from '../i18n/en/users/index.ts';
import enVotes from '../i18n/en/votes/index.ts';
import enJudging from '../i18n/en/judging/index.ts';
import enPages from '../i18n/en/pages/index.ts';
import enNotifications from '../i18n/en/notifications/index.ts';
import enMailMerge from '../i18n/en/mailMerge/index.ts';
import enTranslations from '../i18n/en/translations/index.ts';
import enAlerts from '../i18n/en/alerts/index.ts';
import enSso from '../i18n/en/sso/index.ts';
import esRoot from '../i18n/es/index.ts';
import esAccounting from '../i18n/es/accounting/index.ts';
import esCompanies from '../i18n/es/companies/index.ts';
import esForms from '../i18n/es/forms/index.ts';
import esInstallation from '../i18n/es/installation/index.ts';
import esOperators from '../i18n/es/operators/index.ts';
import esProjects from '../i18n/es/projects/index.ts';
import esPublic from '../i18n/es/public/index.ts';
import esResults from '../i18n/es/results/index.ts';
import esRichText from '../i18n/es/richText/index.ts';
import esShell from '../i18n/es/shell/index.ts';
import esTheme from '../i18n/es/theme/index.ts';
import esUsers from '../i18n/es/users/index.ts';
import esVotes from '../i18n/es/votes/index.ts';
import esJudging from '../i18n/es/judging/index.ts';
import esPages from '../i18n/es/pages/index.ts';
import esNotifications from '../i18n/es/notifications/index.ts';
import esMailMerge from '../i18n/es/mailMerge/index.ts';
import esTranslations from '../i18n/es/translations/index.ts';
import esAlerts from '../i18n/es/alerts/index.ts';
import esSso from '../i18n/es/sso/index.ts';
import frRoot from '../i18n/fr/index.ts';
import frAccounting from '../i18n/fr/accounting/index.ts';
import frCompanies from '../i18n/fr/companies/index.ts';
import frForms from '../i18n/fr/forms/index.ts';
import frInstallation from '../i18n/fr/installation/index.ts';
import frOperators from '../i18n/fr/operators/index.ts';
import frProjects from '../i18n/fr/projects/index.ts';
import frPublic from '../i18n/fr/public/index.ts';
import frResults from '../i18n/fr/results/index.ts';
import frRichText from '../i18n/fr/richText/index.ts';
import frShell from '../i18n/fr/shell/index.ts';
import frTheme from '../i18n/fr/theme/index.ts';
import frUsers from '../i18n/fr/users/index.ts';
import frVotes from '../i18n/fr/votes/index.ts';
import frJudging from '../i18n/fr/judging/index.ts';
import frPages from '../i18n/fr/pages/index.ts';
import frNotifications from '../i18n/fr/notifications/index.ts';
import frMailMerge from '../i18n/fr/mailMerge/index.ts';
import frTranslations from '../i18n/fr/translations/index.ts';
import frAlerts from '../i18n/fr/alerts/index.ts';
import frSso from '../i18n/fr/sso/index.ts';
import ptRoot from '../i18n/pt/index.ts';
import ptAccounting from '../i18n/pt/accounting/index.ts';
import ptCompanies from '../i18n/pt/companies/index.ts';
import ptForms from '../i18n/pt/forms/index.ts';
import ptInstallation from '../i18n/pt/installation/index.ts';
import ptOperators from '../i18n/pt/operators/index.ts';
import ptProjects from '../i18n/pt/projects/index.ts';
import ptPublic from '../i18n/pt/public/index.ts';
import ptResults from '../i18n/pt/results/index.ts';
import ptRichText from '../i18n/pt/richText/index.ts';
import ptShell from '../i18n/pt/shell/index.ts';
import ptTheme from '../i18n/pt/theme/index.ts';
import ptUsers from '../i18n/pt/users/index.ts';
import ptVotes from '../i18n/pt/votes/index.ts';
import ptJudging from '../i18n/pt/judging/index.ts';
import ptPages from '../i18n/pt/pages/index.ts';
import ptNotifications from '../i18n/pt/notifications/index.ts';
import ptMailMerge from '../i18n/pt/mailMerge/index.ts';
import ptTranslations from '../i18n/pt/translations/index.ts';
import ptAlerts from '../i18n/pt/alerts/index.ts';
import ptSso from '../i18n/pt/sso/index.ts';

/** Each language's texts, root and namespaces together. */
export const TEXTS = {
  it: { ...itRoot, accounting: itAccounting, companies: itCompanies, forms: itForms, installation: itInstallation, operators: itOperators, projects: itProjects, public: itPublic, results: itResults, richText: itRichText, shell: itShell, theme: itTheme, users: itUsers, votes: itVotes, judging: itJudging, pages: itPages, notifications: itNotifications, mailMerge: itMailMerge, translations: itTranslations, alerts: itAlerts, sso: itSso },
  en: { ...enRoot, accounting: enAccounting, companies: enCompanies, forms: enForms, installation: enInstallation, operators: enOperators, projects: enProjects, public: enPublic, results: enResults, richText: enRichText, shell: enShell, theme: enTheme, users: enUsers, votes: enVotes, judging: enJudging, pages: enPages, notifications: enNotifications, mailMerge: enMailMerge, translations: enTranslations, alerts: enAlerts, sso: enSso },
  es: { ...esRoot, accounting: esAccounting, companies: esCompanies, forms: esForms, installation: esInstallation, operators: esOperators, projects: esProjects, public: esPublic, results: esResults, richText: esRichText, shell: esShell, theme: esTheme, users: esUsers, votes: esVotes, judging: esJudging, pages: esPages, notifications: esNotifications, mailMerge: esMailMerge, translations: esTranslations, alerts: esAlerts, sso: esSso },
  fr: { ...frRoot, accounting: frAccounting, companies: frCompanies, forms: frForms, installation: frInstallation, operators: frOperators, projects: frProjects, public: frPublic, results: frResults, richText: frRichText, shell: frShell, theme: frTheme, users: frUsers, votes: frVotes, judging: frJudging, pages: frPages, notifications: frNotifications, mailMerge: frMailMerge, translations: frTranslations, alerts: frAlerts, sso: frSso },
  pt: { ...ptRoot, accounting: ptAccounting, companies: ptCompanies, forms: ptForms, installation: ptInstallation, operators: ptOperators, projects: ptProjects, public: ptPublic, results: ptResults, richText: ptRichText, shell: ptShell, theme: ptTheme, users: ptUsers, votes: ptVotes, judging: ptJudging, pages: ptPages, notifications: ptNotifications, mailMerge: ptMailMerge, translations: ptTranslations, alerts: ptAlerts, sso: ptSso },
} satisfies Record<Language, object>;

/** The title of a screen route in a language, from the dictionary its side loads. */
export function titleOf(lang: Language, route: { side: 'in' | 'out'; title: string }): string {
  const texts = TEXTS[lang];
  const titles: Record<string, string> = route.side === 'out' ? texts.titles : texts.shell.titles;
  return titles[route.title]!;
}

import type { AssistedForm } from '../../../contract/projects.ts';
import type { SignedInTitle } from '../../components/screen-handle.ts';
import { assistedScreens } from '../../lib/forms/assisted-screens.ts';
import { openableScreens, screenPath, type NavModel } from './nav-items.ts';

/** A company the palette offers by name. */
export interface PaletteCompany {
  id: string;
  name: string;
}

/** What the command palette lists: screens (with the company or project they belong to), companies and projects. */
export interface PaletteGroups {
  screens: { to: string; title: SignedInTitle; context?: string }[];
  companies: { to: string; name: string }[];
  projects: { to: string; name: string; context: string }[];
}

// The results screens of the forms an assistant assists, each named with its form and project.
function assistedPaletteScreens(model: NavModel, formName: (form: AssistedForm) => string): PaletteGroups['screens'] {
  return model.companies.flatMap((company) =>
    company.projects
      .filter((project) => !project.can_edit)
      .flatMap((project) =>
        (project.forms ?? []).flatMap((form) =>
          assistedScreens(company.id, project.id, form).map((screen) => ({ ...screen, context: `${formName(form)} · ${project.name}` })),
        ),
      ),
  );
}

/**
 * The palette's entries from what the operator may open. A company leads to its details for an
 * installation admin (`found` adds the companies the list answered for the query) and to its
 * managers for a manager; a company where the operator only edits projects shows its projects.
 * The forms an assistant assists offer their results screens, named with the form (`formName`).
 */
export function paletteGroups(
  model: NavModel,
  found: readonly PaletteCompany[] = [],
  formName: (form: AssistedForm) => string = (form) => form.slug,
): PaletteGroups {
  const admin = model.admin.length > 0;
  const screens = [
    ...openableScreens(model).map(({ item, company, project }) => ({
      to: item.to,
      title: item.title,
      ...(project && company ? { context: `${project.name} · ${company.name}` } : company ? { context: company.name } : {}),
    })),
    ...assistedPaletteScreens(model, formName),
  ];
  const named = new Map<string, PaletteGroups['companies'][number]>();
  for (const company of model.companies) {
    if (admin) named.set(company.id, { to: screenPath('companyDetails', { id: company.id }), name: company.name });
    else if (company.can_manage) named.set(company.id, { to: screenPath('managers', { company: company.id }), name: company.name });
  }
  if (admin) for (const company of found) named.set(company.id, { to: screenPath('companyDetails', { id: company.id }), name: company.name });
  const projects = model.companies.flatMap((company) =>
    company.projects
      .filter((project) => project.can_edit)
      .map((project) => ({
        to: screenPath('projectDetails', { company: company.id, project: project.id }),
        name: project.name,
        context: company.name,
      })),
  );
  return { screens, companies: [...named.values()], projects };
}

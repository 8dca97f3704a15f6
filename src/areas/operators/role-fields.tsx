import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect, Select } from '@mantine/core';
import type { CompanyRole } from '../../../contract/roles.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { isCompanyRole, isProjectRole, roleOptions } from './role-values.ts';

interface RoleFieldsProps {
  role: CompanyRole;
  projects: string[];
  projectOptions: Array<{ value: string; label: string }>;
  onRole: (role: CompanyRole) => void;
  onProjects: (projects: string[]) => void;
  projectsError?: string;
}

/** A role and, for project roles, the projects it covers (none chosen: every project). */
export function RoleFields({ role, projects, projectOptions, onRole, onProjects, projectsError }: RoleFieldsProps) {
  const { LL } = useI18nContext();
  return (
    <>
      <Select
        label={LL.operators.role()}
        required
        allowDeselect={false}
        data={roleOptions((value) => LL.operators.roles[value]())}
        value={role}
        onChange={(value) => {
          if (isCompanyRole(value)) onRole(value);
        }}
      />
      {isProjectRole(role) && (
        <MultiSelect
          label={LL.operators.projectList()}
          placeholder={projects.length === 0 ? LL.operators.allProjects() : undefined}
          data={projectOptions}
          value={projects}
          onChange={onProjects}
          error={projectsError}
        />
      )}
    </>
  );
}

import { z } from 'zod';

/** The roles an operator holds in a company (spec section 6, plus judges). */
export const COMPANY_ROLES = ['manager', 'editor', 'assistant', 'judge'] as const;

/** One role in a company. */
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** The zod schema of a company role. */
export const CompanyRoleSchema = z.enum(COMPANY_ROLES);

/** The statuses of a company. */
export const COMPANY_STATUSES = ['active', 'archived'] as const;

/** The statuses of a project, in their usual order. */
export const PROJECT_STATUSES = ['draft', 'open', 'closed', 'archived'] as const;

/** A project's status. */
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

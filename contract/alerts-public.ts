// The public pages' part of the alerts: kept apart from contract/alerts.ts so that the public
// side's light app never carries the admins' schemas.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { SiteScope } from './public.ts';

/** How loud an alert is. */
export const ALERT_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** An announcement as the public pages show it: its words per language, the body rendered to HTML by the server. */
export interface PublicAlert {
  id: string;
  title: Record<string, string>;
  body: Record<string, string>;
  severity: AlertSeverity;
  starts_at: string;
  ends_at: string | null;
}

/** The announcements chosen for this project's public pages, now. */
export const PublicAlerts = endpoint({
  path: 'p/:company/:project/alerts',
  kind: 'query',
  permission: 'public',
  input: z.object(SiteScope),
  output: z.object({
    items: z.array(
      z.object({
        id: z.string(),
        title: z.record(z.string(), z.string()),
        body: z.record(z.string(), z.string()),
        severity: z.enum(ALERT_SEVERITIES),
        starts_at: z.string(),
        ends_at: z.string().nullable(),
      }),
    ),
  }),
});

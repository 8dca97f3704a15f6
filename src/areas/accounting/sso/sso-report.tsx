import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import { Anchor, List, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SsoReport } from '../../../../contract/sso-sign-in.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { FormAlert } from '../../../components/form-alert.tsx';

const PROVIDERS_PATH = '/app/in/admin/installation/sso';

function Facts({ caption, rows }: { caption: string; rows: Array<[string, ReactNode]> }) {
  return (
    <Table withRowBorders={false} verticalSpacing={4} layout="fixed" captionSide="top">
      <Table.Caption style={{ textAlign: 'start', fontWeight: 600 }}>{caption}</Table.Caption>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w="40%" fw={500}>
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A test's report: whether a sign-in would pass, the discovery, the checks, the clock, the claims, the operator and the roles. */
export function SsoReportView({ report }: { report: SsoReport }) {
  const { LL } = useI18nContext();
  const words = LL.accounting.ssoTest;
  const none = words.none();
  const yesNo = (value: boolean | null) => (value === null ? none : value ? LL.answers.yes() : LL.answers.no());
  const operator = report.operator;
  return (
    <Stack gap="md" data-testid="sso-report">
      <Text fw={700} component="h2" m={0}>
        {words.reportTitle({ name: report.provider.name })}
      </Text>
      {report.passed ? <FormAlert tone="success" message={words.reportPassed()} /> : <FormAlert message={`${words.reportFailed()} ${report.refusal_text ?? ''}`} />}
      {report.discovery && (
        <Facts
          caption={words.discoveryTitle()}
          rows={[
            [words.issuer(), report.discovery.issuer],
            [words.authorizationEndpoint(), report.discovery.authorization_endpoint],
            [words.tokenEndpoint(), report.discovery.token_endpoint],
            [words.userinfoEndpoint(), report.discovery.userinfo_endpoint ?? none],
          ]}
        />
      )}
      <div>
        <Text fw={600} size="sm">
          {words.checksTitle()}
        </Text>
        <List size="sm" spacing={2}>
          {report.checks.map((check) => (
            <List.Item key={check.check} data-ok={check.ok}>
              {words.checks[check.check]()}: {check.ok ? words.checkOk() : words.checkFailed()}
            </List.Item>
          ))}
        </List>
      </div>
      <Text size="sm" data-testid="sso-clock">
        {report.clock_difference_seconds === null ? words.clockUnknown() : words.clock({ seconds: report.clock_difference_seconds, tolerance: report.clock_tolerance_seconds })}
      </Text>
      {report.claims && (
        <Facts
          caption={words.claimsTitle()}
          rows={[
            [words.subject(), report.claims.subject],
            [words.email(), report.claims.email ?? none],
            [words.emailVerified(), yesNo(report.claims.email_verified)],
            [words.givenName(), report.claims.given_name ?? none],
            [words.familyName(), report.claims.family_name ?? none],
            [words.groups(), report.claims.groups.length > 0 ? report.claims.groups.join(', ') : none],
          ]}
        />
      )}
      {operator && (
        <div>
          <Text fw={600} size="sm">
            {words.operatorTitle()}
          </Text>
          <Text size="sm" data-testid="sso-operator">
            {operator.outcome === 'refused'
              ? words.outcomes.refused({ reason: report.refusal_text ?? operator.reason })
              : words.outcomes[operator.outcome]({ email: operator.email ?? none })}
          </Text>
        </div>
      )}
      <div>
        <Text fw={600} size="sm">
          {words.rolesTitle()}
        </Text>
        {report.roles.length === 0 ? (
          <Text size="sm">{words.rolesNone()}</Text>
        ) : (
          <List size="sm" spacing={2} data-testid="sso-roles">
            {report.roles.map((role, index) => (
              <List.Item key={index}>
                {role.group}: {words.roles[role.role]()}
              </List.Item>
            ))}
          </List>
        )}
        {report.roles.length > 0 && <Text size="xs">{report.groups_applied ? words.groupsApplied() : words.groupsNotApplied()}</Text>}
      </div>
      <Anchor component={Link} to={PROVIDERS_PATH} size="sm">
        {words.backToProviders()}
      </Anchor>
    </Stack>
  );
}

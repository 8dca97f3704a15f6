import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Accordion.css';
import { Accordion, Group, Paper, Progress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { LANGUAGES } from '../../../contract/languages.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { languageName } from '../../components/language-tabs.tsx';

interface CoveragePanelProps {
  /** Per language, the share of keys with their own text (0 to 1). */
  coverage: Record<string, number>;
  areas: { area: string; keys: number; coverage: Record<string, number> }[];
}

const percent = (share: number | undefined, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share ?? 0);

/** How much of the interface each language has in its own words: overall, and per area on demand. */
export function CoveragePanel({ coverage, areas }: CoveragePanelProps) {
  const { LL, locale } = useI18nContext();
  const words = LL.translations;
  return (
    <Paper withBorder p="sm" component="section" aria-label={words.coverageTitle()}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {words.coverageTitle()}
        </Text>
        <Text size="xs" c="dimmed">
          {words.coverageHelp()}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          {LANGUAGES.map((lang) => (
            <div key={lang}>
              <Group justify="space-between" gap="xs">
                <Text size="sm" lang={lang}>
                  {languageName(lang)}
                </Text>
                <Text size="sm" fw={600} data-coverage={lang}>
                  {percent(coverage[lang], locale)}
                </Text>
              </Group>
              <Progress value={(coverage[lang] ?? 0) * 100} size="sm" aria-hidden="true" />
            </div>
          ))}
        </SimpleGrid>
        <Accordion variant="default" chevronPosition="left">
          <Accordion.Item value="areas">
            <Accordion.Control>{words.coverageByArea()}</Accordion.Control>
            <Accordion.Panel>
              <div role="region" aria-label={words.coverageByArea()} tabIndex={0} style={{ overflowX: 'auto' }}>
                <Table striped fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{words.area()}</Table.Th>
                      <Table.Th>{words.keys()}</Table.Th>
                      {LANGUAGES.map((lang) => (
                        <Table.Th key={lang}>{lang.toUpperCase()}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {areas.map((row) => (
                      <Table.Tr key={row.area}>
                        <Table.Td>{row.area}</Table.Td>
                        <Table.Td>{row.keys}</Table.Td>
                        {LANGUAGES.map((lang) => (
                          <Table.Td key={lang}>{percent(row.coverage[lang], locale)}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </Paper>
  );
}

import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Stack, Text } from '@mantine/core';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import type { JudgeSessionGet } from '../../../contract/judging.ts';
import type { Language } from '../../../contract/languages.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { AnswerValue } from '../../components/answer-value.tsx';
import { definitionTexts } from '../../lib/form-fields/definition-texts.ts';
import { scoreSummary } from './score-summary.ts';

type Session = EndpointOutput<typeof JudgeSessionGet>['entity'];

/** One submission's answers in the form's order, as the judge may read them; then the other judges' scores where the session shows them. */
export function SubmissionAnswers({ session, submission, lang }: { session: Session; submission: Session['submissions'][number]; lang: Language }) {
  const { LL, locale } = useI18nContext();
  const words = LL.judging.session;
  const texts = definitionTexts(session, lang);
  const asked = session.fields.filter((field) => field.type !== 'statement');
  return (
    <Stack gap="sm">
      <Text fw={700} size="lg">
        {words.answers()}
      </Text>
      {submission.sender ? <Text size="sm">{words.sender({ name: submission.sender.name })}</Text> : null}
      <Stack gap="sm" component="dl" m={0}>
        {asked.map((field) => (
          <div key={field.key}>
            <Text component="dt" size="sm" fw={600}>
              {texts.text(field.label) || field.key}
            </Text>
            <Text component="dd" m={0}>
              <AnswerValue field={field} value={submission.answers[field.key]} texts={texts} />
            </Text>
          </div>
        ))}
      </Stack>
      {session.others_scores !== 'never' ? (
        <Stack gap={4}>
          <Text fw={600}>{words.others()}</Text>
          {submission.others.length === 0 ? (
            <Text size="sm" c="dimmed">
              {words.othersNone()}
            </Text>
          ) : (
            submission.others.map((other, index) => (
              <Text key={other.judge} size="sm">
                {`${words.otherJudge({ number: index + 1 })}: ${scoreSummary(other, session.criteria, texts, LL, locale)}`}
              </Text>
            ))
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}

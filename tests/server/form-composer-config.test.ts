import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

const AI = { AI_BASE_URL: 'https://llm.example.com/v1/', AI_API_KEY: 'sk-secret-key-0123', AI_MODEL: 'gpt-4o-mini' };

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('the AI service of the form composer is configured by three variables', () => {
  it('is off when none is set: the built-in composer answers', () => {
    expect(loadConfig({}).ai).toBeNull();
  });

  it('is on when all three are set, its address without a trailing slash', () => {
    expect(loadConfig(AI).ai).toEqual({ baseUrl: 'https://llm.example.com/v1', apiKey: AI.AI_API_KEY, model: 'gpt-4o-mini' });
  });

  it('refuses to start with a part missing, naming what is missing and never echoing the key', () => {
    const message = refusal({ AI_BASE_URL: AI.AI_BASE_URL, AI_API_KEY: AI.AI_API_KEY });

    expect(message).toContain('AI_MODEL must be set with AI_BASE_URL and AI_API_KEY');
    expect(message).not.toContain(AI.AI_API_KEY);
    expect(refusal({ AI_MODEL: 'm' })).toMatch(/AI_BASE_URL must be set[\s\S]*AI_API_KEY must be set/);
  });

  it('refuses an address that is not http or https', () => {
    expect(refusal({ ...AI, AI_BASE_URL: 'ftp://llm.example.com' })).toContain('AI_BASE_URL must be a URL starting with http:// or https://');
  });
});

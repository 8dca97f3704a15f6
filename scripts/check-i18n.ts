/**
 * Fails when the translations are not ready to ship: the committed typesafe-i18n output
 * differs from what the generator makes of the dictionaries, or a language lacks a key
 * of the base one (or leaves it empty). Run with `tsx scripts/check-i18n.ts`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGES } from '../contract/languages.ts';
import { dictionaryProblems, type Dictionary } from './i18n-keys.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const I18N_DIR = path.join(ROOT, 'i18n');
const CONFIG = '.typesafe-i18n.json';
const GENERATOR = path.join(ROOT, 'node_modules', 'typesafe-i18n', 'cli', 'typesafe-i18n.mjs');
const BASE = 'it';

function generatedFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

/** Runs the generator on a copy of the dictionaries and lists the committed files it would change. */
function staleGeneratedFiles(): string[] {
  // Inside the project, so the generator resolves the same TypeScript as a normal run; not under
  // node_modules, where TypeScript compiles nothing and the generator finds no namespace.
  const work = fs.mkdtempSync(path.join(ROOT, '.tmp-check-i18n-'));
  try {
    fs.copyFileSync(path.join(ROOT, CONFIG), path.join(work, CONFIG));
    // The generated files go along too: without i18n-types.ts the generator's first run complains.
    fs.cpSync(I18N_DIR, path.join(work, 'i18n'), { recursive: true });
    const run = spawnSync(process.execPath, [GENERATOR, '--no-watch'], { cwd: work, encoding: 'utf8' });
    if (run.status !== 0) {
      throw new Error(`The typesafe-i18n generator failed:\n${run.stdout}\n${run.stderr}`);
    }
    const fresh = path.join(work, 'i18n');
    const names = new Set([...generatedFiles(fresh), ...generatedFiles(I18N_DIR)]);
    return [...names].filter((name) => {
      const committed = path.join(I18N_DIR, name);
      const regenerated = path.join(fresh, name);
      if (!fs.existsSync(committed) || !fs.existsSync(regenerated)) return true;
      return fs.readFileSync(committed, 'utf8') !== fs.readFileSync(regenerated, 'utf8');
    });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

// The root dictionary ('') and each namespace: a folder of the base language holding an index.ts.
function dictionaryNames(lang: string): string[] {
  const folders = fs
    .readdirSync(path.join(I18N_DIR, lang), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(I18N_DIR, lang, entry.name, 'index.ts')))
    .map((entry) => entry.name);
  return ['', ...folders.sort()];
}

async function loadDictionary(file: string): Promise<Dictionary> {
  const module = (await import(pathToFileURL(file).href)) as { default: Dictionary };
  return module.default;
}

/** Every language against the base, dictionary by dictionary: the root one and each namespace. */
async function keyProblems(): Promise<string[]> {
  const problems: string[] = [];
  const names = dictionaryNames(BASE);
  for (const lang of LANGUAGES) {
    for (const extra of dictionaryNames(lang).filter((name) => !names.includes(name))) {
      problems.push(`i18n/${lang}/${extra}: a namespace the base language does not have`);
    }
    for (const name of names) {
      const file = path.join(I18N_DIR, lang, name, 'index.ts');
      const shown = path.relative(ROOT, file);
      if (!fs.existsSync(file)) {
        problems.push(`${shown}: missing (the base language has this namespace)`);
        continue;
      }
      const base = await loadDictionary(path.join(I18N_DIR, BASE, name, 'index.ts'));
      // Against itself the base only reports its own empty texts.
      const dictionary = lang === BASE ? base : await loadDictionary(file);
      for (const problem of dictionaryProblems(base, dictionary)) problems.push(`${shown}: ${problem}`);
    }
  }
  return problems;
}

async function main(): Promise<void> {
  const failures: string[] = [];
  const stale = staleGeneratedFiles();
  if (stale.length > 0) {
    failures.push(
      `The generated files in i18n/ do not match the dictionaries: ${stale.join(', ')}.\n` +
        '  Run `npm run i18n` and commit the result.',
    );
  }
  failures.push(...(await keyProblems()));
  if (failures.length > 0) {
    console.error(`Translations check failed:\n${failures.map((line) => `- ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.info(`Translations check passed: ${LANGUAGES.join(', ')} complete, generated files up to date.`);
}

await main();

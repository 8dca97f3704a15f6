import type { FormChange } from '../../../../contract/form-changes.ts';
import { fieldsOf, type FormDefinition } from '../../../../contract/form-definition.ts';
import { jsonEqual } from '../../../../contract/json-equal.ts';
import type { Language } from '../../../../contract/languages.ts';
import type { TranslationFunctions } from '../../../../i18n/i18n-types';
import { localized } from '../../../lib/form-fields/localized.ts';
import { settingName } from '../editor/setting-names.ts';

/** A proposed change in a sentence: what it adds, changes, removes or moves, named as the operator reads it. */
export function changeText(LL: TranslationFunctions, change: FormChange, draft: FormDefinition, lang: Language): string {
  const texts = LL.forms.composer;
  const fallback = draft.default_lang;
  const fieldLabel = (key: string) => {
    const found = fieldsOf(draft).find(({ field }) => field.key === key);
    return found ? localized(found.field.label, lang, fallback) || key : key;
  };
  const blockLabel = (key: string) => {
    const block = draft.blocks.find((candidate) => candidate.key === key);
    return block ? localized(block.title, lang, fallback) || key : key;
  };
  switch (change.op) {
    case 'add_field':
      return texts.addField({ label: localized(change.field.label, lang, fallback) || change.field.key, type: LL.forms.types[change.field.type]() });
    case 'change_field': {
      const before = fieldsOf(draft).find(({ field }) => field.key === change.key)?.field as Record<string, unknown> | undefined;
      const after = change.field as Record<string, unknown>;
      const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])].filter((name) => !jsonEqual(before?.[name], after[name]));
      return texts.changeField({ label: fieldLabel(change.key), settings: names.map((name) => settingName(LL, name)).join(', ') });
    }
    case 'remove_field':
      return texts.removeField({ label: fieldLabel(change.key) });
    case 'move_field':
      return texts.moveField({ label: fieldLabel(change.key), block: blockLabel(change.block) });
    case 'add_block':
      return texts.addBlock({ label: localized(change.block.title, lang, fallback) || change.block.key });
  }
}

import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Stack.css';
import { Button, Checkbox, NativeSelect, NumberInput, Stack } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import type { Node as ProseNode, ResolvedPos } from '@tiptap/pm/model';
import { NodeSelection } from '@tiptap/pm/state';
import { useState } from 'react';
import { CLOSING_DAYS, PAGE_PHASES, type PagePhase } from '../../../contract/page-doc-model.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { EditorDialog, EditorForm } from './editor-dialog.tsx';
import type { PageNodeForm } from './props.ts';

/** A phase section's settings. */
export interface PhaseAttrs {
  form: string;
  phases: PagePhase[];
  days: number;
}

/** The phase section the selection is in, with where it starts, else null. */
export function sectionAt($pos: ResolvedPos): { node: ProseNode; pos: number } | null {
  for (let depth = $pos.depth; depth > 0; depth -= 1) {
    const node = $pos.node(depth);
    if (node.type.name === 'phaseSection') return { node, pos: $pos.before(depth) };
  }
  return null;
}

/** The form block the selection holds, else null. */
export function selectedFormBlock(editor: Editor): string | null {
  const { selection } = editor.state;
  return selection instanceof NodeSelection && selection.node.type.name === 'formBlock' ? String(selection.node.attrs.form) : null;
}

/** The top-level blocks of the selection wrapped in a phase section; false when it holds a section already. */
export function wrapInSection(editor: Editor, attrs: PhaseAttrs): boolean {
  return editor
    .chain()
    .focus()
    .command(({ tr, state }) => {
      const { $from, $to } = state.selection;
      const range = $from.blockRange($to, (node) => node.type === state.schema.topNodeType);
      if (!range) return false;
      for (let index = range.startIndex; index < range.endIndex; index += 1) if (range.parent.child(index).type.name === 'phaseSection') return false;
      tr.wrap(range, [{ type: state.schema.nodes.phaseSection!, attrs }]);
      return true;
    })
    .run();
}

/** The section around the selection taken away, its blocks kept where it was. */
export function unwrapSection(editor: Editor): boolean {
  return editor
    .chain()
    .focus()
    .command(({ tr, state }) => {
      const section = sectionAt(state.selection.$from);
      if (!section) return false;
      tr.replaceWith(section.pos, section.pos + section.node.nodeSize, section.node.content);
      return true;
    })
    .run();
}

interface DialogProps {
  editor: Editor;
  opened: boolean;
  forms: PageNodeForm[];
  onClose(): void;
}

function FormPicker({ forms, value, error, onChange }: { forms: PageNodeForm[]; value: string; error: string | null; onChange(form: string): void }) {
  const { LL } = useI18nContext();
  const t = LL.richText.pageNodes;
  return (
    <NativeSelect
      label={t.form()}
      description={forms.length === 0 ? t.noForms() : t.formHelp()}
      data={forms.map((form) => ({ value: form.id, label: form.title }))}
      value={value}
      error={error}
      required
      data-autofocus
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** Inserts a form block naming one of the project's forms, or changes the form of the selected one. */
export function FormBlockDialog({ editor, opened, forms, onClose }: DialogProps) {
  const { LL } = useI18nContext();
  const cancel = () => {
    onClose();
    editor.commands.focus();
  };
  return (
    <EditorDialog opened={opened} title={LL.richText.pageNodes.insertForm()} onClose={cancel}>
      <FormBlockForm editor={editor} forms={forms} onDone={onClose} onCancel={cancel} />
    </EditorDialog>
  );
}

function FormBlockForm({ editor, forms, onDone, onCancel }: { editor: Editor; forms: PageNodeForm[]; onDone(): void; onCancel(): void }) {
  const { LL } = useI18nContext();
  const t = LL.richText.pageNodes;
  const [selected] = useState(() => selectedFormBlock(editor));
  const [form, setForm] = useState(selected ?? forms[0]?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    if (!form) return setError(t.noForms());
    if (selected !== null) editor.chain().focus().updateAttributes('formBlock', { form }).run();
    else editor.chain().focus().insertContent({ type: 'formBlock', attrs: { form } }).run();
    onDone();
  };
  return (
    <EditorForm submitLabel={selected !== null ? t.save() : t.insert()} onCancel={onCancel} onSubmit={save}>
      <FormPicker
        forms={forms}
        value={form}
        error={error}
        onChange={(next) => {
          setForm(next);
          setError(null);
        }}
      />
    </EditorForm>
  );
}

/** Shows the selected blocks only in some phases of a form's call, or changes the phases of the section the selection is in. */
export function PhaseSectionDialog({ editor, opened, forms, onClose }: DialogProps) {
  const { LL } = useI18nContext();
  const cancel = () => {
    onClose();
    editor.commands.focus();
  };
  return (
    <EditorDialog opened={opened} title={LL.richText.pageNodes.editPhase()} onClose={cancel}>
      <PhaseSectionForm editor={editor} forms={forms} onDone={onClose} onCancel={cancel} />
    </EditorDialog>
  );
}

function PhaseSectionForm({ editor, forms, onDone, onCancel }: { editor: Editor; forms: PageNodeForm[]; onDone(): void; onCancel(): void }) {
  const { LL } = useI18nContext();
  const t = LL.richText.pageNodes;
  const [section] = useState(() => sectionAt(editor.state.selection.$from));
  const current = section?.node.attrs as PhaseAttrs | undefined;
  const [form, setForm] = useState(current?.form ?? forms[0]?.id ?? '');
  const [phases, setPhases] = useState<PagePhase[]>(current?.phases ?? ['open']);
  const [days, setDays] = useState<number | string>(current?.days ?? 7);
  const [errors, setErrors] = useState<{ form?: string; phases?: string; days?: string }>({});
  const save = () => {
    const count = Number(days);
    const problems = {
      ...(form ? {} : { form: t.noForms() }),
      ...(phases.length > 0 ? {} : { phases: t.phasesRequired() }),
      ...(Number.isInteger(count) && count >= CLOSING_DAYS.min && count <= CLOSING_DAYS.max ? {} : { days: t.daysRange() }),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const attrs: PhaseAttrs = { form, phases: PAGE_PHASES.filter((phase) => phases.includes(phase)), days: count };
    if (section) editor.chain().focus().setNodeSelection(section.pos).updateAttributes('phaseSection', attrs).run();
    else wrapInSection(editor, attrs);
    onDone();
  };
  const remove = () => {
    unwrapSection(editor);
    onDone();
  };
  const aside = section ? (
    <Button variant="subtle" color="red" onClick={remove}>
      {t.remove()}
    </Button>
  ) : null;
  return (
    <EditorForm submitLabel={section ? t.save() : t.insert()} aside={aside} onCancel={onCancel} onSubmit={save}>
      <FormPicker forms={forms} value={form} error={errors.form ?? null} onChange={setForm} />
      <Checkbox.Group label={t.phases()} value={phases} error={errors.phases} onChange={(next) => setPhases(next as PagePhase[])}>
        <Stack gap={6} mt="xs">
          {PAGE_PHASES.map((phase) => (
            <Checkbox key={phase} value={phase} label={t.phaseNames[phase]()} />
          ))}
        </Stack>
      </Checkbox.Group>
      {phases.includes('closing') ? (
        <NumberInput label={t.days()} description={t.daysHelp()} min={CLOSING_DAYS.min} max={CLOSING_DAYS.max} value={days} error={errors.days} onChange={setDays} />
      ) : null}
    </EditorForm>
  );
}

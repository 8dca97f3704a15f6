import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/List.css';
import { Alert, FileInput, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { EndpointInput } from '../../../contract/endpoint.ts';
import { FormImport } from '../../../contract/forms.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { call } from '../../lib/api.ts';
import { DialogActions } from '../../components/dialog-actions.tsx';

// A definition of the largest form is well under this; anything bigger is not one.
const MAX_FILE_BYTES = 2 * 1024 * 1024;

interface ImportFormModalProps {
  company: string;
  project: string;
  onClose(): void;
  onImported(id: string | null, slug: string): void;
}

type ImportedDefinition = EndpointInput<typeof FormImport>['definition'];

type Problem = { message: string; places: Array<{ path: string; message: string }> };

async function readJson(file: File): Promise<unknown> {
  return JSON.parse(await file.text()) as unknown;
}

/** Creates a form from a `form/1` JSON file; a refused file lists each wrong value by its place in the file. */
export function ImportFormModal({ company, project, onClose, onImported }: ImportFormModalProps) {
  const { LL } = useI18nContext();
  const texts = LL.forms.importing;
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_FILE_BYTES) return setProblem({ message: texts.tooLarge({ size: '2 MB' }), places: [] });
    let definition: unknown;
    try {
      definition = await readJson(file);
    } catch {
      return setProblem({ message: texts.notJson(), places: [] });
    }
    setBusy(true);
    // The file is checked by the server, which names each wrong value; the client sends it as read.
    const result = await call(FormImport, { company, project, definition: definition as ImportedDefinition });
    setBusy(false);
    if (result.ok) return onImported(result.queued ? null : result.data.entity.id, result.queued ? '' : result.data.entity.slug);
    const fields = Object.entries(result.error?.fields ?? {}).map(([path, message]) => ({ path: path.replace(/^definition\.?/, '') || '/', message }));
    setProblem({ message: fields.length > 0 ? texts.refused() : (result.error?.message ?? LL.forms.unreachable()), places: fields });
  }

  return (
    <Modal opened onClose={onClose} title={texts.title()} closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {problem && (
            <Alert color="red" role="alert" title={problem.message}>
              {problem.places.length > 0 && (
                <List size="sm" spacing={4}>
                  {problem.places.map((place) => (
                    <List.Item key={place.path}>
                      <Text size="sm" component="span">
                        {texts.where({ path: place.path, message: place.message })}
                      </Text>
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <FileInput label={texts.file()} description={texts.fileHelp()} placeholder={texts.choose()} accept="application/json,.json" value={file} onChange={setFile} clearable required />
          <DialogActions submitLabel={texts.submit()} busy={busy} disabled={!file} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

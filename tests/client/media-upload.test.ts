import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uploadMedia, UploadError } from '../../src/lib/media-upload.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const COMPANY = '1b0c7e8e-3f0a-4c55-9d8e-2a4b6c8d0e1f';
const PROJECT = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const MEDIA_ID = '7d1c2a4e-5b6f-4a3e-8c9d-0e1f2a3b4c5d';

describe('uploading a file from the back office', () => {
  it('sends the kind and owner before the file, and answers the new media id', async () => {
    let fields: string[] = [];
    server.use(
      http.post('/api/media/upload', async ({ request }) => {
        const form = await request.formData();
        fields = [...form.keys()];
        expect(form.get('kind')).toBe('page');
        expect(typeof form.get('file')).not.toBe('string');
        return HttpResponse.json({ media_id: MEDIA_ID, kind: 'page', type: 'image/png', size: 4, name: 'jury.png' });
      }),
    );
    const file = new File([new Uint8Array([1, 2, 3, 4])], 'jury.png', { type: 'image/png' });
    const answer = await uploadMedia(file, { kind: 'page', company: COMPANY, project: PROJECT });
    expect(answer.media_id).toBe(MEDIA_ID);
    expect(fields).toEqual(['kind', 'company', 'project', 'file']);
  });

  it("rejects with the server's message, or an empty one when no answer came", async () => {
    const file = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    server.use(http.post('/api/media/upload', () => HttpResponse.json({ error: { code: 'unsupported_file_type', message: 'This kind of file is not accepted' } }, { status: 415 })));
    await expect(uploadMedia(file, { kind: 'page', project: PROJECT })).rejects.toEqual(new UploadError('This kind of file is not accepted', 415));
    server.use(http.post('/api/media/upload', () => HttpResponse.error()));
    await expect(uploadMedia(file, { kind: 'page', project: PROJECT })).rejects.toMatchObject({ message: '', status: 0 });
  });
});

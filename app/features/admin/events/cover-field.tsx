import { useId, useState } from 'react';
import type { EventDocument } from '#schemas/events/event-document.ts';
import { CoverPicture } from '#app/components/common/cover-picture.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { AdminRequestError } from '#app/features/admin/shared/admin-api.ts';
import { uploadCover } from './event-api.ts';
import { PathError, TextField, useField } from './event-fields.tsx';

type Cover = NonNullable<EventDocument['cover']>;

/**
 * The event's cover photo (docs/product/screens.md#the-event-editor): upload one (stored at once,
 * its sizes made by the server: docs/decisions/040), describe it for those who cannot see it, or
 * take it away to show the generated artwork again. The event keeps it once saved.
 */
export function CoverField() {
  const cover = useField('cover');
  const current = cover.value as Cover | undefined;
  const inputId = useId();
  const [state, setState] = useState<{ uploading: boolean; error?: string }>({
    uploading: false,
  });

  async function upload(file: File | undefined) {
    if (!file) return;
    setState({ uploading: true });
    try {
      const { image } = await uploadCover(file);
      cover.set({ image, alt: current?.alt ?? '' });
      setState({ uploading: false });
    } catch (error) {
      setState({
        uploading: false,
        error:
          error instanceof AdminRequestError ? error.message : 'The photo could not be uploaded.',
      });
    }
  }

  return (
    <div className="grid gap-4">
      {current ? (
        // As the page and the cards show it: at 16:9 (a photo of another shape loses its edges
        // here as there).
        <div className="aspect-video max-w-md overflow-hidden rounded-xl border">
          <CoverPicture cover={current} sizes="28rem" className="size-full object-cover" />
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{current ? 'Another cover photo' : 'Cover photo'}</Label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={`${inputId}-hint${state.error ? ` ${inputId}-error` : ''}`}
          aria-busy={state.uploading || undefined}
          disabled={state.uploading}
          onChange={(event) => void upload(event.currentTarget.files?.[0])}
          className="text-sm file:mr-3 file:rounded-md file:border file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
          {state.uploading
            ? 'Uploading and making its sizes…'
            : 'A still JPEG, PNG or WebP, at least 600 × 315 pixels, up to 15 MB and 40 megapixels. Its location and camera details are removed.'}
        </p>
        {state.error ? (
          <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-destructive">
            {state.error}
          </p>
        ) : null}
        <PathError path="cover.image" />
      </div>
      {current ? (
        <>
          <TextField
            path="cover.alt"
            label="Describe the photo"
            hint="For people who cannot see it: what it shows, in a sentence."
          />
          <div>
            <Button type="button" variant="outline" size="sm" onClick={() => cover.set(undefined)}>
              Remove the photo
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}

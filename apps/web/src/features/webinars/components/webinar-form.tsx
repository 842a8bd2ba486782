import { useId, type FormEvent } from 'react';
import { CONTENT_LIMITS, MAX_PRICE_RUPEES } from '@sukoon/contract/content-rules';
import type { CreateWebinarInput, WebinarDetail } from '@sukoon/contract/webinars';
import { Button } from '../../../components/button.tsx';
import { INPUT_CLASSES, TextAreaField, TextField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';

function readWebinarForm(form: HTMLFormElement): CreateWebinarInput {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    title: text('title'),
    presenter: text('presenter'),
    description: text('description'),
    date: text('date'),
    time: text('time'),
    meetingLink: text('meetingLink'),
    meetingId: text('meetingId'),
    meetingPass: text('meetingPass'),
    platform: text('platform'),
    price: text('price'),
  };
}

/** Add or edit a webinar; the date and time are Indian Standard Time. */
export function WebinarForm({
  webinar,
  isSaving,
  error,
  onSubmit,
  onCancel,
}: {
  webinar?: WebinarDetail;
  isSaving: boolean;
  error: string | null;
  onSubmit: (input: CreateWebinarInput) => void;
  onCancel: () => void;
}) {
  const platformId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(readWebinarForm(event.currentTarget));
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="Title"
        name="title"
        required
        maxLength={CONTENT_LIMITS.title}
        defaultValue={webinar?.title}
      />
      <TextField
        label="Presenter"
        name="presenter"
        required
        maxLength={CONTENT_LIMITS.author}
        defaultValue={webinar?.presenter}
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={4}
        required
        maxLength={CONTENT_LIMITS.description}
        defaultValue={webinar?.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Date (IST)" name="date" type="date" required defaultValue={webinar?.date} />
        <TextField label="Time (IST)" name="time" type="time" required defaultValue={webinar?.time} />
      </div>
      <TextField
        label="Meeting link"
        name="meetingLink"
        type="url"
        required
        placeholder="https://…"
        defaultValue={webinar?.meetingLink}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Meeting ID"
          name="meetingId"
          maxLength={CONTENT_LIMITS.meetingId}
          defaultValue={webinar?.meetingId}
        />
        <TextField
          label="Meeting password"
          name="meetingPass"
          maxLength={CONTENT_LIMITS.meetingPass}
          defaultValue={webinar?.meetingPass}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={platformId} className="block text-sm font-medium text-slate-800">
            Platform
          </label>
          <select
            id={platformId}
            name="platform"
            required
            defaultValue={webinar?.platform ?? 'meet'}
            className={INPUT_CLASSES}
          >
            <option value="meet">Google meet</option>
            <option value="zoom">zoom</option>
          </select>
        </div>
        <TextField
          label="Price (₹, 0 for free)"
          name="price"
          type="number"
          min={0}
          max={MAX_PRICE_RUPEES}
          step={1}
          required
          defaultValue={webinar?.price ?? '0'}
        />
      </div>
      <StatusMessage kind="error">{error}</StatusMessage>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
          {isSaving ? 'Saving...' : webinar ? 'Save changes' : 'Add webinar'}
        </Button>
      </div>
    </form>
  );
}

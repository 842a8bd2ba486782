import { useId, type FormEvent } from 'react';
import { CONTENT_LIMITS, MAX_PRICE_RUPEES } from '@sukoon/contract/content-rules';
import type { CreateWebinarInput, WebinarDetail } from '@sukoon/contract/webinars';
import { Button } from '../../../components/button.tsx';
import { INPUT_CLASSES, TextAreaField, TextField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { m } from '../../../paraglide/messages.js';

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
  item,
  isSaving,
  error,
  onSubmit,
  onCancel,
}: {
  item?: WebinarDetail;
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
        label={m.staff_blogs_title()}
        name="title"
        required
        maxLength={CONTENT_LIMITS.title}
        defaultValue={item?.title}
      />
      <TextField
        label={m.staff_webinars_presenter()}
        name="presenter"
        required
        maxLength={CONTENT_LIMITS.author}
        defaultValue={item?.presenter}
      />
      <TextAreaField
        label={m.staff_courses_description_label()}
        name="description"
        rows={4}
        required
        maxLength={CONTENT_LIMITS.description}
        defaultValue={item?.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.staff_webinars_date()}
          name="date"
          type="date"
          required
          defaultValue={item?.date}
        />
        <TextField
          label={m.staff_appointments_time()}
          name="time"
          type="time"
          required
          defaultValue={item?.time}
        />
      </div>
      <TextField
        label={m.staff_webinars_meeting_link()}
        name="meetingLink"
        type="url"
        required
        placeholder="https://…"
        defaultValue={item?.meetingLink}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.staff_webinars_meeting_id()}
          name="meetingId"
          maxLength={CONTENT_LIMITS.meetingId}
          defaultValue={item?.meetingId}
        />
        <TextField
          label={m.staff_webinars_meeting_password()}
          name="meetingPass"
          maxLength={CONTENT_LIMITS.meetingPass}
          defaultValue={item?.meetingPass}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={platformId} className="block text-sm font-medium text-slate-800">
            {m.staff_webinars_platform()}
          </label>
          <select
            id={platformId}
            name="platform"
            required
            defaultValue={item?.platform ?? 'meet'}
            className={INPUT_CLASSES}
          >
            <option value="meet">{m.staff_webinars_platform_meet()}</option>
            <option value="zoom">{m.staff_webinars_platform_zoom()}</option>
          </select>
        </div>
        <TextField
          label={m.staff_courses_price()}
          name="price"
          type="number"
          min={0}
          max={MAX_PRICE_RUPEES}
          step={1}
          required
          defaultValue={item?.price ?? '0'}
        />
      </div>
      <StatusMessage kind="error">{error}</StatusMessage>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {m.staff_desk_dismiss()}
        </Button>
        <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
          {isSaving ? m.staff_saving() : item ? m.staff_save_changes() : m.staff_webinars_add()}
        </Button>
      </div>
    </form>
  );
}

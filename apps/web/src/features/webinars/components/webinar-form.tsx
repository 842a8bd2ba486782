import { CONTENT_LIMITS } from '@sukoon/contract/content-rules';
import { createWebinarBody, type CreateWebinarInput, type WebinarDetail } from '@sukoon/contract/webinars';
import { AdminContentForm } from '../../../components/admin-content-form.tsx';
import { DescriptionField, PriceField, TitleField } from '../../../components/admin-content-fields.tsx';
import type { AdminContentFormProps } from '../../../components/admin-content-screen.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { SelectField } from '../../../components/select-field.tsx';
import { m } from '../../../paraglide/messages.js';

const webinarValues = (webinar?: WebinarDetail) => ({
  title: webinar?.title ?? '',
  presenter: webinar?.presenter ?? '',
  description: webinar?.description ?? '',
  date: webinar?.date ?? '',
  time: webinar?.time ?? '',
  meetingLink: webinar?.meetingLink ?? '',
  meetingId: webinar?.meetingId ?? '',
  meetingPass: webinar?.meetingPass ?? '',
  platform: webinar?.platform ?? 'meet',
  price: webinar?.price ?? '0',
});

/** Add or edit a webinar; the date and time are Indian Standard Time. */
export function WebinarForm(props: AdminContentFormProps<WebinarDetail, CreateWebinarInput>) {
  const form = useContractForm({ schema: createWebinarBody, initial: () => webinarValues(props.item) });
  return (
    <AdminContentForm form={form} screen={props} addLabel={m.staff_webinars_add()}>
      <TitleField {...form.field('title')} />
      <TextField
        label={m.staff_webinars_presenter()}
        required
        maxLength={CONTENT_LIMITS.author}
        {...form.field('presenter')}
      />
      <DescriptionField {...form.field('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={m.staff_webinars_date()} type="date" required {...form.field('date')} />
        <TextField label={m.staff_appointments_time()} type="time" required {...form.field('time')} />
      </div>
      <TextField
        label={m.staff_webinars_meeting_link()}
        type="url"
        required
        placeholder="https://…"
        {...form.field('meetingLink')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.staff_webinars_meeting_id()}
          maxLength={CONTENT_LIMITS.meetingId}
          {...form.field('meetingId')}
        />
        <TextField
          label={m.staff_webinars_meeting_password()}
          maxLength={CONTENT_LIMITS.meetingPass}
          {...form.field('meetingPass')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={m.staff_webinars_platform()}
          required
          options={[
            { value: 'meet', label: m.staff_webinars_platform_meet() },
            { value: 'zoom', label: m.staff_webinars_platform_zoom() },
          ]}
          {...form.field('platform')}
        />
        <PriceField {...form.field('price')} />
      </div>
    </AdminContentForm>
  );
}

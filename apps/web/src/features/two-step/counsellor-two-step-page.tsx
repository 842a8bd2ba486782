import { useNavigate } from 'react-router';
import { DeskSidePage } from '../../components/desk-side-page.tsx';
import { m } from '../../paraglide/messages.js';
import { TwoStepPanel } from './components/two-step-panel.tsx';

/** `/counsellor/two-step`: the counsellor's two-step sign-in, beside their desk and hours. */
export default function CounsellorTwoStepPage() {
  const navigate = useNavigate();
  return (
    <DeskSidePage title={m.staff_two_step_title()} intro={m.staff_two_step_intro()}>
      <TwoStepPanel onDone={() => void navigate('/counsellor')} />
    </DeskSidePage>
  );
}

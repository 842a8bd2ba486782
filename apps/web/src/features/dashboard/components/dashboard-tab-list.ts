import type { ComponentType } from 'react';
import { CoursesTab } from './courses-tab.tsx';
import { WebinarsTab } from './webinars-tab.tsx';
import { MyAppointments } from '../../appointments/components/my-appointments.tsx';

export interface DashboardTab {
  id: string;
  label: string;
  Panel: ComponentType;
}

/** The dashboard's tabs, in order; another section is one more entry here. */
export const DASHBOARD_TABS: DashboardTab[] = [
  { id: 'courses', label: 'Courses', Panel: CoursesTab },
  { id: 'webinars', label: 'Webinars', Panel: WebinarsTab },
  { id: 'appointments', label: 'Appointments', Panel: MyAppointments },
];

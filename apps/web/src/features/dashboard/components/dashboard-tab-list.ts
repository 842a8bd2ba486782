import type { ComponentType } from 'react';
import { CoursesTab } from './courses-tab.tsx';
import { WebinarsTab } from './webinars-tab.tsx';

export interface DashboardTab {
  id: string;
  label: string;
  Panel: ComponentType;
}

/** The dashboard's own tabs; the app's route module adds sections that live in other features. */
export const ENROLMENT_TABS: DashboardTab[] = [
  { id: 'courses', label: 'Courses', Panel: CoursesTab },
  { id: 'webinars', label: 'Webinars', Panel: WebinarsTab },
];

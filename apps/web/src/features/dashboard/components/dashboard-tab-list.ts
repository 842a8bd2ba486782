import type { ComponentType } from 'react';
import { CoursesTab } from './courses-tab.tsx';
import { WebinarsTab } from './webinars-tab.tsx';
import { m } from '../../../paraglide/messages.js';

export interface DashboardTab {
  id: string;
  /** A message function, called at render in the page's language. */
  label: () => string;
  Panel: ComponentType;
}

/** The dashboard's own tabs; the app's route module adds sections that live in other features. */
export const ENROLMENT_TABS: DashboardTab[] = [
  { id: 'courses', label: m.account_dashboard_tab_courses, Panel: CoursesTab },
  { id: 'webinars', label: m.account_dashboard_tab_webinars, Panel: WebinarsTab },
];

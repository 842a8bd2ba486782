import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { ENROLMENT_TABS, type DashboardTab } from './components/dashboard-tab-list.ts';
import { Tabs } from './components/tabs.tsx';
import { m } from '../../paraglide/messages.js';

export type { DashboardTab };

/** /UserCourses: what the signed-in user has enrolled in; the open tab is kept in the address. */
export function DashboardPage({ extraTabs = [] }: { extraTabs?: DashboardTab[] }) {
  const tabs = [...ENROLMENT_TABS, ...extraTabs];
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('tab') ?? tabs[0]?.id ?? '';
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <PageMeta title={m.account_dashboard_title()} description={m.account_dashboard_description()} />
      <h1 className="font-serif text-4xl text-brand-800">{m.account_dashboard_title()}</h1>
      <p className="mt-3 mb-8 text-lg text-slate-700">{m.account_dashboard_intro()}</p>
      <Tabs
        label={m.account_dashboard_tabs_label()}
        tabs={tabs}
        selectedId={selectedId}
        onSelect={(id) => setParams({ tab: id }, { replace: true })}
      />
    </main>
  );
}

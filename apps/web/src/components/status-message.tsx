/** A message after an action: announced to screen readers, green for success, red for an error. */
export function StatusMessage({
  kind,
  children,
}: {
  kind: 'success' | 'error' | 'info';
  children: string | null | undefined;
}) {
  if (!children) return null;
  const styles = {
    success: 'border-green-700 bg-green-50 text-green-900',
    error: 'border-red-700 bg-red-50 text-red-900',
    info: 'border-brand-700 bg-brand-50 text-brand-900',
  }[kind];
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border-l-4 px-4 py-3 text-sm ${styles}`}
    >
      {children}
    </p>
  );
}

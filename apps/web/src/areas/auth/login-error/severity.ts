export type Severity = 'warning' | 'danger' | 'info';

/** Spec section 4: network or timeout → warning; unauthorized, forbidden, server or internal → danger. */
export function severityOf(message: string): Severity {
  const m = message.toLowerCase();
  if (m.includes('network') || m.includes('timeout')) return 'warning';
  if (['unauthorized', 'forbidden', 'server', 'internal'].some((w) => m.includes(w))) return 'danger';
  return 'info';
}

export const severityColor: Record<Severity, string> = { warning: 'orange', danger: 'red', info: 'blue' };

/** Spec 2.1: any path starting with /admin (/admin…, /administrator…) uses the admin shell. */
export function isAdminPath(pathname: string): boolean {
  return pathname.startsWith('/admin');
}

/** The vendor dashboard (/dashboard, /dashboard/…) has its own shell, without the public navbar and footer. */
export function isDashboardPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}

function startsWithSegment(pathname: string, segments: readonly string[]): boolean {
  return segments.some((s) => pathname === `/${s}` || pathname.startsWith(`/${s}/`));
}

/** The public navbar is hidden on login, register and payment. */
export function showsNavbar(pathname: string): boolean {
  return !startsWithSegment(pathname, ['login', 'register', 'payment']);
}

/** The public footer is hidden on payment. */
export function showsFooter(pathname: string): boolean {
  return !startsWithSegment(pathname, ['payment']);
}

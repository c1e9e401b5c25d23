import type { AuditEntry, ErrorReportRecord } from '@kasuwa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-session';
import { ApiError } from '../../../lib/api';

export const logsKeys = {
  all: ['admin', 'logs'] as const,
  errorReports: (page: number, limit: number) => ['admin', 'logs', 'error-reports', page, limit] as const,
  audit: (page: number, limit: number) => ['admin', 'logs', 'audit', page, limit] as const,
};

/** One page of a log: its rows and what the pager needs. */
export interface LogPage<T> {
  rows: T[];
  page: number;
  totalPages: number;
  total: number;
}

interface ErrorReportsAnswer {
  reports: ErrorReportRecord[];
  pagination: { currentPage: number; totalPages: number; totalReports: number };
}

interface AuditAnswer {
  entries: AuditEntry[];
  pagination: { currentPage: number; totalPages: number; totalEntries: number };
}

/** A refusal is final (the role lacks view_logs); anything else is worth a couple more tries. */
function retryUnlessRefused(failures: number, error: Error): boolean {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return false;
  return failures < 2;
}

export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** Error reports sent from the login-error page, newest first (GET /api/admin/error-reports). */
export function useErrorReports(page: number, limit: number) {
  return useQuery({
    queryKey: logsKeys.errorReports(page, limit),
    queryFn: async (): Promise<LogPage<ErrorReportRecord>> => {
      const answer = await adminApi<ErrorReportsAnswer>(
        `/api/admin/error-reports?page=${page}&limit=${limit}`,
      );
      return {
        rows: answer.reports,
        page: answer.pagination.currentPage,
        totalPages: answer.pagination.totalPages,
        total: answer.pagination.totalReports,
      };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

/** Every admin change, newest first (GET /api/admin/audit-log). */
export function useAuditLog(page: number, limit: number) {
  return useQuery({
    queryKey: logsKeys.audit(page, limit),
    queryFn: async (): Promise<LogPage<AuditEntry>> => {
      const answer = await adminApi<AuditAnswer>(`/api/admin/audit-log?page=${page}&limit=${limit}`);
      return {
        rows: answer.entries,
        page: answer.pagination.currentPage,
        // The audit answer counts 0 pages when the log is empty; the pager wants at least one.
        totalPages: Math.max(1, answer.pagination.totalPages),
        total: answer.pagination.totalEntries,
      };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

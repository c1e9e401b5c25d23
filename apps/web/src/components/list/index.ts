// One list kit for the back office and the dashboard (issue 28): every list page takes its header,
// search, table, pager, row actions and confirmations from here, so they look and behave alike.
export { AddButton } from './AddButton';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { DeleteConfirm } from './DeleteConfirm';
export { EmptyState } from './EmptyState';
export { ListTable, type ListTableProps } from './ListTable';
export { PageHeader } from './PageHeader';
export { Pager } from './Pager';
export { QueryError } from './QueryError';
export { RowAction, RowActions } from './RowActions';
export { SearchField } from './SearchField';
export { oneOf, useListQuery } from './useListQuery';

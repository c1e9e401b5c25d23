import { Skeleton, Table } from '@mantine/core';

/** Placeholder rows while a list loads, shaped like the table that will replace them. */
export function TableSkeleton({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return (
    <Table.Tbody aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <Table.Tr key={r}>
          {Array.from({ length: columns }, (_, c) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity.
            <Table.Td key={c}>
              <Skeleton height={14} radius="sm" width={c === 0 ? '80%' : '60%'} />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </Table.Tbody>
  );
}

import { Badge } from '@chakra-ui/react';
import type { ListColumn } from './listTypes';

/** What a badge cell shows for a row: its text, its colour palette, and a `data-status` if any. */
export interface CellBadge {
  text: string;
  palette: string;
  status?: string | undefined;
}

/** A column whose cell is a subtle badge (a state, a status, a flag), as `badge` says for each row. */
export function badgeColumn<Row>(key: string, header: string, badge: (row: Row) => CellBadge): ListColumn<Row> {
  return {
    key,
    header,
    cell: (row) => {
      const { text, palette, status } = badge(row);
      return (
        <Badge colorPalette={palette} variant="subtle" data-status={status}>
          {text}
        </Badge>
      );
    },
  };
}

import type { ReactNode } from 'react';

type CardTableProps = {
  /** The region's name, read before the table. */
  label: string;
  className?: string;
  tableClassName?: string;
  children: ReactNode;
};

const withLook = (look: string, className?: string) => (className ? `${look} ${className}` : look);

/**
 * A table in a region of its own that scrolls sideways when it is too wide. Narrow screens
 * restyle its rows as cards, so its role is explicit: it stays a table for screen readers.
 */
export function CardTable({ label, className, tableClassName, children }: CardTableProps) {
  return (
    <div
      className={withLook('table-scroller', className)}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table className={withLook('card-table', tableClassName)} role="table">
        {children}
      </table>
    </div>
  );
}

import { HolderOutlined } from '@ant-design/icons';
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { restrictToVerticalAxis } from '@dnd-kit/modifiers';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { type CSSProperties, createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * Drag-and-drop rows for an antd Table (after antd's "drag sorting with handler" demo, on dnd-kit):
 * wrap the table in <SortableRows>, pass `sortableRowComponents` as its `components` and put a
 * <DragHandle> in a column. Rows move by their handle only, with the mouse, touch or the keyboard
 * (Space to lift, arrows to move, Space to drop).
 */
type Handle = Pick<ReturnType<typeof useSortable>, 'setActivatorNodeRef' | 'listeners' | 'attributes'>;
const RowContext = createContext<Partial<Handle>>({});
/** A move is being saved: the handles wait. */
const BusyContext = createContext(false);

export function DragHandle({ label }: { label: string }) {
  const { setActivatorNodeRef, listeners, attributes } = useContext(RowContext);
  const disabled = useContext(BusyContext);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      aria-label={label}
      title={label}
      disabled={disabled}
      style={{ cursor: disabled ? 'not-allowed' : 'grab', touchAction: 'none' }}
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      role="button"
      data-drag-handle
    />
  );
}

type RowProps = React.HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string | number };

function SortableRow(props: RowProps & { 'data-row-key': string | number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: String(props['data-row-key']) });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 10, background: 'var(--ant-color-bg-container)' } : {}),
  };
  const handle = useMemo(
    () => ({ setActivatorNodeRef, listeners, attributes }),
    [setActivatorNodeRef, listeners, attributes],
  );
  return (
    <RowContext.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} />
    </RowContext.Provider>
  );
}

/** antd renders its "no data" row without a key: that one is not sortable. */
function Row(props: RowProps) {
  const key = props['data-row-key'];
  return key === undefined ? <tr {...props} /> : <SortableRow {...props} data-row-key={key} />;
}

export const sortableRowComponents = { body: { row: Row } };

/** The first column of a sortable table: each row's drag handle, named for screen readers. */
export const dragColumn = <T,>(title: string, label: (row: T) => string): ColumnType<T> => ({
  key: 'sort',
  title,
  width: 72,
  align: 'center',
  render: (_, row) => <DragHandle label={label(row)} />,
});

export function SortableRows<T extends { id: number }>({
  rows,
  onMove,
  busy = false,
  children,
}: {
  rows: T[];
  /** The rows in their new order, after a drop that moved one. */
  onMove: (next: T[], moved: T) => void;
  /** A move is being saved: the handles are disabled until it is. */
  busy?: boolean;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = rows.map((r) => String(r.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    const moved = rows[from];
    if (from < 0 || to < 0 || !moved) return;
    onMove(arrayMove(rows, from, to), moved);
  };
  return (
    <DndContext sensors={sensors} modifiers={[restrictToVerticalAxis]} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <BusyContext.Provider value={busy}>{children}</BusyContext.Provider>
      </SortableContext>
    </DndContext>
  );
}

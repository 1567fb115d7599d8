import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { DraftPart } from '../lib/content';
import { PartBox, type PartBoxProps } from './part-box';

type PartHandlers = Pick<PartBoxProps, 'onChange' | 'onMove' | 'onRemove' | 'onSplit' | 'images'>;

/**
 * The boxes in order, reordered by dragging a box's handle with a pointer, or with the keyboard
 * (Space on the handle, the arrows, Space again), besides the Move buttons.
 */
export function PartList({
  parts,
  posted,
  labelOf,
  box,
  onReorder,
}: {
  parts: DraftPart[];
  posted: string[];
  labelOf: (index: number) => string;
  box: (
    part: DraftPart,
  ) => Omit<
    PartBoxProps,
    keyof PartHandlers | 'id' | 'text' | 'posted' | 'index' | 'total' | 'label'
  > &
    PartHandlers;
  onReorder: (activeId: string, overId: string) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => parts.findIndex((part) => part.id === id) + 1;
  // Said to screen readers while a part is moved, in the words the boxes use.
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up part ${position(active.id)}.`,
    onDragOver: ({ over }) => (over ? `Part is now at position ${position(over.id)}.` : undefined),
    onDragEnd: ({ over }) =>
      over ? `Part dropped at position ${position(over.id)}.` : 'Part dropped.',
    onDragCancel: () => 'Moving canceled; the part is back where it was.',
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onReorder(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a part, press Space or Enter, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={parts} strategy={verticalListSortingStrategy}>
        <ol aria-label="Parts" className="flex flex-col gap-3">
          {parts.map((part, index) => (
            <PartBox
              key={part.id}
              id={part.id}
              text={part.text}
              posted={posted[index] ?? ''}
              index={index}
              total={parts.length}
              label={labelOf(index)}
              {...box(part)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

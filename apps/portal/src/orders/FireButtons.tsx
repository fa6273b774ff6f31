import { FireOutlined } from '@ant-design/icons';
import { useFire } from '@meja/client';
import type { TBoardLine, TBoardOrder } from '@meja/contracts';
import { App, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/** Held lines by course, in the order's order: one Fire per course; held lines of no course together. */
export function heldGroups(lines: TBoardLine[]) {
  const groups: { courseId: number | null; name: string | null; lineIds: number[] }[] = [];
  for (const l of lines) {
    if (!l.held || l.refunded) continue;
    const group = groups.find((g) => g.courseId === l.course_id);
    if (group) group.lineIds.push(l.id);
    else groups.push({ courseId: l.course_id, name: l.course_name, lineIds: [l.id] });
  }
  return groups;
}

/**
 * "Fire Main": sends a held course (or held lines of no course) to the kitchen printer and display
 * as a ticket marked FIRE (issue 29). On the cashier's board, the order page and the kitchen
 * display; nothing when nothing is held.
 */
export function FireButtons({
  order,
  size = 'middle',
  block = false,
}: {
  order: Pick<TBoardOrder, 'id' | 'lines'>;
  size?: 'middle' | 'large';
  block?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const fire = useFire();
  const groups = heldGroups(order.lines);
  if (!groups.length) return null;
  const send = async (group: (typeof groups)[number]) => {
    try {
      const reply = await fire.mutateAsync({
        id: order.id,
        body: group.courseId === null ? { line_ids: group.lineIds } : { course_id: group.courseId },
      });
      message.success(reply.message ?? t('hold.fired'));
    } catch (err) {
      message.error(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <Flex gap={8} wrap="wrap" vertical={block}>
      {groups.map((g) => (
        <Button
          key={g.courseId ?? 'none'}
          size={size}
          block={block}
          danger
          icon={<FireOutlined />}
          loading={fire.isPending && fire.variables?.id === order.id}
          onClick={() => void send(g)}
        >
          {g.name ? t('hold.fire', { course: g.name }) : t('hold.fireHeld')}
        </Button>
      ))}
    </Flex>
  );
}

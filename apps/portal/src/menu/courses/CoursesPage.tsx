import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useCourses, useDeleteCourse } from '@meja/client';
import type { TCourse } from '@meja/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../kit/list/columns';
import { useConfirmDelete } from '../../kit/list/confirm';
import { ListPage, textsOf } from '../../kit/list/ListPage';
import { useMenuScope } from '../scope';
import { CourseModal, type CourseModalState } from './CourseModal';

/**
 * The store's courses (issue 29) in serving order: add, rename, move, delete. Categories and
 * foods name them in their own forms; staff hold and fire them when keying in.
 */
export default function CoursesPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'courses' });
  const scope = useMenuScope();
  const [editor, setEditor] = useState<CourseModalState>(null);
  const confirmDelete = useConfirmDelete('courses', useDeleteCourse());

  return (
    <ListPage
      id="courses"
      texts={textsOf('courses', { intro: 'courses.intro', chooseMerchant: ['courses.chooseMerchant'] })}
      scope={scope}
      useRows={useCourses}
      pageSize={100}
      create={{ label: 'courses.add', onClick: () => setEditor({ mode: 'create' }) }}
      columns={[
        { key: 'position', title: t('position'), dataIndex: 'position', width: 120 },
        { key: 'name', title: t('name'), dataIndex: 'name' },
        { key: 'categories', title: t('categories'), dataIndex: 'category_count', align: 'right' },
        { key: 'foods', title: t('foods'), dataIndex: 'food_count', align: 'right' },
        actionsColumn(t('actions'), (course: TCourse) => [
          { label: t('edit'), icon: <EditOutlined />, onClick: () => setEditor({ mode: 'edit', course }) },
          {
            label: t('delete'),
            icon: <DeleteOutlined />,
            danger: true,
            onClick: () => confirmDelete(course),
          },
        ]),
      ]}
    >
      <CourseModal state={editor} merchantId={scope.merchantId} onClose={() => setEditor(null)} />
    </ListPage>
  );
}

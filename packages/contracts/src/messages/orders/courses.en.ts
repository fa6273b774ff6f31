/** Server messages of courses, hold and fire (issue 29), spread into en.ts. */
export const coursesEn = {
  'error.course_name_taken': 'A course with this name already exists.',
  'validation.course_unknown': 'Choose a course of this menu.',
  'error.line_held': 'This item is on hold: fire it first, then it can be made and served.',
  'error.nothing_held': 'Nothing of this is on hold: it has been fired already or was never held.',
  'success.course_created': 'Course created.',
  'success.course_updated': 'Course saved.',
  'success.course_deleted': 'Course deleted.',
  'success.fired': 'Fired: sent to the kitchen.',
  'print.fire': 'FIRE',
} as const;

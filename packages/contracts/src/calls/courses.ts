import { ZIdParams, ZMessageReply } from '../common';
import {
  ZCourseListQuery,
  ZCoursePage,
  ZCourseReply,
  ZCreateCourseBody,
  ZUpdateCourseBody,
} from '../courses';
import { defineCall } from './call';

export const list = defineCall({
  method: 'GET',
  path: '/api/admin/course',
  query: ZCourseListQuery,
  reply: ZCoursePage,
});

export const create = defineCall({
  method: 'POST',
  path: '/api/admin/course',
  body: ZCreateCourseBody,
  reply: ZCourseReply,
});

export const update = defineCall({
  method: 'PUT',
  path: '/api/admin/course/:id',
  params: ZIdParams,
  body: ZUpdateCourseBody,
  reply: ZCourseReply,
});

export const remove = defineCall({
  method: 'DELETE',
  path: '/api/admin/course/:id',
  params: ZIdParams,
  reply: ZMessageReply,
});
